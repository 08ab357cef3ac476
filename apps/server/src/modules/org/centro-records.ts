import type { CentroRecord } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { presentCentro } from './present.js';
import type { CentroRow, SiteRow } from './repo.js';

type K = Kysely<Database>;

/** Every centro of a company, sorted by path_str (the Centros list, shell-and-admin §2.9). */
export function listSiteCentros(k: K, siteId: number): Promise<CentroRow[]> {
  return k.selectFrom('centros').selectAll().where('site_id', '=', siteId).orderBy('path_str').orderBy('id').execute();
}

/** One centro of a company, or undefined: an id of another company is as unknown as a missing one. */
export function findSiteCentro(k: K, siteId: number, id: number): Promise<CentroRow | undefined> {
  return k.selectFrom('centros').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
}

const counts = (rows: Array<{ key: number | null; n: unknown }>) =>
  new Map(rows.flatMap((r) => (r.key === null ? [] : [[r.key, toNumber(r.n)] as const])));

/** The processes each centro runs and the counts that decide whether it may be deleted. */
async function centroFacts(k: K, siteId: number, ids: number[]) {
  const [processes, children, users, units] = await Promise.all([
    k
      .selectFrom('centro_processes')
      .select(['centro_id', 'process_id'])
      .where('site_id', '=', siteId)
      .where('centro_id', 'in', ids)
      .orderBy('process_id')
      .execute(),
    k
      .selectFrom('centros')
      .select((eb) => ['parent_id as key', eb.fn.countAll().as('n')])
      .where('site_id', '=', siteId)
      .where('parent_id', 'in', ids)
      .groupBy('parent_id')
      .execute(),
    k
      .selectFrom('user_centro_roles')
      .select((eb) => ['centro_id as key', eb.fn.count('user_id').distinct().as('n')])
      .where('site_id', '=', siteId)
      .where('centro_id', 'in', ids)
      .groupBy('centro_id')
      .execute(),
    // Kept by the database on every unit write (0001_initial.ts): no scan of the units.
    k
      .selectFrom('unit_counts')
      .select((eb) => ['centro_id as key', eb.fn.sum('n').as('n')])
      .where('site_id', '=', siteId)
      .where('centro_id', 'in', ids)
      .groupBy('centro_id')
      .execute(),
  ]);
  const [childCount, userCount, unitCount] = [counts(children), counts(users), counts(units)];
  const processesOf = new Map<number, number[]>();
  for (const p of processes) processesOf.set(p.centro_id, [...(processesOf.get(p.centro_id) ?? []), p.process_id]);
  return (id: number) => ({
    processes: processesOf.get(id) ?? [],
    children_count: childCount.get(id) ?? 0,
    users_count: userCount.get(id) ?? 0,
    units_count: unitCount.get(id) ?? 0,
  });
}

/** Centros of one company as the Centros screen shows them. */
export async function presentCentroRecords(k: K, site: SiteRow, rows: CentroRow[]): Promise<CentroRecord[]> {
  if (rows.length === 0) return [];
  const facts = await centroFacts(
    k,
    site.id,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...presentCentro(row),
    site_name: site.name,
    process_map_image: row.process_map_image,
    background_image: row.background_image,
    ...facts(row.id),
  }));
}

export async function presentCentroRecord(k: K, site: SiteRow, row: CentroRow): Promise<CentroRecord> {
  const [record] = await presentCentroRecords(k, site, [row]);
  return record as CentroRecord;
}
