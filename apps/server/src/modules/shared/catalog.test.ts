import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { rememberTransactionRoot } from '../../db/transaction-roots.js';
import type { Scope } from '../../http/context.js';
import { keptInCatalog } from './catalog.js';

/** A scope as far as the catalog reads it: its company and the version read with the token. */
const scopeAt = (catalogVersion: number | null) =>
  ({ site: { id: 1, path: '/demo/' }, catalogVersion }) as unknown as Scope;

describe('keptInCatalog', () => {
  it('reads once per version, and again when the version moves on', async () => {
    const db = { k: {} } as Db;
    let reads = 0;
    const read = async () => ++reads;
    expect(await keptInCatalog(db, scopeAt(1), 'k', read)).toBe(1);
    expect(await keptInCatalog(db, scopeAt(1), 'k', read)).toBe(1);
    expect(await keptInCatalog(db, scopeAt(2), 'k', read)).toBe(2);
    expect(await keptInCatalog(db, scopeAt(2), 'k', read)).toBe(2);
  });

  it('keeps nothing for a request that read an older version than the one kept', async () => {
    const db = { k: {} } as Db;
    let reads = 0;
    const read = async () => ++reads;
    expect(await keptInCatalog(db, scopeAt(5), 'k', read)).toBe(1);
    // Its rows may be read after the newer request's, yet be older: read for itself, never kept.
    expect(await keptInCatalog(db, scopeAt(4), 'k', read)).toBe(2);
    expect(await keptInCatalog(db, scopeAt(4), 'k', read)).toBe(3);
    expect(await keptInCatalog(db, scopeAt(5), 'k', read)).toBe(1);
  });

  it('keeps nothing without a version, nor a failed read', async () => {
    const db = { k: {} } as Db;
    let reads = 0;
    const read = async () => ++reads;
    expect(await keptInCatalog(db, scopeAt(null), 'k', read)).toBe(1);
    expect(await keptInCatalog(db, scopeAt(null), 'k', read)).toBe(2);
    await expect(keptInCatalog(db, scopeAt(1), 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    expect(await keptInCatalog(db, scopeAt(1), 'k', read)).toBe(3);
  });

  it('serves a transaction the answer its pool keeps; on a miss keeps what the transaction read, for the next', async () => {
    const pool = { kind: 'sqlite', k: {} } as Db;
    const trx = { kind: 'sqlite', k: {} } as Db;
    rememberTransactionRoot(trx.k as never, pool.k as never);
    const readers: unknown[] = [];
    const read = async (through: Db) => {
      readers.push(through.k);
      return readers.length;
    };
    // A miss: read through the transaction (never through the pool, which may wait for it), kept.
    expect(await keptInCatalog(trx, scopeAt(1), 'k', read)).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(await keptInCatalog(trx, scopeAt(1), 'k', read)).toBe(1);
    expect(await keptInCatalog(pool, scopeAt(1), 'k', read)).toBe(1);
    expect(readers).toEqual([trx.k]);
    // Under a newer version, read again.
    expect(await keptInCatalog(trx, scopeAt(2), 'k', read)).toBe(2);
    expect(readers).toEqual([trx.k, trx.k]);
  });

  it('never gives a transaction an answer still being read (on SQLite the pool waits for that transaction)', async () => {
    const pool = { kind: 'sqlite', k: {} } as Db;
    const trx = { kind: 'sqlite', k: {} } as Db;
    rememberTransactionRoot(trx.k as never, pool.k as never);
    const pending = keptInCatalog(pool, scopeAt(1), 'k', () => new Promise<number>(() => {}));
    expect(await keptInCatalog(trx, scopeAt(1), 'k', async () => 7)).toBe(7);
    void pending;
  });
});
