import { describe, expect, it } from 'vitest';
import { bpView, CALENDAR_WEEKDAY_SETS } from './views.js';

describe('calendar weekday sets (records-explorer §2)', () => {
  it('are every day, Monday to Saturday plus Sunday (every day, Monday first), Monday to Friday, and Monday-Wednesday-Friday', () => {
    expect(CALENDAR_WEEKDAY_SETS).toEqual({
      all: [0, 1, 2, 3, 4, 5, 6],
      monday_to_sunday: [0, 1, 2, 3, 4, 5, 6],
      monday_to_friday: [0, 1, 2, 3, 4],
      monday_wednesday_friday: [0, 2, 4],
    });
  });

  it('still reads a stored definition naming monday_to_saturday, as the set it stands for', () => {
    const view = bpView.parse({ kind: 'calendar', weekdays: 'monday_to_saturday' });
    expect(view).toMatchObject({ kind: 'calendar', weekdays: 'monday_to_sunday' });
    expect(bpView.parse({ kind: 'calendar' })).toMatchObject({ weekdays: 'all' });
    expect(bpView.safeParse({ kind: 'calendar', weekdays: 'weekends' }).success).toBe(false);
  });
});
