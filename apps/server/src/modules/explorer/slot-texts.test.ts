import { describe, expect, it } from 'vitest';
import { SlotTexts } from './slot-texts.js';

const words = (...w: string[]) => w.map((x) => Buffer.from(x, 'utf8'));

describe('texts kept by slot', () => {
  it('find words in each slot, written again and past several growths of the buffer', () => {
    const texts = new SlotTexts();
    const long = 'x'.repeat(40_000);
    // Slots past the first thousand and texts past the first 64 kB: both grow, texts copied.
    for (let slot = 0; slot < 3000; slot++) texts.set(slot, `unidad ${slot} ${slot % 7 === 0 ? long : ''} cámara`);
    expect(texts.holds(0, words('unidad 0 ', 'cámara'))).toBe(true);
    expect(texts.holds(2999, words('unidad 2999'))).toBe(true);
    expect(texts.holds(2999, words('unidad 2998'))).toBe(false);
    expect(texts.holds(7, words('xxxx'))).toBe(true);
    expect(texts.holds(8, words('xxxx'))).toBe(false);
    // Written again: only the new text holds, the old one's bytes are left out at the next growth.
    for (let slot = 0; slot < 3000; slot += 7) texts.set(slot, `sonda ñandú ${slot}`);
    expect(texts.holds(7, words('xxxx'))).toBe(false);
    expect(texts.holds(7, words('ñandú 7'))).toBe(true);
    const before = texts.size;
    for (let slot = 3000; slot < 3100; slot++) texts.set(slot, long);
    expect(texts.size).toBe(before + 100 * long.length);
    expect(texts.holds(14, words('sonda', 'ñandú 14'))).toBe(true);
    expect(texts.holds(3099, words('xxx'))).toBe(true);
    // A slot never written holds nothing.
    expect(texts.holds(5000, words('a'))).toBe(false);
  });
});
