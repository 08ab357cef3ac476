import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_MAX, shorten } from './shorten';

describe('shorten', () => {
  it('keeps texts of up to 50 characters whole', () => {
    const fifty = 'a'.repeat(SHORT_TEXT_MAX);
    expect(shorten(fifty)).toEqual({ text: fifty, cut: false });
  });

  it('cuts longer texts to 50 characters ending in an ellipsis', () => {
    const result = shorten('Etiqueta de alérgenos ausente en 12 bandejas de dieta sin gluten');
    expect(result.cut).toBe(true);
    expect(Array.from(result.text).length).toBeLessThanOrEqual(SHORT_TEXT_MAX);
    expect(result.text.endsWith('…')).toBe(true);
    expect(result.text.startsWith('Etiqueta de alérgenos ausente en 12 bandejas')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const result = shorten('😀'.repeat(60));
    expect(result.text).toBe(`${'😀'.repeat(SHORT_TEXT_MAX - 1)}…`);
  });
});
