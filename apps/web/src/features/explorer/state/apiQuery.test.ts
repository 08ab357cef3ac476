import { calendarQuery as calendarQuerySchema, explorerQuery, relatedQuery } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { calendarQuery, listQuery, listScope, relatedListQuery } from './apiQuery';
import { EMPTY_FILTER_SET, type FilterSet } from './filterSet';

const nc: FilterSet = { ...EMPTY_FILTER_SET, business_process: 'NC' };

describe('list query mapping (records-explorer §7)', () => {
  it('leaves the sort to the server until the user picks one', () => {
    expect(listQuery(nc, 'explorer')).toEqual({ items_per_page: '10', offset: '0', business_process: 'NC' });
  });

  it('sends page size, offset and the sort both ways', () => {
    expect(listQuery({ ...nc, page: 3, units_per_page: 15, sort_by: 'title', sort_desc: true }, 'explorer')).toEqual({
      items_per_page: '15',
      offset: '30',
      sort_by: 'title:desc',
      sort_order: 'D',
      business_process: 'NC',
    });
    expect(listQuery({ ...nc, sort_by: 'current_workflow_limit' }, 'explorer')).toMatchObject({
      offset: '0',
      sort_by: 'current_workflow_limit:asc',
      sort_order: 'A',
    });
  });

  it('maps every filter to its API parameter', () => {
    const q = listQuery(
      {
        ...nc,
        search: '  etiqueta ',
        centro_list: [1, 3],
        processes_ids: [5, 6],
        filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'fecha_creacion' },
        current_workflow_responsible: 9,
        advanced_filters: { severity: ['high'] },
        exclude_states: ['closed', 'cancelled'],
        pk: 'QUnit#NC#1#7',
        directories: [2, 4],
      },
      'explorer',
    );
    expect(q).toEqual({
      items_per_page: '10',
      offset: '0',
      search: 'etiqueta',
      business_process: 'NC',
      affected_processes: '5,6',
      centros: '1,3',
      current_workflow_responsible: '9',
      exclude_states: 'closed,cancelled',
      filter_dates: '{"range":["2026-01-01","2026-01-31"],"field":"fecha_creacion"}',
      advanced_filters: '{"severity":["high"]}',
      pk: 'QUnit#NC#1#7',
      directories: '2,4',
    });
    // What the web sends, the server's own schema accepts as the same filter set.
    const parsed = explorerQuery.parse(q);
    expect(parsed.filter_dates).toEqual({ range: ['2026-01-01', '2026-01-31'], field: 'fecha_creacion' });
    expect(parsed.centros).toEqual([1, 3]);
    expect(parsed.advanced_filters).toEqual({ severity: ['high'] });
  });

  it('holds every key of the filter set (records-explorer §3) and sends the rest as §7 maps them', () => {
    const q = listQuery(
      {
        ...nc,
        site: '/demo/',
        centro: 3,
        business_process_include: ['NC', 'CAPA'],
        business_process_exclude: ['AUDIT'],
        process_id: 5,
        date_fields: { happened_on: ['2026-02-01', '2026-02-28'] },
        workflow_responsible: 9,
        advanced_filters: { severity: ['high'] },
      },
      'explorer',
    );
    expect(q).toEqual({
      items_per_page: '10',
      offset: '0',
      business_process: 'NC',
      business_process_include: 'NC,CAPA',
      business_process_exclude: 'AUDIT',
      affected_process: '5',
      current_workflow_responsible: '9',
      advanced_filters: '{"happened_on":{"from":"2026-02-01","to":"2026-02-28"},"severity":["high"]}',
    });
    // The server's own schema reads them as the same filters.
    expect(explorerQuery.parse(q)).toMatchObject({
      business_process_include: ['NC', 'CAPA'],
      business_process_exclude: ['AUDIT'],
      affected_process: [5],
      current_workflow_responsible: 9,
      advanced_filters: { happened_on: { from: '2026-02-01', to: '2026-02-28' } },
    });
    // The filter set's own responsible wins over workflow_responsible.
    expect(listQuery({ ...nc, workflow_responsible: 9, current_workflow_responsible: 4 }, 'explorer')).toMatchObject({
      current_workflow_responsible: '4',
    });
    // Site and centro are the call's path, not parameters: the filter set's own, else the session's.
    expect(listScope({ site: '/demo/', centro: 3 }, { site: '/acme/', centro: 1 })).toEqual({
      site: '/demo/',
      centro: 3,
    });
    expect(listScope(EMPTY_FILTER_SET, { site: '/acme/', centro: 1 })).toEqual({ site: '/acme/', centro: 1 });
  });

  it('never sends the business process to the global search', () => {
    expect(listQuery({ ...nc, search: 'bomba' }, 'search')).toEqual({
      items_per_page: '10',
      offset: '0',
      search: 'bomba',
    });
  });

  it('leaves out a search shorter than 3 characters', () => {
    expect(listQuery({ ...nc, search: 'ab ' }, 'explorer')).not.toHaveProperty('search');
  });

  it('sends the business process the to-do list is narrowed to, never a responsible: it is the user', () => {
    expect(listQuery({ ...nc, current_workflow_responsible: 9, search: 'bomba' }, 'todo')).toEqual({
      items_per_page: '10',
      offset: '0',
      search: 'bomba',
      business_process: 'NC',
    });
    expect(listQuery(EMPTY_FILTER_SET, 'todo')).toEqual({ items_per_page: '10', offset: '0' });
  });
});

