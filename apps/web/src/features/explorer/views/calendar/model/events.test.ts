import type { CalendarEvent } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { toEventInput } from './events';

const audit: CalendarEvent = {
  uid: 'QUnit#AUDIT#1#4',
  reference: 'AUD-2026-004',
  title: 'Auditoría interna de compras',
  start: '2026-03-30',
  end: '2026-04-02',
  all_day: true,
  color: '#1e88e5',
  state: 'Planificada',
  overdue: false,
  business_process: 'AUDIT',
  business_process_name: 'Auditoría',
  centro: 1,
};

describe('units as calendar events', () => {
  it('span to the day after their last day, which FullCalendar leaves out', () => {
    expect(toEventInput(audit)).toEqual({
      id: audit.uid,
      title: 'AUD-2026-004 Auditoría interna de compras',
      start: '2026-03-30',
      end: '2026-04-03',
      allDay: true,
      extendedProps: { unit: audit },
    });
  });

  it('keep a single day, a date-time, and ignore an end before the start', () => {
    expect(toEventInput({ ...audit, end: null })).not.toHaveProperty('end');
    expect(
      toEventInput({ ...audit, start: '2026-03-30T09:30', end: '2026-03-30T11:00', all_day: false }),
    ).toMatchObject({ start: '2026-03-30T09:30', end: '2026-03-30T11:00', allDay: false });
    expect(toEventInput({ ...audit, end: '2026-03-01' })).not.toHaveProperty('end');
  });
});
