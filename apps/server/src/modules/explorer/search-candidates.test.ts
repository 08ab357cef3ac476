import { describe, expect, it } from 'vitest';
import { trigramsOf } from './search-candidates.js';

// The trigrams asked must be the ones the index's trigram tokenizer cut the text into: by
// character, each once.
describe('trigramsOf', () => {
  it('cuts a word into its trigrams, by character, each once', () => {
    expect(trigramsOf('ab')).toEqual([]);
    expect(trigramsOf('abc')).toEqual(['abc']);
    expect(trigramsOf('reclam')).toEqual(['rec', 'ecl', 'cla', 'lam']);
    expect(trigramsOf('aaaa')).toEqual(['aaa']);
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
  });
});