describe('calendar query mapping', () => {
  it('sends the filters and the days shown, without paging or sorting', () => {
    const q = calendarQuery({ ...nc, page: 3, sort_by: 'title', search: 'zafiro', centro_list: [2] }, 'explorer', {
      start: '2026-03-01',
      end: '2026-04-01',
    });
    expect(q).toEqual({
      search: 'zafiro',
      business_process: 'NC',
      centros: '2',
      start: '2026-03-01',
      end: '2026-04-01',
    });
    expect(calendarQuerySchema.parse(q)).toMatchObject({ start: '2026-03-01', end: '2026-04-01', centros: [2] });
  });

  it('asks the to-do calendar across business processes when none is chosen', () => {
    expect(calendarQuery(EMPTY_FILTER_SET, 'todo', { start: '2026-03-09', end: '2026-03-16' })).toEqual({
      start: '2026-03-09',
      end: '2026-03-16',
    });
  });
});

describe('related list query mapping (records-explorer §7, §9)', () => {
  const unit = { uid: 'QUnit#AUDIT#1#4', businessProcess: 'AUDIT' };

  it('names the unit and its business process, page 1, and leaves the order to the server (limit date)', () => {
    expect(relatedListQuery(EMPTY_FILTER_SET, unit)).toEqual({
      business_process: 'AUDIT',
      pk: 'QUnit#AUDIT#1#4',
      page: '1',
      units_per_page: '10',
    });
  });

  it('sends paging, sort, the box’s business processes and the process, search and date filters', () => {
    const q = relatedListQuery(
      {
        ...EMPTY_FILTER_SET,
        page: 2,
        units_per_page: 5,
        sort_by: 'title',
        sort_desc: true,
        search: 'cloro',
        processes_ids: [4, 7],
        filter_dates: { range: ['2026-01-01', '2026-03-31'], field: 'current_workflow_limit' },
      },
      { ...unit, include: ['NC', 'CAPA'] },
    );
    expect(q).toEqual({
      business_process: 'AUDIT',
      pk: 'QUnit#AUDIT#1#4',
      page: '2',
      units_per_page: '5',
      sort_by: 'title',
      sort_desc: 'true',
      business_process_include: 'NC,CAPA',
      search: 'cloro',
      affected_processes: '4,7',
      filter_dates: '{"range":["2026-01-01","2026-03-31"],"field":"current_workflow_limit"}',
    });
    // The server's own schema reads it as that page, order and filter set.
    expect(relatedQuery.parse(q)).toMatchObject({
      page: 2,
      units_per_page: 5,
      sort_desc: true,
      business_process_include: ['NC', 'CAPA'],
      affected_processes: [4, 7],
    });
  });
});
