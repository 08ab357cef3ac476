import { describe, expect, it } from 'vitest';
import { childPath, inTreeOrder, isAtOrBelow, movedPath, pathIds } from './tree.js';

describe('role paths', () => {
  it('builds a child path from its parent and reads ids back', () => {
    expect(childPath(null, 3)).toBe('/3/');
    expect(childPath('/3/7/', 12)).toBe('/3/7/12/');
    expect(pathIds('/3/7/12/')).toEqual([3, 7, 12]);
  });

  it('tells a cycle apart from a sibling whose id starts the same', () => {
    expect(isAtOrBelow('/3/7/12/', '/3/7/')).toBe(true);
    expect(isAtOrBelow('/3/7/', '/3/7/')).toBe(true);
    // '/3/70/' is a sibling of '/3/7/', not below it: the trailing slash keeps them apart.
    expect(isAtOrBelow('/3/70/', '/3/7/')).toBe(false);
  });

  it('moves a subtree by replacing its prefix', () => {
    expect(movedPath('/3/7/12/', '/3/7/', '/9/7/')).toBe('/9/7/12/');
    expect(movedPath('/3/7/', '/3/7/', '/7/')).toBe('/7/');
    expect(() => movedPath('/4/5/', '/3/7/', '/7/')).toThrow();
  });
});

describe('inTreeOrder', () => {
  it('lists depth first with siblings by name and gives each its level', () => {
    const rows = [
      { id: 1, parent_id: null, name: 'Director' },
      { id: 2, parent_id: 1, name: 'Técnico' },
      { id: 3, parent_id: 1, name: 'Analista' },
      { id: 4, parent_id: 3, name: 'Becario' },
      { id: 5, parent_id: null, name: 'Auditor' },
    ];
    expect(inTreeOrder(rows).map((r) => [r.id, r.level])).toEqual([
      [5, 0],
      [1, 0],
      [3, 1],
      [4, 2],
      [2, 1],
    ]);
  });

  it('keeps rows whose parent is not listed, as roots', () => {
    const rows = [{ id: 8, parent_id: 99, name: 'Huérfano' }];
    expect(inTreeOrder(rows)).toEqual([{ id: 8, parent_id: 99, name: 'Huérfano', level: 0 }]);
  });
});
