import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** Who made a change: the site it belongs to and the user who made it (a `Scope` is one). */
export interface AuditAuthor {
  readonly site: { readonly id: number };
  readonly user: { readonly id: number };
}

/** What changed. `before` and `after` are plain values, stored as JSON; none is null. */
export interface AuditChange {
  entity: string;
  entityId: number | string;
  /** 'create', 'update', 'delete', 'copy_from_parent', 'transition:<id>', 'password_change'… */
  action: string;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The one way an audit entry is written: in the change's own transaction, so the entry commits or
 * rolls back with it. Callers pass presented values, never a password or its hash; the database
 * refuses updates and deletes of the table.
 */
export async function recordAudit(trx: Kysely<Database>, by: AuditAuthor, change: AuditChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      site_id: by.site.id,
      user_id: by.user.id,
      entity: change.entity,
      entity_id: String(change.entityId),
      action: change.action,
      before: asJson(change.before),
      after: asJson(change.after),
      created_at: nowIso(),
    })
    .execute();
}
