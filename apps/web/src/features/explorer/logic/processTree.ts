import type { ProcessTreeNode } from '@qualium/contracts';

/**
 * The process filter's tree (records-explorer §4, §5). The tree also holds ancestors the user
 * does not participate in, only to keep it connected: those are never a filter value themselves.
 */

/** The ids of the processes the user participates in, at and below a node. */
export function selectableIds(node: ProcessTreeNode): number[] {
  return [...(node.participating ? [node.id] : []), ...node.children.flatMap(selectableIds)];
}

/** A node shows ticked when it is chosen, or — for a connecting ancestor — when all below it are. */
export function isProcessChecked(selected: readonly number[], node: ProcessTreeNode): boolean {
  if (node.participating) return selected.includes(node.id);
  const ids = selectableIds(node);
  return ids.length > 0 && ids.every((id) => selected.includes(id));
}

/** Selecting a parent selects all its descendants; deselecting it deselects them. */
export function toggleProcess(selected: readonly number[], node: ProcessTreeNode): number[] {
  const ids = selectableIds(node);
  const next = new Set(selected);
  if (isProcessChecked(selected, node)) for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return [...next].sort((a, b) => a - b);
}

function walk(nodes: readonly ProcessTreeNode[], visit: (node: ProcessTreeNode) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children, visit);
  }
}

/** Process id → name, for chips. */
export function processNames(tree: readonly ProcessTreeNode[]): Map<number, string> {
  const out = new Map<number, string>();
  walk(tree, (n) => out.set(n.id, n.name));
  return out;
}
