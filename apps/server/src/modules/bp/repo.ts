import { type BpDefinition, validateBpDefinition } from '@qualium/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BusinessProcessesTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { siteProcessIds } from '../processes/repo.js';
import { keptInCatalog } from '../shared/catalog.js';

export type BusinessProcessRow = Selectable<BusinessProcessesTable>;

/** '/demo/norte/' → ['/demo/norte/', '/demo/'], nearest first. */
export function ancestorSitePaths(sitePath: string): string[] {
  const segments = sitePath.split('/').filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, segments.length - i).join('/')}/`);
}

/**
 * The business processes a site may use: its own and those of its ancestor companies; for one
 * reference the nearest site wins, so a sub-company can override an inherited definition.
 */
export async function listBusinessProcesses(db: Db, scope: Scope): Promise<BusinessProcessRow[]> {
  const paths = ancestorSitePaths(scope.site.path);
  const rows = await db.k.selectFrom('business_processes').selectAll().where('path', 'in', paths).execute();
  const nearest = new Map<string, BusinessProcessRow>();
  for (const row of rows) {
    const seen = nearest.get(row.reference);
    if (!seen || row.path.length > seen.path.length) nearest.set(row.reference, row);
  }
  return [...nearest.values()].sort((a, b) => a.reference.localeCompare(b.reference));
}

/**
 * The BP the scope's site uses for this reference (its own, or the nearest ancestor company's).
 * Kept per process under the catalog version (shared/catalog.ts): a unit's creation looked it up
 * with a round trip of its own, twice. Without its next unit number, which creations move without
 * raising the version: it is only read where it is taken (units/unit-rows.ts). Never changed by callers.
 */
export function findBusinessProcess(
  db: Db,
  scope: Scope,
  reference: string,
): Promise<BusinessProcessRecord | undefined> {
  return keptInCatalog(db, scope, `bp:${scope.site.path}:${reference}`, async (d) => {
    const rows = await d.k
      .selectFrom('business_processes')
      .select([...BP_SUMMARY_COLUMNS, 'definition'])
      .where('reference', '=', reference)
      .where('path', 'in', ancestorSitePaths(scope.site.path))
      .execute();
    return rows.sort((a, b) => b.path.length - a.path.length)[0];
  });
}

/** A BP row as kept: without its next unit number. */
export type BusinessProcessRecord = Omit<BusinessProcessRow, 'next_number'>;

/** The parsed definitions by BP id, with the update time they were read at. */
const definitions = new Map<number, { updatedAt: string; definition: BpDefinition }>();

/**
 * The parsed definition of a stored BP. Stored text was validated on upload; parsing again fills
 * the schema's defaults. Cached by id and update time, so a replaced definition is re-read.
 */
export function bpDefinition(
  row: Pick<BusinessProcessRow, 'id' | 'reference' | 'updated_at' | 'definition'>,
): BpDefinition {
  const cached = definitions.get(row.id);
  if (cached?.updatedAt === row.updated_at) return cached.definition;
  const checked = validateBpDefinition(JSON.parse(row.definition));
  if (!checked.ok) throw new Error(`Stored definition of business process ${row.reference} is invalid`);
  definitions.set(row.id, { updatedAt: row.updated_at, definition: checked.value });
  return checked.value;
}

/**
 * A BP row without its definition text, which may be large: hot paths read it only when not cached.
 * Nor its next unit number, which every creation moves: summaries are kept per process
 * (shared/catalog.ts), and the number is only ever read where it is taken (units/unit-rows.ts).
 */
export type BusinessProcessSummary = Omit<BusinessProcessRow, 'definition' | 'next_number'>;
export const BP_SUMMARY_COLUMNS = [
  'id',
  'site_id',
  'reference',
  'name',
  'type',
  'description',
  'process_id',
  'is_shared',
  'has_charts',
  'path',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof BusinessProcessSummary>;

/** bpDefinition for a summary row: the text is fetched only when the cache does not hold this version. */
export async function loadBpDefinition(db: Db, row: BusinessProcessSummary): Promise<BpDefinition> {
  const cached = definitions.get(row.id);
  if (cached?.updatedAt === row.updated_at) return cached.definition;
  const { definition } = await db.k
    .selectFrom('business_processes')
    .select('definition')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return bpDefinition({ ...row, definition });
}

/**
 * The process-map process a BP's units belong to in the scope's site: the process with the
 * definition's `info.process` reference there (a sub-company has its own process map).
 */
export async function bpProcessId(db: Db, scope: Scope, definition: BpDefinition): Promise<number | null> {
  const reference = definition.business_process.info.process;
  if (reference === null) return null;
  return (await siteProcessIds(db, scope)).get(reference) ?? null;
}

/**
 * A BP by id, if it is the one the scope's site uses for its reference (its own, or the nearest
 * ancestor's). An overridden ancestor definition or another tenant's id is not found.
 */
export async function findBusinessProcessById(
  db: Db,
  scope: Scope,
  id: number,
): Promise<BusinessProcessRow | undefined> {
  const row = await db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('id', '=', id)
    .where('path', 'in', ancestorSitePaths(scope.site.path))
    .executeTakeFirst();
  if (!row) return undefined;
  const nearest = await findBusinessProcess(db, scope, row.reference);
  return nearest?.id === row.id ? row : undefined;
}
