import { type IndicatorMetric, type MetricType, QUNIT_UID_PREFIX, type UnitField } from '@qualium/contracts';
import { formatDay, formatLocalDateTime, formatNumber } from '../../../ui/format';
import { businessProcessOfUid } from '../../../ui/unitLinks';
import { type FileItem, filesOf, metricsOf, textsOf, trackingOf } from './fieldValues';

/**
 * How one field of a unit is shown, decided per field kind (records-explorer §3 "Field kinds from
 * the API"): a pure description the React side only draws. Kinds this client does not know fall
 * back to the server's readable text (spec: "Unknown types fall back to a generic field").
 */
export type FieldDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string; multiline: boolean }
  | { kind: 'state'; text: string; color: string }
  | { kind: 'user'; text: string }
  | { kind: 'folder'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'files'; files: FileItem[] }
  | { kind: 'images'; files: FileItem[] }
  | { kind: 'centro'; text: string; logo: string | null }
  | { kind: 'units'; units: UnitLink[] }
  | { kind: 'metrics'; metrics: MetricRow[] }
  | { kind: 'tracking'; table: TrackingTable };

export interface UnitLink extends UnitTarget {
  text: string;
}

/** A unit a link opens in its explorer (records-explorer §2 route: `explorer?business_process=…&pk=…`). */
export interface UnitTarget {
  uid: string;
  businessProcess: string;
}

export interface MetricRow {
  number: number;
  name: string;
  weight: number;
  type: MetricType;
  value: string;
  /** A sub-indicator metric: the indicator it scores (its `indicator_uid`). */
  indicator: UnitTarget | null;
}

export interface TrackingTable {
  /** Each metric a column; a sub-indicator's column names the indicator it follows. */
  metrics: Array<{ id: number; name: string; indicator: UnitTarget | null }>;
  rows: Array<{ period: string; values: string[] }>;
}

export interface DisplayContext {
  locale: string;
  /** Every field of the unit: an indicator-tracking field names its metrics in the `metrics` field. */
  fields: Readonly<Record<string, UnitField>>;
}

const DEFAULT_DECIMALS: Partial<Record<string, number>> = { decimal: 2 };
const EMPTY: FieldDisplay = { kind: 'empty' };

/**
 * Related units: one link per uid. The readable text joins "reference title" per unit with ', ',
 * which can be split back only when it yields one part per uid (a title may hold a comma);
 * otherwise each link shows its uid.
 */
function unitLinks(field: UnitField): UnitLink[] {
  const uids = textsOf(field.value).filter((v) => v.startsWith(QUNIT_UID_PREFIX));
  const parts = uids.length === 1 ? [field.readable] : field.readable.split(', ');
  const texts = parts.length === uids.length && parts.every((p) => p !== '') ? parts : uids;
  return uids.map((uid, i) => ({ uid, businessProcess: businessProcessOfUid(uid), text: texts[i]! }));
}

/** The indicator a sub-indicator metric scores: its value `{indicator_uid}` (metrics.ts). */
function indicatorOf(metric: IndicatorMetric): UnitTarget | null {
  const v = metric.value;
  if (metric.type !== 'indicator' || !v || typeof v !== 'object' || !('indicator_uid' in v)) return null;
  const uid = String(v.indicator_uid);
  return uid.startsWith(QUNIT_UID_PREFIX) ? { uid, businessProcess: businessProcessOfUid(uid) } : null;
}

/** A number or category value as text; a sub-indicator's value is its indicator, shown as a link. */
function metricValue(metric: IndicatorMetric, locale: string): string {
  const v = metric.value;
  if (typeof v === 'number') return formatNumber(v, locale);
  if (typeof v === 'string') return v;
  return '';
}

export function metricRows(value: unknown, locale: string): MetricRow[] {
  return metricsOf(value).map((m) => ({
    number: m.id,
    name: m.name,
    weight: m.weight,
    type: m.type,
    value: metricValue(m, locale),
    indicator: indicatorOf(m),
  }));
}

/** Periods as rows (newest first), the indicator's metrics as columns. */
export function trackingTable(value: unknown, ctx: DisplayContext): TrackingTable {
  const metricsField = Object.values(ctx.fields).find((f) => f.type === 'metrics');
  const metrics = metricsOf(metricsField?.value).map((m) => ({ id: m.id, name: m.name, indicator: indicatorOf(m) }));
  const rows = [...trackingOf(value)]
    .sort((a, b) => b.period.localeCompare(a.period))
    .map((r) => ({
      period: r.period,
      values: metrics.map((m) => {
        const v = r.values[String(m.id)];
        return typeof v === 'number' ? formatNumber(v, ctx.locale) : (v ?? '');
      }),
    }));
  return { metrics, rows };
}

function isSafeLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function fieldDisplay(field: UnitField, ctx: DisplayContext): FieldDisplay {
  const { value, readable } = field;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return EMPTY;
  }
  const text = (t: string): FieldDisplay => (t === '' ? EMPTY : { kind: 'text', text: t, multiline: false });
  switch (field.type) {
    case 'date':
    case 'date_limit':
      return typeof value === 'string' ? text(formatDay(value, ctx.locale)) : text(readable);
    case 'date_time':
      return typeof value === 'string' ? text(formatLocalDateTime(value, ctx.locale)) : text(readable);
    case 'numeric':
    case 'decimal':
      return typeof value === 'number'
        ? text(formatNumber(value, ctx.locale, DEFAULT_DECIMALS[field.type]))
        : text(readable);
    case 'textarea':
      return { kind: 'text', text: readable, multiline: true };
    case 'state':
      return { kind: 'state', text: readable, color: field.color ?? '#ffffff' };
    case 'user':
    case 'process_user':
      return readable ? { kind: 'user', text: readable } : EMPTY;
    case 'directory':
      return readable ? { kind: 'folder', text: readable } : EMPTY;
    case 'link':
      return typeof value === 'string' && isSafeLink(value)
        ? { kind: 'link', href: value, text: value }
        : text(readable);
    case 'tag': {
      const tags = textsOf(value);
      return tags.length ? { kind: 'tags', tags } : EMPTY;
    }
    case 'centro':
      return readable ? { kind: 'centro', text: readable, logo: field.logo ?? null } : EMPTY;
    case 'image': {
      const files = filesOf(field);
      return files.length ? { kind: 'images', files } : EMPTY;
    }
    case 'file':
    case 'versionable_file': {
      const files = filesOf(field);
      return files.length ? { kind: 'files', files } : EMPTY;
    }
    case 'related':
    case 'relationships': {
      const units = unitLinks(field);
      return units.length ? { kind: 'units', units } : EMPTY;
    }
    case 'metrics': {
      const metrics = metricRows(value, ctx.locale);
      return metrics.length ? { kind: 'metrics', metrics } : EMPTY;
    }
    case 'indicator_tracking': {
      const table = trackingTable(value, ctx);
      return table.rows.length ? { kind: 'tracking', table } : EMPTY;
    }
    default:
      return text(readable);
  }
}
