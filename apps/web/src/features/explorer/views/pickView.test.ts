import type { BpView } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { currentView, DEFAULT_CALENDAR, listViews, SEARCH_VIEWS, viewListingUnit } from './pickView';

const table: BpView = { kind: 'table', columns: [{ field: 'reference', sortable: true }], sort_desc: false };
const ownCards: BpView = { kind: 'cards', columns: [{ field: 'code', sortable: true }] };
const calendar: BpView = { kind: 'calendar', date_field: 'planned_start', type: 'month', weekdays: 'all' };

describe('the view on screen', () => {
  it('is the first view unless another one of the business process is chosen', () => {
    expect(currentView([calendar, table], null, false)).toBe(calendar);
    expect(currentView([calendar, table], 'table', false)).toBe(table);
    expect(currentView([calendar, table], 'charts', false)).toBe(calendar);
    expect(currentView([], null, false)).toBeNull();
  });

  it('is always cards on mobile: the business process layout, else the default columns', () => {
    expect(currentView([table, ownCards], 'table', true)).toBe(ownCards);
    const forced = currentView([calendar, table], null, true);
    expect(forced?.kind).toBe('cards');
    expect(forced?.kind === 'cards' && forced.columns.map((c) => c.field)).toEqual([
      'fecha_creacion',
      'current_workflow_state',
      'current_workflow_responsible',
      'current_workflow_limit',
      'fecha_cierre',
    ]);
  });
});

describe('the views a list offers', () => {
  it('are the business process’s own in its explorer and in the to-do list once one is chosen', () => {
    expect(listViews('explorer', [table, calendar], null)).toEqual([table, calendar]);
    expect(listViews('todo', [table, calendar], null)).toEqual([table, calendar]);
    expect(listViews('explorer', null, null)).toEqual([]);
  });

  it('are table, cards and the calendar by limit in the to-do list across business processes', () => {
    expect(listViews('todo', null, null).map((v) => v.kind)).toEqual(['table', 'cards', 'calendar']);
    expect(listViews('todo', null, null)[2]).toEqual(DEFAULT_CALENDAR);
  });

  it('always hold a calendar on the calendar page, by limit where the business process has none', () => {
    expect(listViews('explorer', [table, calendar], 'calendar')).toEqual([table, calendar]);
    expect(listViews('explorer', [table], 'calendar')).toEqual([table, DEFAULT_CALENDAR]);
    expect(listViews('explorer', null, 'calendar')).toEqual([DEFAULT_CALENDAR]);
  });

  it('are the table alone in the global search', () => {
    expect(listViews('search', [calendar], 'calendar')).toBe(SEARCH_VIEWS);
  });
});

describe('the view a link to one unit opens', () => {
  it('is the first that lists units, whatever the business process starts on', () => {
    const charts: BpView = { kind: 'charts' };
    expect(viewListingUnit([charts, calendar, ownCards, table])).toBe('cards');
    expect(viewListingUnit([table, charts])).toBe('table');
    expect(viewListingUnit([charts, calendar])).toBeNull();
  });
});
