import { AUDIT_COUNT_CAP } from '@qualium/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AuditQuery {
  entity?: string | undefined;
  entityId?: string | undefined;
  user?: number | undefined;
  limit: number;
  offset: number;
}

/**
 * Entries of one site, newest first (by id, the order they were written in), with who made them.
 * The count stops at AUDIT_COUNT_CAP: a busy site's log holds an entry per unit change, and a
 * count of all of them would cost more than the page itself.
 */
export async function listAudit(k: Kysely<Database>, siteId: number, q: AuditQuery) {
  let base = k.selectFrom('audit_log').where('audit_log.site_id', '=', siteId);
  if (q.entity) base = base.where('audit_log.entity', '=', q.entity);
  if (q.entityId) base = base.where('audit_log.entity_id', '=', q.entityId);
  if (q.user !== undefined) base = base.where('audit_log.user_id', '=', q.user);
  const [rows, counted] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'audit_log.user_id')
      .selectAll('audit_log')
      .select(['users.username', 'users.first_name', 'users.last_name'])
      .orderBy('audit_log.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    k
      .selectFrom(
        base
          .select(sql<number>`1`.as('one'))
          .limit(AUDIT_COUNT_CAP + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  const n = Number(counted?.n ?? 0);
  return { rows, count: Math.min(n, AUDIT_COUNT_CAP), exact: n <= AUDIT_COUNT_CAP };
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

/**
 * The distinct values of one column of a site's log, each found with one index seek (a loose
 * index scan written as a recursive query, the same on SQLite and PostgreSQL), so that the
 * filters cost the number of values, not the number of entries.
 */
async function distinctOf<C extends 'entity' | 'user_id'>(k: Kysely<Database>, siteId: number, column: C) {
  const col = sql.ref(column);
  const result = await sql<{ v: Database['audit_log'][C] }>`
    WITH RECURSIVE seen(v) AS (
      SELECT MIN(${col}) FROM audit_log WHERE site_id = ${siteId}
      UNION ALL
      SELECT (SELECT MIN(${col}) FROM audit_log WHERE site_id = ${siteId} AND ${col} > seen.v)
      FROM seen WHERE seen.v IS NOT NULL
    )
    SELECT v FROM seen WHERE v IS NOT NULL`.execute(k);
  return result.rows.map((r) => r.v as NonNullable<Database['audit_log'][C]>);
}

/** The entities and the people a site's log holds: what its filters offer. */
export async function auditFacets(k: Kysely<Database>, siteId: number) {
  const [entities, userIds] = await Promise.all([distinctOf(k, siteId, 'entity'), distinctOf(k, siteId, 'user_id')]);
  const users =
    userIds.length === 0
      ? []
      : await k
          .selectFrom('users')
          .select(['id', 'username', 'first_name', 'last_name'])
          .where('id', 'in', userIds.map(Number))
          .orderBy('username')
          .execute();
  return { entities: [...entities].sort(), users };
}
