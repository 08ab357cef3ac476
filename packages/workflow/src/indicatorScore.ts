import { type BpDefinition, type IndicatorMetric, indicatorMetric } from '@qualium/contracts';
import { metricWeight } from './metrics.js';
import { parseNumeric } from './numeric.js';

/**
 * An indicator's weighted score (records-explorer §3 Metric; DOMAIN.md INDICATOR): the weighted
 * mean, 0-100, of its metrics' fulfilment in the latest tracked period. A metric's fulfilment is
 * the percentage of its category (categórica), its value when its units are '%' (numérica; other
 * units have no scale to read a fulfilment from), or its sub-indicator's own score
 * (sub-indicador). A metric without a value in that period counts with its own current value;
 * metrics that give no fulfilment are left out. Null when none gives one.
 */

type TrackingRow = { period: string; values: Record<string, unknown> };
/** Sub-indicators' scores by uid; absent or null: unknown. */
export type SubIndicatorScores = Readonly<Record<string, number | null>>;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

function fulfilment(metric: IndicatorMetric, value: unknown, subScores: SubIndicatorScores): number | null {
  if (value === null || value === undefined || value === '') return null;
  const config = metric.metric_config as Record<string, unknown>;
  switch (metric.type) {
    case 'category': {
      const categories = (config.categories ?? {}) as Record<string, unknown>;
      const percentage = typeof value === 'string' ? parseNumeric(categories[value]) : null;
      return percentage === null ? null : clamp(percentage);
    }
    case 'number': {
      if (config.units !== '%') return null;
      const n = parseNumeric(value);
      return n === null ? null : clamp(n);
    }
    case 'indicator': {
      const uid =
        typeof value === 'object' && value !== null ? (value as { indicator_uid?: unknown }).indicator_uid : value;
      const score = typeof uid === 'string' ? subScores[uid] : undefined;
      return typeof score === 'number' ? clamp(score) : null;
    }
  }
}

/** The latest period with at least one value, or null. */
function latestRow(tracking: unknown): TrackingRow | null {
  if (!Array.isArray(tracking)) return null;
  const rows = tracking.filter(
    (r): r is TrackingRow =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as TrackingRow).period === 'string' &&
      Object.values((r as TrackingRow).values ?? {}).some((v) => v !== null && v !== ''),
  );
  return rows.reduce<TrackingRow | null>((last, r) => (last === null || r.period > last.period ? r : last), null);
}

export function indicatorScore(metrics: unknown, tracking: unknown, subScores: SubIndicatorScores = {}): number | null {
  if (!Array.isArray(metrics)) return null;
  const row = latestRow(tracking);
  let weighted = 0;
  let weights = 0;
  for (const raw of metrics) {
    const parsed = indicatorMetric.safeParse(raw);
    if (!parsed.success) continue;
    const metric = parsed.data;
    const tracked = row?.values[String(metric.id)];
    const score = fulfilment(metric, tracked ?? metric.value, subScores);
    const weight = metricWeight(metric.weight);
    if (score === null || weight === 0) continue;
    weighted += score * weight;
    weights += weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100) / 100;
}

/** The uids of the sub-indicators a metrics value names (what `subScores` must hold). */
export function subIndicatorUids(metrics: unknown): string[] {
  if (!Array.isArray(metrics)) return [];
  const uids = new Set<string>();
  for (const m of metrics) {
    const value = (m as { type?: unknown; value?: unknown }).value;
    if ((m as { type?: unknown }).type !== 'indicator') continue;
    const uid =
      typeof value === 'object' && value !== null ? (value as { indicator_uid?: unknown }).indicator_uid : value;
    if (typeof uid === 'string') uids.add(uid);
  }
  return [...uids];
}

/** Fields a definition computes from its indicator tracking (`score_of`), with their value now. */
export function computedScores(
  definition: BpDefinition,
  fields: Readonly<Record<string, unknown>>,
  subScores: SubIndicatorScores,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  const model = definition.business_process.model.fields;
  for (const f of model) {
    if ((f.kind !== 'numeric' && f.kind !== 'decimal') || f.score_of === undefined) continue;
    const tracking = model.find((t) => t.id === f.score_of);
    if (tracking?.kind !== 'indicator_tracking') continue;
    out[f.id] = indicatorScore(fields[tracking.metrics_field], fields[tracking.id], subScores);
  }
  return out;
}
