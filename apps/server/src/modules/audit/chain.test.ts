import { describe, expect, it } from 'vitest';
import { CHAIN_START, checkHead, checkLinks, entryHash, GENESIS_HASH, type StoredEntry } from './chain.js';

const SITE = 3;

/** A well-formed chain of `n` entries, as recordAudit writes them. */
type Written = StoredEntry & { seq: number; prev_hash: string; hash: string };
function chain(n: number): Written[] {
  const out: Written[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const fields = {
      site_id: SITE,
      seq,
      prev_hash: prev,
      user_id: 7,
      entity: 'unit',
      entity_id: `NC-${seq}`,
      action: 'update',
      before: JSON.stringify({ state: seq }),
      after: JSON.stringify({ state: seq + 1 }),
      created_at: `2026-11-27T10:00:0${seq}.000Z`,
    };
    const hash = entryHash(fields);
    out.push({ ...fields, id: 100 + seq, hash });
    prev = hash;
  }
  return out;
}

describe('checkLinks', () => {
  it('accepts a whole chain, also read in batches', () => {
    const entries = chain(6);
    const whole = checkLinks(SITE, entries, CHAIN_START);
    expect(whole).toEqual({ ok: true, position: { seq: 6, hash: entries[5]!.hash } });
    const first = checkLinks(SITE, entries.slice(0, 4), CHAIN_START);
    if (!first.ok) throw new Error('first batch broken');
    expect(checkLinks(SITE, entries.slice(4), first.position)).toEqual(whole);
  });

  it('reports an edited entry at that entry, with the hash it should have', () => {
    const entries = chain(5);
    const forged = { ...entries[2]!, after: JSON.stringify({ state: 99 }) };
    const result = checkLinks(SITE, [entries[0]!, entries[1]!, forged, entries[3]!], CHAIN_START);
    expect(result).toEqual({
      ok: false,
      broken: {
        site_id: SITE,
        seq: 3,
        id: 103,
        field: 'hash',
        expected: entryHash({ ...forged, site_id: SITE, seq: 3, prev_hash: entries[1]!.hash }),
        stored: entries[2]!.hash,
      },
    });
  });

  it('reports an entry removed from the middle as a gap where it was', () => {
    const entries = chain(4);
    const result = checkLinks(SITE, [entries[0]!, entries[2]!, entries[3]!], CHAIN_START);
    expect(result).toMatchObject({ ok: false, broken: { seq: 2, id: 103, field: 'seq', stored: '3' } });
  });

  it('reports an entry whose hash was recomputed after an edit at the next link', () => {
    const entries = chain(3);
    const forgedFields = { ...entries[1]!, site_id: SITE, action: 'delete' } as const;
    const rehashed = {
      ...entries[1]!,
      action: 'delete',
      hash: entryHash({ ...forgedFields, seq: 2, prev_hash: entries[0]!.hash }),
    };
    const result = checkLinks(SITE, [entries[0]!, rehashed, entries[2]!], CHAIN_START);
    expect(result).toMatchObject({
      ok: false,
      broken: { seq: 3, id: 103, field: 'prev_hash', expected: rehashed.hash },
    });
  });

  it('binds every entry to its company: the same row under another site does not verify', () => {
    expect(checkLinks(SITE + 1, chain(1), CHAIN_START)).toMatchObject({ ok: false, broken: { field: 'hash' } });
  });
});

describe('checkHead', () => {
  it('accepts the chain that reaches the head and flags entries cut from the end', () => {
    const entries = chain(3);
    const head = { seq: 3, hash: entries[2]!.hash };
    expect(checkHead(SITE, head, head)).toBeNull();
    expect(checkHead(SITE, CHAIN_START, undefined)).toBeNull();
    const cut = checkLinks(SITE, entries.slice(0, 2), CHAIN_START);
    if (!cut.ok) throw new Error('prefix broken');
    expect(checkHead(SITE, cut.position, head)).toMatchObject({ seq: 3, id: null, field: 'head' });
  });
});
