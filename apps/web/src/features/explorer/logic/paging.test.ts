import { describe, expect, it } from 'vitest';
import { clampPage, lastPage, pageButtons } from './paging';

describe('paging', () => {
  it('has at least one page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(2500, 15)).toBe(167);
  });

  it('clamps the page input between 1 and the last page', () => {
    expect(clampPage('0', 7)).toBe(1);
    expect(clampPage('-4', 7)).toBe(1);
    expect(clampPage('99', 7)).toBe(7);
    expect(clampPage('3', 7)).toBe(3);
    expect(clampPage('3.8', 7)).toBe(3);
    expect(clampPage(5, 1)).toBe(1);
  });

  it('treats text that is no number as no page', () => {
    expect(clampPage('', 7)).toBeNull();
    expect(clampPage('abc', 7)).toBeNull();
  });

  it('shows at most three page buttons around the current page', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 2)).toEqual([1, 2]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 10)).toEqual([4, 5, 6]);
    expect(pageButtons(10, 10)).toEqual([8, 9, 10]);
  });
});
