import type { HistoryEntry } from '@qualium/contracts';
import { formatDay, formatLocalDateTime, formatNumber } from '../../../ui/format';

/**
 * The workflow box's history (records-explorer §2): one row per transition, newest first, up to
 * 1000 rows without pagination; each row expands into the fields it changed, drawn as the legend
 * says — new values green, changed values red with the previous value struck through, removed
 * values struck through.
 */
export const HISTORY_MAX_ROWS = 1000;

export type DiffKind = HistoryEntry['fields'][number]['kind'];
export const DIFF_KINDS: readonly DiffKind[] = ['new', 'changed', 'removed'];

export interface DiffLine {
  field: string;
  label: string;
  kind: DiffKind;
  /** The value the transition left (green for new, red for changed); null when removed. */
  value: string | null;
  /** The value it replaced, struck through (changed and removed); null for a new value. */
  previous: string | null;
}

export function historyRows(workflow: readonly HistoryEntry[]): HistoryEntry[] {
  return [...workflow].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).slice(0, HISTORY_MAX_ROWS);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The server's readable text of a history value, with dates and numbers in the user's form as the
 * data box shows them (the history keeps stored forms such as `2026-11-20`).
 */
export function diffText(text: string | null, fieldType: string | undefined, locale: string): string | null {
  if (text === null) return null;
  switch (fieldType) {
    case 'date':
    case 'date_limit':
      return formatDay(text, locale);
    case 'date_time':
      return formatLocalDateTime(text, locale);
    case 'numeric':
      return NUMBER.test(text) ? formatNumber(Number(text), locale) : text;
    case 'decimal':
      return NUMBER.test(text) ? formatNumber(Number(text), locale, 2) : text;
    default:
      return text;
  }
}

/** `typeOf` gives a field's kind (from the unit's fields); fields no longer in the BP keep their text. */
export function diffLines(
  entry: HistoryEntry,
  typeOf: (field: string) => string | undefined,
  locale: string,
): DiffLine[] {
  return entry.fields.map((f) => {
    const text = (value: string | null) => diffText(value, typeOf(f.field), locale);
    return {
      field: f.field,
      label: f.label,
      kind: f.kind,
      value: f.kind === 'removed' ? null : text(f.new),
      previous: f.kind === 'new' ? null : text(f.old),
    };
  });
}
