import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER_SET,
  type FilterSet,
  withBusinessProcess,
  withFilters,
  withPage,
  withPageSize,
  withSort,
} from './filterSet';

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

describe('paging, page size, order and filters (records-explorer §2)', () => {
  it('moves to a page and keeps everything else', () => {
    expect(withPage(nc, 7)).toEqual({ ...nc, page: 7 });
  });

  it('goes back to page 1 when the page size, the order or a filter changes', () => {
    expect(withPageSize(nc, 20)).toEqual({ ...nc, units_per_page: 20, page: 1 });
    expect(withSort(nc, { field: 'title', desc: false })).toEqual({
      ...nc,
      sort_by: 'title',
      sort_desc: false,
      page: 1,
    });
    expect(withFilters(nc, { search: 'grifo' })).toEqual({ ...nc, search: 'grifo', page: 1 });
  });
});
