import { type BpDefinition, EXPLORER_MESSAGES } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { processRolesInCentro } from '../access/policy.js';
import { ancestorSitePaths, BP_SUMMARY_COLUMNS, type BusinessProcessSummary, loadBpDefinition } from '../bp/repo.js';
import { userCentroIds } from '../processes/repo.js';
import { keptInCatalog } from '../shared/catalog.js';
import type { VisibleProcesses } from './query.js';

/**
 * What a list may draw from before any filter applies: the site's business processes and, per
 * centro, the processes the user holds a process role on (records-explorer §6).
 */

export interface ListedBp {
  /** The row the site uses for this reference (its own, or the nearest ancestor company's). */
  row: BusinessProcessSummary;
  definition: BpDefinition;
  /**
   * Every row of this reference the site reaches: units keep the row they were created with, so a
   * sub-company's later override must not hide the units made under the inherited definition.
   */
  ids: number[];
}

/** The company's BPs, kept per process under the catalog version (shared/catalog.ts): never changed by callers. */
export function siteBusinessProcesses(db: Db, scope: Scope): Promise<readonly ListedBp[]> {
  return keptInCatalog(db, scope, `bps:${scope.site.path}`, (d) => readSiteBusinessProcesses(d, scope));
}

async function readSiteBusinessProcesses(db: Db, scope: Scope): Promise<ListedBp[]> {
  const rows = await db.k
    .selectFrom('business_processes')
    .select(BP_SUMMARY_COLUMNS)
    .where('path', 'in', ancestorSitePaths(scope.site.path))
    .execute();
  const byReference = new Map<string, BusinessProcessSummary[]>();
  for (const row of rows) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
  const listed = await Promise.all(
    [...byReference.values()].map(async (same) => {
      const nearest = same.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return { row: nearest, definition: await loadBpDefinition(db, nearest), ids: same.map((r) => r.id) };
    }),
  );
  return listed.sort((a, b) => a.row.reference.localeCompare(b.row.reference));
}

/**
 * The centros a list covers: the ones asked for, among those of the scope's site where the user
 * holds a role; when none are asked for, the scope's centro, or every such centro of the site
 * (related lists, site-level charts). Asking only for centros out of reach is no centro filter.
 */
export async function chosenCentros(
  db: Db,
  scope: Scope,
  requested: readonly number[] | undefined,
  fallback: 'scope' | 'site',
): Promise<number[]> {
  // The scope's centro was checked when the scope was resolved.
  if (requested === undefined && fallback === 'scope' && scope.centro) return [scope.centro.id];
  const mine = await userCentroIds(db, scope);
  if (requested === undefined) return mine;
  const chosen = mine.filter((id) => requested.includes(id));
  if (chosen.length === 0) throw badRequest(EXPLORER_MESSAGES.centroRequired);
  return chosen;
}

/** Per centro, the processes on which the user holds any process role there. */
export async function visibleProcesses(
  db: Db,
  scope: Scope,
  centroIds: readonly number[],
): Promise<VisibleProcesses[]> {
  return Promise.all(
    centroIds.map(async (centroId) => ({
      centroId,
      processIds: [...(await processRolesInCentro(db, scope, centroId)).keys()],
    })),
  );
}
