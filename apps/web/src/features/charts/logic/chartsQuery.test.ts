import { describe, expect, it } from 'vitest';
import { chartsQuery } from './chartsQuery';

describe('charts query', () => {
  const list = {
    items_per_page: '10',
    offset: '20',
    sort_by: 'reference:desc',
    sort_order: 'D',
    business_process: 'NC',
    search: 'zafiro',
    centros: '1,2',
    advanced_filters: '{"severity":"leve"}',
    filter_dates: '{"range":["2026-01-01","2026-01-31"],"field":"current_workflow_limit"}',
  };

  it('keeps every filter of the list query and drops its paging and order', () => {
    expect(chartsQuery(list, null)).toEqual({
      business_process: 'NC',
      search: 'zafiro',
      centros: '1,2',
      advanced_filters: '{"severity":"leve"}',
      filter_dates: '{"range":["2026-01-01","2026-01-31"],"field":"current_workflow_limit"}',
    });
  });

  it('narrows the to-do list’s charts to the user’s open units', () => {
    const todo = { responsible: 7, closedStates: ['cerrada', 'anulada'] };
    expect(chartsQuery({ business_process: 'NC' }, todo)).toEqual({
      business_process: 'NC',
      current_workflow_responsible: '7',
      exclude_states: 'cerrada,anulada',
    });
    expect(chartsQuery({ business_process: 'NC', exclude_states: 'abierta,cerrada' }, todo).exclude_states).toBe(
      'abierta,cerrada,anulada',
    );
  });
});
