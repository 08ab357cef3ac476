import type { Db } from '../../db/database.js';
import type { UnitFilter } from './query.js';

/**
 * What answers kept from many units (charts views, list windows, calendars: kept-answers.ts) hang
 * on: the version of their BPs' data, whether a filter's answers may be kept at all, and the keys
 * that tell one kept answer from another.
 */

/** The version of the data of these BPs in the site: any write to one of their units raises it. */
export async function dataVersion(db: Db, siteId: number, businessProcessIds: readonly number[]): Promise<number> {
  if (businessProcessIds.length === 0) return 0;
  const row = await db.k
    .selectFrom('unit_counts')
    .select((eb) => eb.fn.sum<number | string | null>('changes').as('v'))
    .where('site_id', '=', siteId)
    .where('business_process_id', 'in', businessProcessIds)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/**
 * Whether answers over this filter may be kept. A process filter stands for the process's whole
 * branch, which the process map says when the answer is computed, and a related list follows
 * relations read from other units: moving a process or relating a unit of another BP changes
 * neither the BPs' data version.
 */
export function keepable(filter: UnitFilter): boolean {
  return filter.processIds.length === 0 && filter.relatedTo === null;
}

/** The versions of the BP definitions a list reads: an edited definition may index or order anew. */
export function definitionsKey(list: { bps: ReadonlyArray<{ row: { id: number; updated_at: string } }> }): string {
  return list.bps.map((b) => `${b.row.id}@${b.row.updated_at}`).join(',');
}

/**
 * What an answer depends on besides the data: the filter (visibility included). The ids a search
 * found follow from its words and the data.
 */
export function filterKey({ searchFound: _found, ...filter }: UnitFilter): string {
  return JSON.stringify({
    ...filter,
    conditions: filter.conditions.map((c) => ({ ref: c.ref.name, condition: c.condition })),
  });
}
