/** A node of a tree stored with materialised paths ('/3/7/12/'): processes, standards. */
export interface TreeItem {
  id: number;
  parent: number | null;
  /** Ancestor ids, root first, the item itself last. */
  path: number[];
}

export type TreeNode<T> = T & { children: Array<TreeNode<T>> };

/** '/3/7/12/' → [3, 7, 12] */
export const pathIds = (path: string): number[] => path.split('/').filter(Boolean).map(Number);

/**
 * Nests items under their parents, keeping the input order among siblings. Items deeper than
 * `depthCap` are left out (the specs cap these trees at 5 levels); an item whose parent is not in
 * the list becomes a root, so a filtered list never loses what it kept.
 */
export function buildTree<T extends TreeItem>(items: readonly T[], depthCap: number): Array<TreeNode<T>> {
  const kept = items.filter((item) => item.path.length <= depthCap);
  const nodes = new Map<number, TreeNode<T>>(kept.map((item) => [item.id, { ...item, children: [] }]));
  const roots: Array<TreeNode<T>> = [];
  for (const item of kept) {
    const node = nodes.get(item.id) as TreeNode<T>;
    const parent = item.parent === null ? undefined : nodes.get(item.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The given ids plus every ancestor of them, so that a tree of a selection stays connected. */
export function withAncestors(items: readonly TreeItem[], ids: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  for (const item of items) {
    if (ids.has(item.id)) for (const id of item.path) out.add(id);
  }
  return out;
}
