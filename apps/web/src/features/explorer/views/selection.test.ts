import { describe, expect, it } from 'vitest';
import {
  isSelected,
  NO_SELECTION,
  selectAllMatching,
  selectedCount,
  selectionBody,
  togglePage,
  toggleUnit,
} from './selection';

describe('explorer selection', () => {
  it('ticks and unticks single rows', () => {
    const one = toggleUnit(NO_SELECTION, 'a');
    expect(isSelected(one, 'a')).toBe(true);
    expect(selectedCount(one, 40)).toBe(1);
    expect(isSelected(toggleUnit(one, 'a'), 'a')).toBe(false);
  });

  it('ticks the whole page, and unticks it when it is all ticked', () => {
    const page = ['a', 'b', 'c'];
    const some = togglePage(toggleUnit(NO_SELECTION, 'b'), page);
    expect(page.every((uid) => isSelected(some, uid))).toBe(true);
    expect(selectedCount(togglePage(some, page), 40)).toBe(0);
  });

  it('"select all matching" selects units of every page, minus those unticked', () => {
    const all = selectAllMatching();
    expect(isSelected(all, 'on-page-9')).toBe(true);
    expect(selectedCount(all, 2500)).toBe(2500);
    const but = toggleUnit(all, 'x');
    expect(isSelected(but, 'x')).toBe(false);
    expect(selectedCount(but, 2500)).toBe(2499);
  });

  it('is sent as the ticked uids, or as all matching minus the unticked; nothing ticked sends nothing', () => {
    expect(selectionBody(NO_SELECTION)).toBeNull();
    expect(selectionBody(toggleUnit(toggleUnit(NO_SELECTION, 'a'), 'b'))).toEqual({ uids: ['a', 'b'] });
    expect(selectionBody(selectAllMatching())).toEqual({ except: [] });
    expect(selectionBody(toggleUnit(selectAllMatching(), 'x'))).toEqual({ except: ['x'] });
  });
});
