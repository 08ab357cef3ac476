import type { Db } from '../../db/database.js';
import type { UnitFilter } from './query.js';

/**
 * What kept answers hang on. `VersionedCache`: an answer kept per server process under a version
 * the database raises whenever the data under it changes, served again only while that version
 * holds, so it is never stale; concurrent requests for an answer being computed wait for that one
 * computation. It keeps a user's process roles under the company's access version
 * (access/policy.ts). Answers computed from many units (charts views, list windows, calendars) are
 * not dropped when their data's version moves but brought up to date from the units written
 * (kept-answers.ts), under `dataVersion` and the keys made here.
 */

interface Entry<T> {
  version: number;
  value: Promise<T>;
}

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

export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** Past `maxEntries` answers the least recently used is dropped. */
  constructor(private readonly maxEntries: number) {}

  /** The answer stored under `key` for this version, or computes (once) and keeps it. */
  get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.version === version) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    const value = compute();
    const entry = { version, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
