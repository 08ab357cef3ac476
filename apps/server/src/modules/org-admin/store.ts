import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

type K = Kysely<Database>;

/** Small queries the Companies and Centros writes share. */

export async function countOf(query: Promise<{ n: unknown } | undefined>): Promise<number> {
  return toNumber((await query)?.n);
}

/** Records of a company, or of one of its centros, from the counts the database keeps. */
export function unitCount(k: K, siteId: number, centroId?: number): Promise<number> {
  let q = k
    .selectFrom('unit_counts')
    .select((eb) => eb.fn.sum('n').as('n'))
    .where('site_id', '=', siteId);
  if (centroId !== undefined) q = q.where('centro_id', '=', centroId);
  return countOf(q.executeTakeFirst());
}

/**
 * Menu items refer to their parents with ON DELETE RESTRICT, which PostgreSQL checks row by row
 * even when the parent goes in the same cascade: the parents are let go first.
 */
export async function deleteMenuItems(k: K, owner: 'site_id' | 'centro_id', id: number): Promise<void> {
  await k.updateTable('menu_items').set({ parent_id: null }).where(owner, '=', id).execute();
  await k.deleteFrom('menu_items').where(owner, '=', id).execute();
}

/** Same for a centro's folders (directories.parent_id is ON DELETE RESTRICT). */
export async function deleteDirectories(k: K, centroId: number): Promise<void> {
  await k.updateTable('directories').set({ parent_id: null }).where('centro_id', '=', centroId).execute();
  await k.deleteFrom('directories').where('centro_id', '=', centroId).execute();
}

export { isUniqueViolation } from '../../db/dialect.js';
