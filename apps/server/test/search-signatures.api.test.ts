import { beforeAll, describe, expect, it, vi } from 'vitest';
import { filterKey } from '../src/modules/explorer/kept-keys.js';
import { signaturesFor, signaturesKept } from '../src/modules/explorer/search-signatures.js';
import { SigningShare } from '../src/modules/explorer/signing-share.js';
import { createQx, createQxUnits, installQxBusinessProcess, qxFilter, userId } from './explorer-fixture.js';
import { useTestApp } from './harness.js';
import { candidatesOf, matchesOf } from './signature-predicates.js';

/**
 * A list's search signatures (explorer/search-signatures.ts), read from the database: every unit
 * holding a word is a candidate, a long list is signed in the background while its searches take
 * the other paths, and a unit written since is signed again before the next search.
 */
const t = useTestApp();
beforeAll(async () => {
  await installQxBusinessProcess(t);
  await createQxUnits(t);
});

/** The ids of the list's units whose text holds every word, as the database finds them. */
async function holding(words: string[]): Promise<number[]> {
  const rows = await t.db.k.selectFrom('units').select(['id', 'search_text']).execute();
  const list = new Set((await listed()).map((u) => u.id));
  return rows.filter((r) => list.has(r.id) && words.every((w) => r.search_text.includes(w))).map((r) => r.id);
}

async function listed() {
  const list = await qxFilter(t);
  return t.db.k
    .selectFrom('units')
    .select('id')
    .where('site_id', '=', list.siteId)
    .where('business_process_id', 'in', list.businessProcessIds)
    .execute();
}

describe('search signatures of a list', () => {
  it('are made in the background for a long list, then follow every unit written', async () => {
    const list = await qxFilter(t);
    const key = filterKey(list);
    const kept = signaturesKept();
    const share = new SigningShare();
    const signings = vi.spyOn(share, 'begin');
    // As for a long list: its first search does not wait for the signing, which is counted as the
    // process's signing until it ends.
    expect(await signaturesFor(kept, t.db, list, key, false, share)).toBeNull();
    await vi.waitFor(() => expect(kept.computed(key)).toBe(true));
    expect(signings).toHaveBeenCalledTimes(1);
    expect(share.busy).toBe(false);
    const signatures = (await signaturesFor(kept, t.db, list, key, false, share))!;
    expect(signatures.size).toBe((await listed()).length);
    for (const words of [['etiqueta'], ['qx-0'], ['qx-0', 'incompleto']]) {
      const isCandidate = candidatesOf(signatures, words)!;
      const ids = await holding(words);
      expect(ids.length, words.join(' ')).toBeGreaterThan(0);
      expect(ids.filter(isCandidate)).toEqual(ids);
    }

    // A unit written after the signing is a candidate for its words at the next search.
    const made = await createQx(t, {
      subject: 'Balanza descalibrada en muelle de carga',
      at: '2026-06-01T08:00:00.000Z',
      owner: await userId(t, 'admin'),
      due_on: '2026-06-15',
    });
    const id = (await t.db.k.selectFrom('units').select('id').where('uid', '=', made.uid).executeTakeFirstOrThrow()).id;
    const after = (await signaturesFor(kept, t.db, list, key, false, share))!;
    expect(candidatesOf(after, ['muelle de carga'])!(id)).toBe(true);
    expect(await holding(['muelle de carga'])).toEqual([id]);
    // Its kept text too: the words found in this process are the database's.
    const holds = matchesOf(after, ['muelle de carga'])!;
    expect((await listed()).map((u) => u.id).filter(holds)).toEqual([id]);
    for (const words of [['etiqueta'], ['qx-0', 'incompleto'], ['descalibrada', 'muelle']]) {
      const inProcess = matchesOf(after, words)!;
      const found = (await listed()).map((u) => u.id).filter(inProcess);
      expect(found.sort(), words.join(' ')).toEqual((await holding(words)).sort());
    }
  });
});
