import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { AuditLogTable, Database } from '../../db/schema.js';

/** Appends one audit entry; the database refuses updates and deletes of this table. */
export async function writeAudit(
  k: Kysely<Database>,
  entry: Omit<Insertable<AuditLogTable>, 'id' | 'created_at'>,
): Promise<void> {
  await k
    .insertInto('audit_log')
    .values({ ...entry, created_at: nowIso() })
    .execute();
}

export interface AuditQuery {
  entity?: string | undefined;
  user?: number | undefined;
  limit: number;
  offset: number;
}

/** Entries of one site, newest first. */
export async function listAudit(k: Kysely<Database>, siteId: number, q: AuditQuery) {
  let base = k.selectFrom('audit_log').where('site_id', '=', siteId);
  if (q.entity) base = base.where('entity', '=', q.entity);
  if (q.user !== undefined) base = base.where('user_id', '=', q.user);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
