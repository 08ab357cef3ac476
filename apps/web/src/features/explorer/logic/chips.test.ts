import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_SET, type FilterSet } from '../state/filterSet';
import { type ChipContext, chipsOf, withoutChip } from './chips';

const centros = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Centro ${i + 1}`, logo: null }));
const ctx: ChipContext = {
  currentCentro: 1,
  centros,
  processNames: new Map([
    [4, 'Gestión de la calidad'],
    [5, 'Compras'],
    [6, 'Mantenimiento'],
  ]),
  userNames: new Map([[9, 'Marta López']]),
  fields: [
    {
      id: 'severity',
      label: 'Gravedad',
      items: [
        { value: 'low', text: 'Leve' },
        { value: 'mid', text: 'Moderada' },
        { value: 'high', text: 'Grave' },
        { value: 'critical', text: 'Crítica' },
      ],
    },
    { id: 'detected', label: 'Detectada', items: [] },
  ],
  dateFieldLabels: new Map([['fecha_creacion', 'Fecha de creación']]),
  unitReferences: new Map([['QUnit#NC#1#7', 'NC-2026-0007']]),
};
const base: FilterSet = { ...EMPTY_FILTER_SET, business_process: 'NC' };
const only = (f: Partial<FilterSet>) => chipsOf({ ...base, ...f }, ctx);

describe('filter chips (records-explorer §9)', () => {
  it('shows none without filters', () => {
    expect(only({})).toEqual([]);
  });

  it('shows select values: the first 3, then +N, by their texts', () => {
    expect(only({ advanced_filters: { severity: ['low', 'mid', 'high', 'critical'] } })).toEqual([
      {
        id: 'advanced_filters.severity',
        label: 'Gravedad',
        value: { kind: 'list', items: ['Leve', 'Moderada', 'Grave'], more: 1 },
      },
    ]);
    expect(only({ advanced_filters: { severity: 'high' } })[0]?.value).toEqual({
      kind: 'list',
      items: ['Grave'],
      more: 0,
    });
  });

  it('names processes below 3 selections, else counts them', () => {
    expect(only({ processes_ids: [4, 5] })[0]?.value).toEqual({
      kind: 'list',
      items: ['Gestión de la calidad', 'Compras'],
      more: 0,
    });
    expect(only({ processes_ids: [4, 5, 6] })[0]?.value).toEqual({ kind: 'count', count: 3 });
  });

  it('shows centre logos below 10 centres, else a count, and nothing for just the current centre', () => {
    expect(only({ centro_list: [1] })).toEqual([]);
    expect(only({ centro_list: [2] })[0]?.value).toMatchObject({ kind: 'logos', centros: [{ id: 2 }] });
    expect(only({ centro_list: [1, 2, 3, 4, 5, 6, 7, 8, 9] })[0]?.value.kind).toBe('logos');
    expect(only({ centro_list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })[0]?.value).toEqual({ kind: 'count', count: 10 });
  });

  it('shows dates, and their count from 4 dates on', () => {
    expect(only({ filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'fecha_creacion' } })[0]).toEqual({
      id: 'filter_dates',
      label: 'Fecha de creación',
      value: { kind: 'dates', dates: ['2026-01-01', '2026-01-31'] },
    });
    expect(
      only({ advanced_filters: { detected: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'] } })[0]?.value,
    ).toEqual({ kind: 'count', count: 4 });
    expect(only({ advanced_filters: { detected: { from: '2026-01-01' } } })[0]).toEqual({
      id: 'advanced_filters.detected',
      label: 'Detectada',
      value: { kind: 'dates', dates: ['2026-01-01', null] },
    });
  });

  it('names the responsible and the unit, and keeps unknown ids readable', () => {
    expect(only({ current_workflow_responsible: 9 })[0]?.value).toEqual({ kind: 'text', text: 'Marta López' });
    expect(only({ current_workflow_responsible: 77 })[0]?.value).toEqual({ kind: 'text', text: '#77' });
    expect(only({ pk: 'QUnit#NC#1#7' })[0]?.value).toEqual({ kind: 'text', text: 'NC-2026-0007' });
    expect(only({ pk: 'QUnit#NC#1#8' })[0]?.value).toEqual({ kind: 'text', text: 'QUnit#NC#1#8' });
  });

  it('shows the other keys of the filter set: business processes, one process, date fields, workflow responsible', () => {
    const filters = {
      business_process_include: ['NC', 'CAPA'],
      business_process_exclude: ['AUDIT'],
      process_id: 5,
      date_fields: { fecha_creacion: ['2026-02-01', '2026-02-28'] as [string, string] },
      workflow_responsible: 9,
    };
    expect(only(filters)).toEqual([
      { id: 'business_process_include', value: { kind: 'list', items: ['NC', 'CAPA'], more: 0 } },
      { id: 'business_process_exclude', value: { kind: 'list', items: ['AUDIT'], more: 0 } },
      { id: 'process_id', value: { kind: 'text', text: 'Compras' } },
      {
        id: 'date_fields.fecha_creacion',
        label: 'Fecha de creación',
        value: { kind: 'dates', dates: ['2026-02-01', '2026-02-28'] },
      },
      { id: 'workflow_responsible', value: { kind: 'text', text: 'Marta López' } },
    ]);
    const both = {
      ...base,
      ...filters,
      date_fields: { ...filters.date_fields, happened_on: ['2026-03-01', '2026-03-02'] as [string, string] },
    };
    expect(withoutChip(both, 'date_fields.fecha_creacion').date_fields).toEqual({
      happened_on: ['2026-03-01', '2026-03-02'],
    });
    expect(withoutChip(both, 'process_id').process_id).toBeNull();
  });

  it('removing a chip clears its filter, or only its field of the advanced filters, and goes to page 1', () => {
    const filters: FilterSet = {
      ...base,
      page: 4,
      search: 'bomba',
      advanced_filters: { severity: ['high'], origin: 'audit' },
      filter_dates: { range: ['2026-01-01', '2026-01-31'], field: 'fecha_creacion' },
    };
    expect(withoutChip(filters, 'advanced_filters.severity')).toEqual({
      ...filters,
      page: 1,
      advanced_filters: { origin: 'audit' },
    });
    expect(withoutChip(filters, 'search')).toEqual({ ...filters, page: 1, search: '' });
    expect(withoutChip(filters, 'filter_dates')).toEqual({ ...filters, page: 1, filter_dates: null });
  });
});
