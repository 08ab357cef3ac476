import { describe, expect, it } from 'vitest';
import { NO_CALENDAR_STATE } from './calendarState';
import { EMPTY_FILTER_SET, type FilterSet } from './filterSet';
import { type ExplorerUrlState, explorerUrlParams, parseExplorerUrl } from './urlState';

const parse = (query: string) => parseExplorerUrl(new URLSearchParams(query));

describe('explorer URL state', () => {
  it('reads a menu link: the business process and every default', () => {
    expect(parse('business_process=NC')).toEqual({
      filters: { ...EMPTY_FILTER_SET, business_process: 'NC' },
      view: null,
      unit: null,
      calendar: NO_CALENDAR_STATE,
    });
  });

  it('round-trips every filter of the filter set', () => {
    const filters: FilterSet = {
      business_process: 'NC',
      page: 3,
      units_per_page: 20,
      sort_by: 'title',
      sort_desc: true,
      search: 'etiquetá',
      site: null,
      centro: null,
      centro_list: [1, 2],
      business_process_include: ['NC', 'CAPA'],
      business_process_exclude: ['AUDIT'],
      process_id: 5,
      processes_ids: [4, 7],
      filter_dates: { range: ['2026-01-01', '2026-03-31'], field: 'fecha_creacion' },
      date_fields: { happened_on: ['2026-02-01', '2026-02-28'] },
      current_workflow_responsible: 12,
      workflow_responsible: 13,
      advanced_filters: { severity: ['high', 'critical'], origin: 'audit', cost: { from: '10', to: '20' } },
      exclude_states: ['closed'],
      pk: 'QUnit#NC#1#42',
      directories: [3],
    };
    const state: ExplorerUrlState = {
      filters,
      view: 'cards',
      unit: 'QUnit#NC#1#42',
      calendar: { date: '2026-03-09', type: 'week', weekdays: 'monday_to_friday', interval: 'workday' },
    };
    const query = explorerUrlParams(state).toString();
    expect(parse(query)).toEqual(state);
  });

  it('leaves defaults out so a plain explorer link stays plain', () => {
    const query = explorerUrlParams({
      filters: {
        ...EMPTY_FILTER_SET,
        business_process: 'NC',
        filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'current_workflow_limit' },
      },
      view: null,
      unit: null,
      calendar: NO_CALENDAR_STATE,
    }).toString();
    expect(query).toBe('business_process=NC&date_range=2026-01-01%2C2026-01-31');
  });

  it('ignores values that do not parse instead of failing the page', () => {
    const state = parse(
      'business_process=NC&page=-2&units_per_page=7&sort_by=DROP%20TABLE&centro_list=1,x&date_range=2026-02-01,2026-01-01&advanced_filters={bad&current_workflow_responsible=abc',
    );
    expect(state.filters).toEqual({ ...EMPTY_FILTER_SET, business_process: 'NC' });
  });

  it('drops a date range given with one date only', () => {
    expect(parse('date_range=2026-02-01').filters.filter_dates).toBeNull();
  });

  it('keeps where the calendar is under its own names, after the filters', () => {
    const query = explorerUrlParams({
      filters: { ...EMPTY_FILTER_SET, business_process: 'AUDIT', search: 'iso' },
      view: 'calendar',
      unit: null,
      calendar: { date: '2026-03-09', type: 'day', weekdays: 'monday_wednesday_friday', interval: null },
    }).toString();
    expect(query).toBe(
      'business_process=AUDIT&view=calendar&search=iso&calendar_date=2026-03-09&calendar_type=day&weekdays=monday_wednesday_friday',
    );
  });

  it('leaves a calendar setting that does not parse at its default', () => {
    expect(parse('calendar_date=2026-02-30&calendar_type=year&weekdays=weekends&day_interval=hourly').calendar).toEqual(
      NO_CALENDAR_STATE,
    );
    expect(parse('calendar_date=2026-02-28&day_interval=full_day').calendar).toEqual({
      ...NO_CALENDAR_STATE,
      date: '2026-02-28',
      interval: 'full_day',
    });
  });

  it('reads an old bookmark of monday_to_saturday as every day, Monday first (records-explorer §2)', () => {
    expect(parse('weekdays=monday_to_saturday').calendar).toEqual({
      ...NO_CALENDAR_STATE,
      weekdays: 'monday_to_sunday',
    });
  });
});
