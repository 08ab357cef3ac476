import { validateBpDefinition } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import { toNumber } from '../../db/dialect.js';
import type { Scope } from '../../http/context.js';
import { ancestorSitePaths, type BusinessProcessRow } from './repo.js';

/**
 * What depends on a BP of the scope's site, asked before replacing or deleting it. Units and BPs
 * of sub-companies count too: they may use an inherited definition. Site paths end with '/', so
 * the prefix never mixes `/demo/` with `/demox/`.
 */
const sitesUnder = (db: Db, scope: Scope) =>
  db.k.selectFrom('sites').select('id').where('path', 'like', `${scope.site.path}%`);

export async function unitCountOf(db: Db, scope: Scope, bpId: number): Promise<number> {
  const row = await db.k
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', 'in', sitesUnder(db, scope))
    .where('business_process_id', '=', bpId)
    .executeTakeFirst();
  return toNumber(row?.n);
}

/** The states units of a BP are in now, with how many units each. */
export async function unitStatesOf(db: Db, scope: Scope, bpId: number) {
  const rows = await db.k
    .selectFrom('units')
    .select((eb) => ['current_state', eb.fn.countAll<number | string>().as('n')])
    .where('site_id', 'in', sitesUnder(db, scope))
    .where('business_process_id', '=', bpId)
    .groupBy('current_state')
    .orderBy('current_state')
    .execute();
  return rows.map((r) => ({ state: r.current_state, units: toNumber(r.n) }));
}

/** Whether an ancestor company defines the same reference (it takes over when this one goes). */
export async function hasInheritedFallback(db: Db, scope: Scope, reference: string): Promise<boolean> {
  const ancestors = ancestorSitePaths(scope.site.path).filter((p) => p !== scope.site.path);
  if (ancestors.length === 0) return false;
  const row = await db.k
    .selectFrom('business_processes')
    .select('id')
    .where('reference', '=', reference)
    .where('path', 'in', ancestors)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * References of the other BPs (of this site, its ancestors' it inherits, or its sub-companies)
 * whose definitions name `row`'s reference as a related BP. The definition validator decides what
 * "names" means, so this never drifts from the upload check.
 */
export async function referrersOf(db: Db, scope: Scope, row: BusinessProcessRow): Promise<string[]> {
  const rows = await db.k
    .selectFrom('business_processes')
    .select(['id', 'reference', 'definition'])
    .where((eb) =>
      eb.or([eb('path', 'like', `${scope.site.path}%`), eb('path', 'in', ancestorSitePaths(scope.site.path))]),
    )
    .execute();
  const known = new Set(rows.map((r) => r.reference));
  known.delete(row.reference);
  const referrers = rows.filter(
    (other) =>
      other.id !== row.id &&
      other.reference !== row.reference &&
      !validateBpDefinition(JSON.parse(other.definition), { knownBusinessProcesses: known }).ok,
  );
  return [...new Set(referrers.map((r) => r.reference))].sort();
}
