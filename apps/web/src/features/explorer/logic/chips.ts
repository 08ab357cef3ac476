import type { CentroSummary, ChoiceOption } from '@qualium/contracts';
import { type AdvancedValue, EMPTY_FILTER_SET, type FilterKey, type FilterSet } from '../state/filterSet';
import { isCentroFiltered } from './centros';

/**
 * The filter chips (records-explorer §4, §9): one per active filter, one per advanced field.
 * Removing a chip clears its filter, or only its field inside advanced_filters.
 */
export type ChipId = Exclude<FilterKey, 'advanced_filters'> | `advanced_filters.${string}`;

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
  if (filters.current_workflow_responsible !== null) {
    const id = filters.current_workflow_responsible;
    chips.push({
      id: 'current_workflow_responsible',
      value: { kind: 'text', text: ctx.userNames.get(id) ?? `#${id}` },
    });
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
  if (id.startsWith('advanced_filters.')) {
    const field = id.slice('advanced_filters.'.length);
    const { [field]: _removed, ...rest } = filters.advanced_filters;
    return { ...filters, advanced_filters: rest, page: 1 };
  }
  const key = id as Exclude<ChipId, `advanced_filters.${string}`>;
  return { ...filters, [key]: EMPTY_FILTER_SET[key], page: 1 };
}
