import type { TrackingRowDraft } from './drafts';

/**
 * Indicator tracking rows (records-explorer §3: values keyed by metric id): one row per month
 * `YYYY-MM`, newest last. A new row takes the month after the last one, or the current month.
 */
function monthAfter(period: string): string | null {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export function currentMonth(today: Date = new Date()): string {
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
}

export function addTrackingRow(rows: readonly TrackingRowDraft[], today: Date = new Date()): TrackingRowDraft[] {
  const last = rows.at(-1);
  const period = (last && monthAfter(last.period)) || currentMonth(today);
  return [...rows, { period, values: {} }];
}

export function setTrackingCell(
  rows: readonly TrackingRowDraft[],
  index: number,
  metricId: string,
  text: string,
): TrackingRowDraft[] {
  return rows.map((row, i) => (i === index ? { ...row, values: { ...row.values, [metricId]: text } } : row));
}

export function setTrackingPeriod(
  rows: readonly TrackingRowDraft[],
  index: number,
  period: string,
): TrackingRowDraft[] {
  return rows.map((row, i) => (i === index ? { ...row, period } : row));
}

export function removeTrackingRow(rows: readonly TrackingRowDraft[], index: number): TrackingRowDraft[] {
  return rows.filter((_, i) => i !== index);
}
