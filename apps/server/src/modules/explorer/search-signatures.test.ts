import { describe, expect, it } from 'vitest';
import { candidatesOf, matchesOf } from '../../../test/signature-predicates.js';
import { emptySignatures, signatureBits, signed } from './search-signatures.js';

/** Texts as the units' search text holds them: normalised words, some with digits and dashes. */
const VOCABULARY = ['sonda', 'temperatura', 'camara', 'frigorifica', 'nc-2026-0041', 'reclamacion', 'ñandu', 'a😀bc'];

function randomText(random: () => number): string {
  const words = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
    const word = VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
    const from = Math.floor(random() * 3);
    return word.slice(from, from + 3 + Math.floor(random() * word.length));
  });
  return words.join(' ');
}

/** A small deterministic generator, so that a failure can be run again. */
function seeded(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

describe('search signatures', () => {
  it('never leave out a unit whose text holds the words, and grow past their first capacity', () => {
    const random = seeded(7);
    // Ids far apart and unordered, more units than the first capacity (32).
    const rows = Array.from({ length: 700 }, (_, i) => ({ id: 1_000_003 - i * 977, search_text: randomText(random) }));
    const s = signed(emptySignatures(10), rows);
    expect(s.size).toBe(700);
    const searches = [['sonda'], ['temperat', 'frig'], ['nc-2026-0041'], ['ñan'], ['😀bc'], ['mara', 'eclam'], ['zzz']];
    for (const words of searches) {
      const isCandidate = candidatesOf(s, words)!;
      const holding = rows.filter((r) => words.every((w) => r.search_text.includes(w)));
      for (const r of holding) expect(isCandidate(r.id), `${words} in ${r.search_text}`).toBe(true);
      // The signatures rule out most units that do not hold the words.
      const others = rows.filter((r) => !holding.includes(r));
      expect(others.filter((r) => isCandidate(r.id)).length).toBeLessThan(others.length / 2 + 1);
      // With the kept texts looked at, exactly the units holding the words.
      const holds = matchesOf(s, words)!;
      expect(rows.filter((r) => holds(r.id))).toEqual(holding);
    }
    // An id never signed is no candidate, below, between and above the signed ones.
    const everyWord = candidatesOf(s, ['son'])!;
    expect([0, 1_000_004, 999_999, 10_000_000].some(everyWord)).toBe(false);
  });

  it('sign a written unit again from its new text only', () => {
    let s = signed(emptySignatures(1), [
      { id: 5, search_text: 'sonda de temperatura' },
      { id: 9, search_text: 'camara frigorifica' },
    ]);
    expect(candidatesOf(s, ['sonda'])!(5)).toBe(true);
    s = signed(s, [{ id: 5, search_text: 'reclamacion de cliente' }]);
    expect(s.size).toBe(2);
    expect(candidatesOf(s, ['sonda'])!(5)).toBe(false);
    expect(candidatesOf(s, ['reclamacion'])!(5)).toBe(true);
    expect(candidatesOf(s, ['frigorifica'])!(9)).toBe(true);
    expect(matchesOf(s, ['sonda'])!(5)).toBe(false);
    expect(matchesOf(s, ['de cliente'])!(5)).toBe(true);
  });

  it('give no candidates test for words too short for a trigram', () => {
    const s = signed(emptySignatures(1), [{ id: 1, search_text: 'abc' }]);
    expect(candidatesOf(s, ['ab'])).toBeNull();
    // Two bits a trigram (they may coincide), each trigram once.
    expect(signatureBits('abcd').length).toBeGreaterThanOrEqual(3);
    expect(signatureBits('aaaa')).toEqual(signatureBits('aaa'));
  });
});
