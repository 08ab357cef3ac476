import type { FormInput, IndicatorMetric } from '@qualium/contracts';
import { dateTimeParts, formatNumeric, isEmptyValue, TIME_PERIODS, type TimePeriod } from '@qualium/workflow';

/**
 * What each input holds while the user edits it (its draft), by the shape of its value. Drafts
 * keep what was typed (numbers as text, a time apart from its day) so that a half-typed value can
 * be shown back with its message; serialize.ts turns them into what the server reads.
 */
export interface DateTimeDraft {
  date: string;
  time: string;
}

export interface TimeEventDraft {
  amount: string;
  tipo_periodo: TimePeriod;
  incluye_findes: boolean;
  /** Weekly selection, 0 Monday … 6 Sunday. */
  weekdays: number[];
}

/** One tracking period (`YYYY-MM`) with a typed value per metric id. */
export interface TrackingRowDraft {
  period: string;
  values: Record<string, string>;
}

export interface DraftByShape {
  text: string;
  list: string[];
  dateTime: DateTimeDraft;
  timeEvent: TimeEventDraft;
  files: File[];
  metrics: IndicatorMetric[];
  tracking: TrackingRowDraft[];
}
export type DraftShape = keyof DraftByShape;
export type Draft = DraftByShape[DraftShape];
export type Drafts = Record<string, Draft>;

/** Inputs that only show a value the system keeps: never edited, never sent. */
const DISPLAY_ONLY = new Set<FormInput['kind']>(['computed', 'state']);

export function isDisplayOnly(input: FormInput): boolean {
  return DISPLAY_ONLY.has(input.kind) || input.readonly;
}

/** Whether the user edits this input and its value travels with the form. */
export function isCollected(input: FormInput): boolean {
  return !input.hidden && !isDisplayOnly(input);
}

export function shapeOf(input: FormInput): DraftShape {
  switch (input.kind) {
    case 'date_time':
      return 'dateTime';
    case 'time_event':
      return 'timeEvent';
    case 'file':
      return 'files';
    case 'metric_edit':
    case 'indicator_metric':
      return 'metrics';
    case 'indicator_tracking':
      return 'tracking';
    case 'tag':
      return 'list';
    case 'select':
    case 'autocomplete_select':
    case 'treeview_select':
    case 'dynamic_select':
    case 'related_select':
    case 'checkbox':
      return input.multiple ? 'list' : 'text';
    default:
      return 'text';
  }
}

/** The decimal mark people of the interface language type: a comma except in English. */
export function decimalMarkOf(lang: string): ',' | '.' {
  return lang === 'en' ? '.' : ',';
}

export function inputDecimals(input: FormInput): number {
  const decimals = input.rules.decimals;
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 ? decimals : 0;
}

function textOf(input: FormInput, value: unknown, lang: string): string {
  if (isEmptyValue(value)) return '';
  if (typeof value === 'number') {
    return input.kind === 'numeric'
      ? formatNumeric(value, inputDecimals(input), { decimalMark: decimalMarkOf(lang) })
      : String(value);
  }
  if (typeof value === 'string') return value;
  return Array.isArray(value) && value.length > 0 ? String(value[0]) : '';
}

function listOf(value: unknown): string[] {
  if (isEmptyValue(value)) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function isPeriod(v: unknown): v is TimePeriod {
  return typeof v === 'string' && (TIME_PERIODS as readonly string[]).includes(v);
}

/** A stored time event (or none) as the input shows it; the field's defaults fill the gaps. */
export function timeEventDraftOf(input: FormInput, value: unknown): TimeEventDraft {
  const options = asRecord(input.time_event);
  const stored = asRecord(value);
  const amount = stored.amount ?? options.default_amount;
  const weekdays = Array.isArray(stored.weekdays) ? stored.weekdays.filter((d) => Number.isInteger(d)) : [];
  return {
    amount: typeof amount === 'number' || typeof amount === 'string' ? String(amount) : '',
    tipo_periodo: isPeriod(stored.tipo_periodo)
      ? stored.tipo_periodo
      : isPeriod(options.default_period)
        ? options.default_period
        : 'd',
    incluye_findes:
      typeof stored.incluye_findes === 'boolean'
        ? stored.incluye_findes
        : typeof options.includes_weekends === 'boolean'
          ? options.includes_weekends
          : true,
    weekdays: weekdays as number[],
  };
}

function trackingOf(value: unknown): TrackingRowDraft[] {
  if (!Array.isArray(value)) return [];
  return value.map((row) => {
    const r = asRecord(row);
    const values = Object.fromEntries(
      Object.entries(asRecord(r.values)).map(([id, v]) => [id, v === null || v === undefined ? '' : String(v)]),
    );
    return { period: typeof r.period === 'string' ? r.period : '', values };
  });
}

/** The draft an input starts with: its current value (transitions) or empty (creation). */
export function initialDraft(input: FormInput, lang: string): Draft {
  const value = input.value;
  switch (shapeOf(input)) {
    case 'text':
      return textOf(input, value, lang);
    case 'list':
      return listOf(value);
    case 'dateTime':
      return dateTimeParts(value) ?? { date: '', time: '' };
    case 'timeEvent':
      return timeEventDraftOf(input, value);
    case 'files':
      // A stored file stays unless the user picks a new one; it is shown apart (FileInput).
      return [];
    case 'metrics':
      return Array.isArray(value) ? (value as IndicatorMetric[]) : [];
    case 'tracking':
      return trackingOf(value);
  }
}

export function initialDrafts(inputs: readonly FormInput[], lang: string): Drafts {
  return Object.fromEntries(inputs.map((input) => [input.id, initialDraft(input, lang)]));
}

/** The draft of an input that holds nothing, used when a dependent input is cleared. */
export function emptyDraft(input: FormInput): Draft {
  switch (shapeOf(input)) {
    case 'text':
      return '';
    case 'dateTime':
      return { date: '', time: '' };
    case 'timeEvent':
      return { ...timeEventDraftOf(input, null), amount: '' };
    default:
      return [];
  }
}

/** Typed reading of a draft for the input that owns it. */
export function draftAs<S extends DraftShape>(shape: S, draft: Draft | undefined): DraftByShape[S] {
  const fallback: DraftByShape = {
    text: '',
    list: [],
    dateTime: { date: '', time: '' },
    timeEvent: { amount: '', tipo_periodo: 'd', incluye_findes: true, weekdays: [] },
    files: [],
    metrics: [],
    tracking: [],
  };
  if (draft === undefined) return fallback[shape];
  const matches =
    shape === 'text'
      ? typeof draft === 'string'
      : shape === 'dateTime'
        ? typeof draft === 'object' && !Array.isArray(draft) && 'time' in draft
        : shape === 'timeEvent'
          ? typeof draft === 'object' && !Array.isArray(draft) && 'tipo_periodo' in draft
          : Array.isArray(draft);
  return (matches ? draft : fallback[shape]) as DraftByShape[S];
}
