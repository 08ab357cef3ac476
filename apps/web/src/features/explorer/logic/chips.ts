import type { CentroSummary, ChoiceOption } from '@qualium/contracts';
import { type AdvancedValue, EMPTY_FILTER_SET, type FilterKey, type FilterSet } from '../state/filterSet';
import { isCentroFiltered } from './centros';

/**
 * The filter chips (records-explorer §4, §9): one per active filter, one per advanced field.
 * Removing a chip clears its filter, or only its field inside advanced_filters.
 */
/** Advanced filters and date-field ranges have a chip per field: `advanced_filters.{field}`, `date_fields.{field}`. */
type PerField = 'advanced_filters' | 'date_fields';
export type ChipId = Exclude<FilterKey, PerField> | `${PerField}.${string}`;

export type ChipValue =
  | { kind: 'text'; text: string }
  /** Names, the first few; `more` are left out as "+N". */
  | { kind: 'list'; items: string[]; more: number }
  | { kind: 'count'; count: number }
  | { kind: 'logos'; centros: Array<Pick<CentroSummary, 'id' | 'name' | 'logo'>> }
  /** Calendar days `YYYY-MM-DD` (`null` for an open end of a range). */
  | { kind: 'dates'; dates: Array<string | null> };

export interface Chip {
  id: ChipId;
  /** Advanced and date filters carry their field's label; the others are named by the page's texts. */
  label?: string;
  value: ChipValue;
}

/** records-explorer §9 limits. */
export const SELECT_CHIP_ITEMS = 3;
export const PROCESS_CHIP_NAMES_BELOW = 3;
export const CENTRO_CHIP_LOGOS_BELOW = 10;
export const DATE_CHIP_COUNT_FROM = 4;

/** A filter field's label and choices, to name advanced values. */
export interface ChipField {
  id: string;
  label: string;
  items: ChoiceOption[];
  kind?: string;
}

export interface ChipContext {
  currentCentro: number | null;
  centros: ReadonlyArray<Pick<CentroSummary, 'id' | 'name' | 'logo'>>;
  processNames: ReadonlyMap<number, string>;
  userNames: ReadonlyMap<number, string>;
  fields: readonly ChipField[];
  /** Date field id → label (the date range's field). */
  dateFieldLabels: ReadonlyMap<string, string>;
  /** Unit uid → reference, for the `pk` chip once the unit is listed. */
  unitReferences: ReadonlyMap<string, string>;
}

/** records-explorer §9 select chips: the first 3, then +N. */
function listValue(items: readonly string[], max = SELECT_CHIP_ITEMS): ChipValue {
  return { kind: 'list', items: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** records-explorer §9 date chips: the dates themselves, or their count from 4 dates on. */
function datesValue(dates: Array<string | null>): ChipValue {
  const given = dates.filter((d) => d !== null).length;
  return given >= DATE_CHIP_COUNT_FROM ? { kind: 'count', count: given } : { kind: 'dates', dates };
}

function flatChoices(items: readonly ChoiceOption[]): ChoiceOption[] {
  return items.flatMap((i) => [i, ...flatChoices(i.children ?? [])]);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function advancedChip(fieldId: string, value: AdvancedValue, ctx: ChipContext): Chip {
  const field = ctx.fields.find((f) => f.id === fieldId);
  const id: ChipId = `advanced_filters.${fieldId}`;
  const label = field?.label ?? fieldId;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const isDate = DAY.test(value.from ?? '') || DAY.test(value.to ?? '');
    if (isDate) return { id, label, value: datesValue([value.from ?? null, value.to ?? null]) };
    return { id, label, value: { kind: 'text', text: `${value.from ?? '…'} – ${value.to ?? '…'}` } };
  }
  const choices = flatChoices(field?.items ?? []);
  const texts = (Array.isArray(value) ? value : [value]).map((v) => choices.find((c) => c.value === v)?.text ?? v);
  if (texts.length > 1 && texts.every((t) => DAY.test(t))) return { id, label, value: datesValue(texts) };
  return { id, label, value: listValue(texts) };
}

export function chipsOf(filters: FilterSet, ctx: ChipContext): Chip[] {
  const chips: Chip[] = [];
  if (filters.search.trim()) chips.push({ id: 'search', value: { kind: 'text', text: filters.search.trim() } });
  if (isCentroFiltered(filters.centro_list, ctx.currentCentro)) {
    const chosen = filters.centro_list.map(
      (id) => ctx.centros.find((c) => c.id === id) ?? { id, name: `#${id}`, logo: null },
    );
    chips.push({
      id: 'centro_list',
      value:
        chosen.length < CENTRO_CHIP_LOGOS_BELOW
          ? { kind: 'logos', centros: chosen }
          : { kind: 'count', count: chosen.length },
    });
  }
  if (filters.business_process_include.length > 0) {
    chips.push({ id: 'business_process_include', value: listValue(filters.business_process_include) });
  }
  if (filters.business_process_exclude.length > 0) {
    chips.push({ id: 'business_process_exclude', value: listValue(filters.business_process_exclude) });
  }
  if (filters.process_id !== null) {
    const id = filters.process_id;
    chips.push({ id: 'process_id', value: { kind: 'text', text: ctx.processNames.get(id) ?? `#${id}` } });
  }
  if (filters.processes_ids.length > 0) {
    const names = filters.processes_ids.map((id) => ctx.processNames.get(id) ?? `#${id}`);
    chips.push({
      id: 'processes_ids',
      value:
        names.length < PROCESS_CHIP_NAMES_BELOW
          ? { kind: 'list', items: names, more: 0 }
          : { kind: 'count', count: names.length },
    });
  }
  if (filters.filter_dates) {
    const { field, range } = filters.filter_dates;
    chips.push({ id: 'filter_dates', label: ctx.dateFieldLabels.get(field) ?? field, value: datesValue([...range]) });
  }
  for (const [field, range] of Object.entries(filters.date_fields)) {
    chips.push({
      id: `date_fields.${field}`,
      label: ctx.dateFieldLabels.get(field) ?? field,
      value: datesValue([...range]),
    });
  }
  for (const key of ['current_workflow_responsible', 'workflow_responsible'] as const) {
    const id = filters[key];
    if (id !== null) chips.push({ id: key, value: { kind: 'text', text: ctx.userNames.get(id) ?? `#${id}` } });
  }
  for (const [fieldId, value] of Object.entries(filters.advanced_filters)) {
    chips.push(advancedChip(fieldId, value, ctx));
  }
  if (filters.exclude_states.length > 0) chips.push({ id: 'exclude_states', value: listValue(filters.exclude_states) });
  if (filters.pk)
    chips.push({ id: 'pk', value: { kind: 'text', text: ctx.unitReferences.get(filters.pk) ?? filters.pk } });
  if (filters.directories.length > 0) {
    chips.push({ id: 'directories', value: { kind: 'count', count: filters.directories.length } });
  }
  return chips;
}

/** The filter set without a chip's filter (records-explorer §4); the list goes back to page 1. */
export function withoutChip(filters: FilterSet, id: ChipId): FilterSet {
  for (const map of ['advanced_filters', 'date_fields'] as const) {
    if (id.startsWith(`${map}.`)) {
      const { [id.slice(map.length + 1)]: _removed, ...rest } = filters[map];
      return { ...filters, [map]: rest, page: 1 };
    }
  }
  const key = id as Exclude<ChipId, `${PerField}.${string}`>;
  return { ...filters, [key]: EMPTY_FILTER_SET[key], page: 1 };
}
