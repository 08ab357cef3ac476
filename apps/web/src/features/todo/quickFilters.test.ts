import { describe, expect, it } from 'vitest';
import { activeQuickFilter, quickFilterDates } from './quickFilters';

// Wednesday 11 March 2026.
const today = '2026-03-11';

describe('to-do quick filters', () => {
  it('are ranges on the limit: before today, or this week from Monday to Sunday', () => {
    expect(quickFilterDates('all', today)).toBeNull();
    expect(quickFilterDates('overdue', today)).toEqual({
      range: ['1900-01-01', '2026-03-10'],
      field: 'current_workflow_limit',
    });
    expect(quickFilterDates('week', today)).toEqual({
      range: ['2026-03-09', '2026-03-15'],
      field: 'current_workflow_limit',
    });
  });

  it('are recognised in the date filter, and none is when the user chose another range', () => {
    expect(activeQuickFilter(null, today)).toBe('all');
    expect(activeQuickFilter(quickFilterDates('overdue', today), today)).toBe('overdue');
    expect(activeQuickFilter(quickFilterDates('week', today), today)).toBe('week');
    expect(activeQuickFilter({ range: ['2026-03-09', '2026-03-15'], field: 'fecha_creacion' }, today)).toBeNull();
    // Yesterday's "this week" is not today's when the week turned.
    expect(activeQuickFilter(quickFilterDates('week', '2026-03-08'), today)).toBeNull();
  });
});
