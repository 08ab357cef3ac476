import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { type ChainPosition, entryHash, GENESIS_HASH } from './chain.js';

/** Who made a change: the site it belongs to and the user who made it (a `Scope` is one); a null id is the system. */
export interface AuditAuthor {
  readonly site: { readonly id: number };
  readonly user: { readonly id: number | null };
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
 *
 * Each entry is the next link of its company's chain (chain.ts). The company's head row is claimed
 * first: on PostgreSQL the upsert locks that row until the transaction ends, so two writers of one
 * company take turns while other companies write in parallel; SQLite has one writer anyway.
 */
export async function recordAudit(trx: Kysely<Database>, by: AuditAuthor, change: AuditChange): Promise<void> {
  if (!trx.isTransaction) {
    // The claim and the entry must commit together, or a concurrent writer could link to a hash
    // that is never stored.
    await trx.transaction().execute((t) => recordAudit(t, by, change));
    return;
  }
  const siteId = by.site.id;
  const prev = await claimNextLink(trx, siteId);
  const fields = {
    site_id: siteId,
    seq: prev.seq + 1,
    prev_hash: prev.hash,
    user_id: by.user.id,
    entity: change.entity,
    entity_id: String(change.entityId),
    action: change.action,
    before: asJson(change.before),
    after: asJson(change.after),
    created_at: nowIso(),
  };
  const hash = entryHash(fields);
  await trx
    .insertInto('audit_log')
    .values({ ...fields, hash })
    .execute();
  await trx.updateTable('audit_chain_heads').set({ hash }).where('site_id', '=', siteId).execute();
}

/** Moves the company's head one step on and answers where it stood (seq and hash of the last entry). */
async function claimNextLink(trx: Kysely<Database>, siteId: number): Promise<ChainPosition> {
  const { rows } = await sql<{ seq: number; hash: string }>`
    INSERT INTO audit_chain_heads (site_id, seq, hash) VALUES (${siteId}, 1, ${GENESIS_HASH})
    ON CONFLICT (site_id) DO UPDATE SET seq = audit_chain_heads.seq + 1
    RETURNING seq, hash`.execute(trx);
  const head = rows[0]!;
  return { seq: Number(head.seq) - 1, hash: head.hash };
}
