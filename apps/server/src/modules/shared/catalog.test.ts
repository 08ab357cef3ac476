import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { keptInCatalog } from './catalog.js';

/** A scope as far as the catalog reads it: its company and the version read with the token. */
const scopeAt = (catalogVersion: number | null) =>
  ({ site: { id: 1, path: '/demo/' }, catalogVersion }) as unknown as Scope;

describe('keptInCatalog', () => {
  it('reads once per version, and again when the version moves on', async () => {
    const db = {} as Db;
    let reads = 0;
    const read = async () => ++reads;
    expect(await keptInCatalog(db, scopeAt(1), 'k', read)).toBe(1);
    expect(await keptInCatalog(db, scopeAt(1), 'k', read)).toBe(1);
    expect(await keptInCatalog(db, scopeAt(2), 'k', read)).toBe(2);
    expect(await keptInCatalog(db, scopeAt(2), 'k', read)).toBe(2);
  });

  it('keeps nothing for a request that read an older version than the one kept', async () => {
    const db = {} as Db;
    let reads = 0;
    const read = async () => ++reads;
    expect(await keptInCatalog(db, scopeAt(5), 'k', read)).toBe(1);
    // Its rows may be read after the newer request's, yet be older: read for itself, never kept.
    expect(await keptInCatalog(db, scopeAt(4), 'k', read)).toBe(2);
    expect(await keptInCatalog(db, scopeAt(4), 'k', read)).toBe(3);
    expect(await keptInCatalog(db, scopeAt(5), 'k', read)).toBe(1);
  });

  it('keeps nothing without a version, nor a failed read', async () => {
    const db = {} as Db;
    let reads = 0;
    const read = async () => ++reads;
    expect(await keptInCatalog(db, scopeAt(null), 'k', read)).toBe(1);
    expect(await keptInCatalog(db, scopeAt(null), 'k', read)).toBe(2);
    await expect(keptInCatalog(db, scopeAt(1), 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    expect(await keptInCatalog(db, scopeAt(1), 'k', read)).toBe(3);
  });
});
