import { type BpDefinition, parseBoundedJson } from '@qualium/contracts';
import { computedScores, type SubIndicatorScores, subIndicatorUids } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { BP_SUMMARY_COLUMNS, loadBpDefinition } from '../bp/repo.js';

/** Whether the definition computes a score from indicator tracking (`score_of`): only then are sub-scores read. */
export const computesScores = (definition: BpDefinition) =>
  definition.business_process.model.fields.some(
    (f) => (f.kind === 'numeric' || f.kind === 'decimal') && f.score_of !== undefined,
  );

/** A metrics value as sent (JSON text in a form) or stored (an array). */
function asList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseBoundedJson(value);
  } catch {
    return null;
  }
}

/**
 * The current scores of the sub-indicators the unit's metrics name, read from those units (in the
 * scope's site only): what the engine needs to compute the unit's own weighted score.
 */
export async function subIndicatorScores(
  db: Db,
  scope: Scope,
  definition: BpDefinition,
  values: Readonly<Record<string, unknown>>,
): Promise<SubIndicatorScores> {
  if (!computesScores(definition)) return {};
  const uids = definition.business_process.model.fields
    .filter((f) => f.kind === 'metrics')
    .flatMap((f) => subIndicatorUids(asList(values[f.id])));
  if (uids.length === 0) return {};
  const rows = await db.k
    .selectFrom('units')
    .select(['uid', 'fields', 'business_process_id'])
    .where('site_id', '=', scope.site.id)
    .where('uid', 'in', uids)
    .execute();
  if (rows.length === 0) return {};
  const bps = await db.k
    .selectFrom('business_processes')
    .select(BP_SUMMARY_COLUMNS)
    .where('id', 'in', [...new Set(rows.map((r) => r.business_process_id))])
    .execute();
  const scores: Record<string, number | null> = {};
  for (const row of rows) {
    const bp = bps.find((b) => b.id === row.business_process_id);
    if (!bp) continue;
    const subDefinition = await loadBpDefinition(db, bp);
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    // A sub-indicator's score is its own computed score field, as stored.
    const [scoreField] = Object.keys(computedScores(subDefinition, fields, {}));
    const score = scoreField === undefined ? null : fields[scoreField];
    scores[row.uid] = typeof score === 'number' ? score : null;
  }
  return scores;
}
