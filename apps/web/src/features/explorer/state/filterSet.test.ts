import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_SET, type FilterSet, withBusinessProcess } from './filterSet';

const nc: FilterSet = {
  ...EMPTY_FILTER_SET,
  business_process: 'NC',
  page: 4,
  sort_by: 'severity',
  sort_desc: true,
  search: 'bomba',
  centro_list: [1, 2],
  processes_ids: [5],
  filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'current_workflow_limit' },
  advanced_filters: { severity: ['grave'] },
  exclude_states: ['cerrada'],
  pk: 'QUnit#NC#1#7',
  directories: [3],
};

describe('choosing another business process', () => {
  it('starts over what named the old one’s fields, states, units or folders, and keeps the rest', () => {
    expect(withBusinessProcess(nc, 'CAPA')).toEqual({
      ...EMPTY_FILTER_SET,
      business_process: 'CAPA',
      search: 'bomba',
      centro_list: [1, 2],
      processes_ids: [5],
      filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'current_workflow_limit' },
    });
  });

  it('drops a date range on one of the old business process’s own fields', () => {
    const onField = { ...nc, filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'detected_on' } } as FilterSet;
    expect(withBusinessProcess(onField, null).filter_dates).toBeNull();
    expect(withBusinessProcess(onField, null).business_process).toBeNull();
  });
});
