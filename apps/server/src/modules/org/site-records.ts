import { type SiteRecord, STORAGE_TYPES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { presentSite } from './present.js';
import type { SiteRow } from './repo.js';

type K = Kysely<Database>;

/** A company and every company below it ('/demo/' → '/demo/', '/demo/norte/', …), parents first. */
export function listSitesWithin(k: K, storedPath: string): Promise<SiteRow[]> {
  return k.selectFrom('sites').selectAll().where('path', 'like', `${storedPath}%`).orderBy('path').execute();
}

/** Per site id, a count from one grouped query. */
async function countBy(rows: Promise<Array<{ key: number | null; n: unknown }>>): Promise<Map<number, number>> {
  return new Map((await rows).flatMap((r) => (r.key === null ? [] : [[r.key, toNumber(r.n)] as const])));
}

/** What the Companies table says about each company: counts that decide its delete, inherited roles. */
async function siteFacts(k: K, ids: number[]) {
  const [children, centros, users, active, units, inherited] = await Promise.all([
    countBy(
      k
        .selectFrom('sites')
        .select((eb) => ['parent_id as key', eb.fn.countAll().as('n')])
        .where('parent_id', 'in', ids)
        .groupBy('parent_id')
        .execute(),
    ),
    countBy(
      k
        .selectFrom('centros')
        .select((eb) => ['site_id as key', eb.fn.countAll().as('n')])
        .where('site_id', 'in', ids)
        .groupBy('site_id')
        .execute(),
    ),
    countBy(
      k
        .selectFrom('users')
        .select((eb) => ['site_id as key', eb.fn.countAll().as('n')])
        .where('site_id', 'in', ids)
        .groupBy('site_id')
        .execute(),
    ),
    countBy(
      k
        .selectFrom('users')
        .select((eb) => ['site_id as key', eb.fn.countAll().as('n')])
        .where('site_id', 'in', ids)
        .where('is_active', '=', 1)
        .groupBy('site_id')
        .execute(),
    ),
    // Kept by the database on every unit write (0001_initial.ts): no scan of the units.
    countBy(
      k
        .selectFrom('unit_counts')
        .select((eb) => ['site_id as key', eb.fn.sum('n').as('n')])
        .where('site_id', 'in', ids)
        .groupBy('site_id')
        .execute(),
    ),
    k
      .selectFrom('site_inherited_roles')
      .select(['site_id', 'role_id'])
      .where('site_id', 'in', ids)
      .orderBy('role_id')
      .execute(),
  ]);
  return (id: number) => ({
    children_count: children.get(id) ?? 0,
    centros_count: centros.get(id) ?? 0,
    users_count: users.get(id) ?? 0,
    active_users_count: active.get(id) ?? 0,
    units_count: units.get(id) ?? 0,
    inherit_roles: inherited.filter((r) => r.site_id === id).map((r) => r.role_id),
  });
}

const storageType = (value: string): SiteRecord['storage_type'] =>
  (STORAGE_TYPES as readonly string[]).includes(value) ? (value as SiteRecord['storage_type']) : STORAGE_TYPES[0];

/** Sites as the Companies screen shows them, with their parents' names and their facts. */
export async function presentSiteRecords(k: K, rows: SiteRow[]): Promise<SiteRecord[]> {
  if (rows.length === 0) return [];
  const facts = await siteFacts(
    k,
    rows.map((r) => r.id),
  );
  const parentIds = [...new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))];
  const parents =
    parentIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (await k.selectFrom('sites').select(['id', 'name']).where('id', 'in', parentIds).execute()).map((p) => [
            p.id,
            p.name,
          ]),
        );
  return rows.map((row) => ({
    ...presentSite(row),
    storage_type: storageType(row.storage_type),
    max_users_number: row.max_users_number,
    reports_footer_text: row.reports_footer_text ?? '',
    parent_name: row.parent_id === null ? null : (parents.get(row.parent_id) ?? null),
    ...facts(row.id),
  }));
}

export async function presentSiteRecord(k: K, row: SiteRow): Promise<SiteRecord> {
  const [record] = await presentSiteRecords(k, [row]);
  return record as SiteRecord;
}
