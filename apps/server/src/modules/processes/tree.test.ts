import { describe, expect, it } from 'vitest';
import { buildTree, pathIds, withAncestors } from './tree.js';

const item = (path: string) => {
  const ids = pathIds(path);
  return { id: ids[ids.length - 1]!, parent: ids.length > 1 ? ids[ids.length - 2]! : null, path: ids };
};

describe('trees of materialised paths', () => {
  const items = ['/1/', '/1/2/', '/1/2/3/', '/1/2/3/4/', '/1/2/3/4/5/', '/1/2/3/4/5/6/', '/7/'].map(item);

  it('nests children under parents and caps the depth', () => {
    const tree = buildTree(items, 5);
    expect(tree.map((n) => n.id)).toEqual([1, 7]);
    let node = tree[0]!;
    let depth = 1;
    while (node.children.length > 0) {
      node = node.children[0]!;
      depth++;
    }
    expect(depth).toBe(5);
  });

  it('adds the ancestors of a selection', () => {
    expect([...withAncestors(items, new Set([3]))].sort()).toEqual([1, 2, 3]);
  });

  it('makes an item whose parent is missing a root', () => {
    expect(buildTree([item('/1/2/3/')], 5).map((n) => n.id)).toEqual([3]);
  });
});
