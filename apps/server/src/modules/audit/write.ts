import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { rememberTransactionRoot } from '../../db/transaction-roots.js';
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
 * The company whose audit turn each open transaction took when it began (`auditedTransaction`), and
 * where its chain head stands in that transaction: read with the turn, moved by each entry written.
 * The turn locks the head row until the transaction ends, so nobody else moves it meanwhile.
 */
const turnsTaken = new WeakMap<Kysely<Database>, { siteId: number; head: ChainPosition }>();

/**
 * Runs `work` in a transaction that begins by taking its company's audit turn: the chain head row,
 * locked on PostgreSQL until the transaction ends (SQLite's write transaction holds the whole
 * database anyway). Every transaction that writes an audit entry is one of these, and takes the turn
 * before any other row: one lock order for every audited write, so two of them never deadlock. A
 * unit creation whose hook creates a notification (its BP's numbering row, then the notifications
 * BP's) and a job creating notifications (their numbering row, then the chain) did, as did a
 * transition (the unit_counts rows its triggers lock, then the chain) and such a creation.
 * The price: one company's audited writes run one after another from their first statement, not
 * only from their audit entry on; reads before the transaction still run side by side.
 */
export function auditedTransaction<T>(
  k: Kysely<Database>,
  by: Pick<AuditAuthor, 'site'>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const siteId = by.site.id;
  return k.transaction().execute(async (trx) => {
    // Creates the head as the first entry would: seq 0 is "no entry yet", which that entry moves to 1.
    const { rows } = await sql<{ seq: number; hash: string }>`
      INSERT INTO audit_chain_heads (site_id, seq, hash) VALUES (${siteId}, 0, ${GENESIS_HASH})
      ON CONFLICT (site_id) DO UPDATE SET seq = audit_chain_heads.seq
      RETURNING seq, hash`.execute(trx);
    const head = rows[0]!;
    turnsTaken.set(trx, { siteId, head: { seq: Number(head.seq), hash: head.hash } });
    rememberTransactionRoot(trx, k);
    return work(trx);
  });
}

/** Throws unless `trx` began with the company's audit turn: a write breaking the lock order is a bug, caught in tests. */
export function assertAuditTurn(trx: Kysely<Database>, siteId: number): void {
  turnOf(trx, siteId);
}

function turnOf(trx: Kysely<Database>, siteId: number): { siteId: number; head: ChainPosition } {
  const turn = turnsTaken.get(trx);
  if (turn?.siteId !== siteId) {
    throw new Error(
      `Audited write of company ${siteId} outside a transaction begun with its turn (auditedTransaction)`,
    );
  }
  return turn;
}

/**
 * The one way an audit entry is written: in the change's own transaction, so the entry commits or
 * rolls back with it. Callers pass presented values, never a password or its hash; the database
 * refuses updates and deletes of the table.
 *
 * Each entry is the next link of its company's chain (chain.ts), written in a transaction begun
 * with the company's turn (`auditedTransaction`): two writers of one company take turns while other
 * companies write in parallel; SQLite has one writer anyway.
 */
export async function recordAudit(trx: Kysely<Database>, by: AuditAuthor, change: AuditChange): Promise<void> {
  if (!trx.isTransaction) {
    // The claim and the entry must commit together, or a concurrent writer could link to a hash
    // that is never stored.
    await auditedTransaction(trx, by, (t) => recordAudit(t, by, change));
    return;
  }
  const entry = nextEntry(trx, by, change);
  await entry.insert.execute();
  // Moved only once written: a failed insert leaves the head where the database has it.
  entry.written();
}

/**
 * recordAudit's statement, to send with the write's others (db/sent-together.ts). The head moves
 * at once: the statements sent together commit together, or a failure among them aborts the
 * transaction this turn belongs to.
 */
export function auditEntryInsert(trx: Kysely<Database>, by: AuditAuthor, change: AuditChange) {
  const entry = nextEntry(trx, by, change);
  entry.written();
  return entry.insert;
}

/** The company's next chain link for this change, and how to move the head once it is written. */
function nextEntry(trx: Kysely<Database>, by: AuditAuthor, change: AuditChange) {
  const siteId = by.site.id;
  const turn = turnOf(trx, siteId);
  const prev = turn.head;
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
  return {
    // The entry's insert moves the company's head to it (a trigger, migration 0024): one statement.
    insert: trx.insertInto('audit_log').values({ ...fields, hash }),
    written: () => {
      turn.head = { seq: fields.seq, hash };
    },
  };
}
