import { createHash } from 'node:crypto';
import type { AuditLogTable } from '../../db/schema.js';

/**
 * The audit chain (issue 15 §2, docs/decisions.md "Audit chain"): every entry of a company (site)
 * carries its number in the company's sequence, the hash of the entry before it and its own hash,
 * so that an entry changed, removed or inserted afterwards breaks the chain at that entry.
 */

/** The `prev_hash` of a company's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the hash covers: the stored columns of an entry (before and after as their stored JSON text). */
export type ChainedFields = Pick<
  AuditLogTable,
  'user_id' | 'entity' | 'entity_id' | 'action' | 'before' | 'after' | 'created_at'
> & { site_id: number; seq: number; prev_hash: string };

/** A fixed-order JSON array: no key order, no locale, no whitespace can change it. */
export function entryHash(e: ChainedFields): string {
  const canonical = JSON.stringify([
    e.site_id,
    e.seq,
    e.prev_hash,
    e.user_id,
    e.entity,
    e.entity_id,
    e.action,
    e.before,
    e.after,
    e.created_at,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A stored entry as the verification reads it (seq, prev_hash and hash are null on an unchained row). */
export type StoredEntry = Omit<ChainedFields, 'site_id' | 'seq' | 'prev_hash'> & {
  id: number;
  seq: number | null;
  prev_hash: string | null;
  hash: string | null;
};

/** Where a company's chain stands after the entries checked so far. */
export interface ChainPosition {
  seq: number;
  hash: string;
}
export const CHAIN_START: ChainPosition = { seq: 0, hash: GENESIS_HASH };

/**
 * The first link that does not hold: `seq` (the number expected there), the row's `id` (null when
 * the row is missing) and what was expected against what is stored.
 */
export interface ChainBreak {
  site_id: number;
  seq: number;
  id: number | null;
  field: 'seq' | 'prev_hash' | 'hash' | 'head';
  expected: string;
  stored: string | null;
}

export type LinkCheck = { ok: true; position: ChainPosition } | { ok: false; broken: ChainBreak };

/**
 * Checks entries in `seq` order from `from` onwards (a pure function: the caller reads the rows, in
 * batches if it likes, and carries the position from one batch to the next).
 */
export function checkLinks(siteId: number, entries: readonly StoredEntry[], from: ChainPosition): LinkCheck {
  let position = from;
  for (const e of entries) {
    const seq = position.seq + 1;
    const at = { site_id: siteId, seq, id: e.id };
    if (e.seq !== seq) return { ok: false, broken: { ...at, field: 'seq', expected: String(seq), stored: str(e.seq) } };
    if (e.prev_hash !== position.hash) {
      return { ok: false, broken: { ...at, field: 'prev_hash', expected: position.hash, stored: e.prev_hash } };
    }
    const hash = entryHash({ ...e, site_id: siteId, seq, prev_hash: position.hash });
    if (e.hash !== hash) return { ok: false, broken: { ...at, field: 'hash', expected: hash, stored: e.hash } };
    position = { seq, hash };
  }
  return { ok: true, position };
}

/**
 * The last entry must be the one the company's head names: entries removed from the end would
 * otherwise leave a shorter chain that still holds.
 */
export function checkHead(siteId: number, reached: ChainPosition, head: ChainPosition | undefined): ChainBreak | null {
  const expected = head ?? CHAIN_START;
  if (expected.seq === reached.seq && expected.hash === reached.hash) return null;
  return {
    site_id: siteId,
    seq: reached.seq + 1,
    id: null,
    field: 'head',
    expected: `${expected.seq}:${expected.hash}`,
    stored: `${reached.seq}:${reached.hash}`,
  };
}

const str = (v: number | null) => (v === null ? null : String(v));
