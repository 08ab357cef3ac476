import { describe, expect, it } from 'vitest';
import { viewFetch } from '../views/pickView';
import { NO_CALENDAR_STATE } from './calendarState';
import { EMPTY_FILTER_SET } from './filterSet';
import type { ExplorerUrlState } from './urlState';
import { withView } from './viewSwitch';

const onPage3: ExplorerUrlState = {
  filters: { ...EMPTY_FILTER_SET, business_process: 'NC', page: 3, search: 'etiqueta', centro_list: [1, 2] },
  view: 'table',
  unit: null,
  calendar: { date: '2026-03-04', type: 'week', weekdays: 'monday_to_friday', interval: 'workday' },
};

describe('switching views (records-explorer §2)', () => {
  it('keeps the page and the calendar between views that share the unit list', () => {
    expect(viewFetch('table')).toBe(viewFetch('cards'));
    expect(withView(onPage3, 'cards', viewFetch('cards') !== viewFetch('table'))).toEqual({
      ...onPage3,
      view: 'cards',
    });
  });

  it('clears the temporary filters, keeping the user filters, on a view with another fetch', () => {
    for (const kind of ['calendar', 'charts']) {
      expect(viewFetch(kind)).not.toBe(viewFetch('table'));
      const next = withView(onPage3, kind, true);
      expect(next.view).toBe(kind);
      expect(next.filters).toEqual({ ...onPage3.filters, page: 1 });
      expect(next.calendar).toEqual(NO_CALENDAR_STATE);
    }
    expect(viewFetch('calendar')).not.toBe(viewFetch('charts'));
  });
});
