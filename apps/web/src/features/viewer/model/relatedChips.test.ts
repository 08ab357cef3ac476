import { describe, expect, it } from 'vitest';
import { chipColumns, RELATED_CHIP_GAP_PX, RELATED_CHIP_MIN_WIDTH_PX, splitChips } from './relatedChips';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('related chips (records-explorer §9: 4 times the column count, rest as +N)', () => {
  it('fits as many columns as the width takes, at least one', () => {
    expect(chipColumns(0)).toBe(1);
    expect(chipColumns(RELATED_CHIP_MIN_WIDTH_PX - 1)).toBe(1);
    expect(chipColumns(2 * RELATED_CHIP_MIN_WIDTH_PX + RELATED_CHIP_GAP_PX)).toBe(2);
    expect(chipColumns(2 * RELATED_CHIP_MIN_WIDTH_PX + RELATED_CHIP_GAP_PX - 1)).toBe(1);
    expect(chipColumns(700)).toBe(4);
  });

  it('shows four rows of chips and counts the rest', () => {
    expect(splitChips(range(30), 3)).toEqual({ shown: range(12), more: 18 });
    expect(splitChips(range(9), 1)).toEqual({ shown: range(4), more: 5 });
    expect(splitChips(range(12), 3)).toEqual({ shown: range(12), more: 0 });
    expect(splitChips(range(13), 3)).toEqual({ shown: range(12), more: 1 });
    expect(splitChips([], 3)).toEqual({ shown: [], more: 0 });
  });
});
