import type { ChartCategory } from '@qualium/contracts';
import type { Bucket } from './aggregate.js';

/**
 * Time axes of datetime-line, multi and heat-map charts. The database cuts dates to a day, month or
 * year; weeks (Monday first) are folded from days here. Buckets are named by their first day, and
 * the axis has every bucket between the first and the last, empty ones included.
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

/** Axes longer than this keep only the buckets that have units. */
const MAX_FILLED_BUCKETS = 1000;

export const sqlBucket = (interval: Interval): Bucket => (interval === 'week' ? 'day' : interval);

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the bucket a database key (`YYYY-MM-DD`, `YYYY-MM`, `YYYY`) falls in. */
export function bucketStart(key: string, interval: Interval): string {
  if (interval === 'month') return `${key}-01`;
  if (interval === 'year') return `${key}-01-01`;
  if (interval === 'day') return key;
  const date = utc(key);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return iso(date);
}

function nextBucket(start: string, interval: Interval): string {
  const date = utc(start);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return iso(date);
}

const label = (start: string, interval: Interval) =>
  interval === 'month' ? start.slice(0, 7) : interval === 'year' ? start.slice(0, 4) : start;

export function timeCategories(starts: Iterable<string>, interval: Interval): ChartCategory[] {
  const present = [...new Set(starts)].sort();
  if (present.length === 0) return [];
  const all = [present[0]!];
  const last = present[present.length - 1]!;
  while (all[all.length - 1]! < last && all.length <= MAX_FILLED_BUCKETS) {
    all.push(nextBucket(all[all.length - 1]!, interval));
  }
  const axis = all.length > MAX_FILLED_BUCKETS ? present : all;
  return axis.map((start) => ({ key: start, label: label(start, interval), color: null }));
}
