import type { BpView } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { listingViews } from './listingViews';

const fields = (view: BpView) => ('columns' in view ? view.columns.map((c) => c.field) : []);

describe('the notifications dialog views', () => {
  it('keeps the notification BP’s own table and cards, without its other views', () => {
    const table: BpView = { kind: 'table', columns: [{ field: 'asunto', sortable: true }], sort_desc: false };
    const calendar = { kind: 'calendar', date_field: 'fecha_creacion', type: 'month', weekdays: 'all' } as BpView;
    expect(listingViews([table, calendar])).toEqual([table]);
  });

  it('falls back to title, creator, creation date, state and limit date, newest first', () => {
    const [table, cards] = listingViews(undefined);
    expect(table).toMatchObject({ kind: 'table', sort_by: 'fecha_creacion', sort_desc: true });
    expect(fields(table!)).toEqual([
      'title',
      'creador',
      'fecha_creacion',
      'current_workflow_state',
      'current_workflow_limit',
    ]);
    expect(cards?.kind).toBe('cards');
    expect(fields(cards!)).toEqual(['creador', 'fecha_creacion', 'current_workflow_state', 'current_workflow_limit']);
    expect(listingViews([])).toEqual(listingViews(undefined));
  });
});
