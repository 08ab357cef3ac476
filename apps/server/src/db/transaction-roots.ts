import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The Kysely (the pool) each audited transaction was begun from, remembered by auditedTransaction
 * (audit/write.ts): the answers kept per server process under a version (shared/catalog.ts) are
 * found under it, and a transaction's look-ups may use them.
 */
const roots = new WeakMap<Kysely<Database>, Kysely<Database>>();

export function rememberTransactionRoot(trx: Kysely<Database>, from: Kysely<Database>): void {
  roots.set(trx, roots.get(from) ?? from);
}

/** The pool the transaction was begun from; undefined for the pool itself or a transaction not remembered. */
export function transactionRoot(k: Kysely<Database>): Kysely<Database> | undefined {
  return roots.get(k);
}
