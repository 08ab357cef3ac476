import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_SET, type FilterSet } from '../state/filterSet';
import { canSendPart, changeOf, clearedDraft, draftOf, isPanelActive } from './drafts';

const filters: FilterSet = {
  ...EMPTY_FILTER_SET,
  business_process: 'NC',
  filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'fecha_creacion' },
};

describe('filter panel drafts', () => {
  it('opens each panel on what is applied, the current centre ticked when none is chosen', () => {
    const draft = draftOf(filters, 3);
    expect(draft.centro).toEqual([3]);
    expect(draft.dates).toEqual({ field: 'fecha_creacion', from: '2026-01-01', to: '2026-01-31' });
  });

  it('refuses to send an incomplete or reversed date range, or a 2-letter search', () => {
    const draft = draftOf(EMPTY_FILTER_SET, 1);
    expect(canSendPart('dates', draft)).toBe(true);
    expect(canSendPart('dates', { ...draft, dates: { field: 'fecha_creacion', from: '2026-01-05', to: '' } })).toBe(
      false,
    );
    expect(
      canSendPart('dates', { ...draft, dates: { field: 'fecha_creacion', from: '2026-01-05', to: '2026-01-04' } }),
    ).toBe(false);
    expect(canSendPart('search', { ...draft, search: 'ab' })).toBe(false);
    expect(canSendPart('search', { ...draft, search: '' })).toBe(true);
  });

  it('turns a sent part into the filter change', () => {
    const draft = draftOf(EMPTY_FILTER_SET, 1);
    expect(changeOf('centro', { ...draft, centro: [] }, 1)).toEqual({ centro_list: [] });
    expect(changeOf('centro', { ...draft, centro: [2, 1] }, 1)).toEqual({ centro_list: [1, 2] });
    expect(
      changeOf('dates', { ...draft, dates: { field: 'fecha_cierre', from: '2026-02-01', to: '2026-02-28' } }, 1),
    ).toEqual({
      filter_dates: { field: 'fecha_cierre', range: ['2026-02-01', '2026-02-28'] },
    });
    expect(changeOf('search', { ...draft, search: '  bomba ' }, 1)).toEqual({ search: 'bomba' });
  });

  it('clearing the date range resets both its field and its days', () => {
    const cleared = clearedDraft('dates', draftOf(filters, 1));
    expect(cleared.dates).toEqual({ field: 'current_workflow_limit', from: '', to: '' });
    expect(changeOf('dates', cleared, 1)).toEqual({ filter_dates: null });
  });

  it('marks a panel active only when its filter is applied', () => {
    expect(isPanelActive('dates', filters, 1)).toBe(true);
    expect(isPanelActive('centro', { ...filters, centro_list: [1] }, 1)).toBe(false);
    expect(isPanelActive('centro', { ...filters, centro_list: [1, 2] }, 1)).toBe(true);
    expect(isPanelActive('user', filters, 1)).toBe(false);
  });
});
