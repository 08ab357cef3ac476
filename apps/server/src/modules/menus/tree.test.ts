import { describe, expect, it } from 'vitest';
import { type FlatMenuItem, menuTableOrder, selfAndDescendants, visibleMenuTree } from './tree.js';

const item = (id: number, parent: number | null, extra: Partial<FlatMenuItem> = {}): FlatMenuItem => ({
  id,
  name: `m${id}`,
  order: id,
  parent,
  url: null,
  enabled: true,
  allowed_roles: [],
  blocked_roles: [],
  ...extra,
});

describe('visibleMenuTree', () => {
  it('nests children under parents and sorts by order', () => {
    const tree = visibleMenuTree([item(3, null, { order: 1 }), item(1, null, { order: 2 }), item(2, 1)], new Set());
    expect(tree.map((m) => m.id)).toEqual([3, 1]);
    expect(tree[1]?.items.map((m) => m.id)).toEqual([2]);
  });
  it('shows allowed_roles items only to holders of one of them', () => {
    const items = [item(1, null, { allowed_roles: [10, 11] })];
    expect(visibleMenuTree(items, new Set([5]))).toEqual([]);
    expect(visibleMenuTree(items, new Set([11]))).toHaveLength(1);
  });
  it('hides blocked_roles items from their holders, with their children', () => {
    const items = [item(1, null, { blocked_roles: [7] }), item(2, 1)];
    expect(visibleMenuTree(items, new Set([7]))).toEqual([]);
    expect(visibleMenuTree(items, new Set([8]))[0]?.items).toHaveLength(1);
  });
});

describe('menuTableOrder', () => {
  it('lists depth first, siblings by order, with indent and has_children', () => {
    const rows = [
      item(1, null, { order: 2 }),
      item(2, 1, { order: 2 }),
      item(3, 1, { order: 1 }),
      item(4, null, { order: 1 }),
      item(5, 3),
    ];
    expect(menuTableOrder(rows).map((m) => [m.id, m.indent, m.has_children])).toEqual([
      [4, 0, false],
      [1, 0, true],
      [3, 1, true],
      [5, 2, false],
      [2, 1, false],
    ]);
  });

  it('shows an item whose parent is not listed at the top level', () => {
    expect(menuTableOrder([item(9, 42)]).map((m) => [m.id, m.indent])).toEqual([[9, 0]]);
  });
});

describe('selfAndDescendants', () => {
  it('finds the item and everything below it, whatever the listing order', () => {
    const rows = [item(5, 3), item(3, 1), item(1, null), item(2, 1), item(7, null)];
    expect([...selfAndDescendants(rows, 1)].sort()).toEqual([1, 2, 3, 5]);
    expect([...selfAndDescendants(rows, 7)]).toEqual([7]);
  });
});
