import type { ProcessTreeNode } from '@qualium/contracts';

/** The three groups of a process map, in the order it is read (shell-and-admin §9 "Process types"). */
export const PROCESS_GROUPS = ['strategic', 'core', 'support'] as const;
export type ProcessGroup = (typeof PROCESS_GROUPS)[number];

/**
 * The tree's roots by their type. A branch stays under its root's group even when a process
 * deeper in it has another type, so that no process is torn from its parent.
 */
export function groupRoots(tree: readonly ProcessTreeNode[]): Record<ProcessGroup, ProcessTreeNode[]> {
  const groups: Record<ProcessGroup, ProcessTreeNode[]> = { strategic: [], core: [], support: [] };
  for (const root of tree) groups[root.process_type].push(root);
  return groups;
}

/** Where a process's units are: the explorer of each BP whose `info.process` is this process. */
export const unitsLink = (bpReference: string): string =>
  `/explorer?${new URLSearchParams({ business_process: bpReference }).toString()}`;

/** The texts a process may describe itself with, in reading order; empty ones are left out. */
export const DETAIL_KEYS = ['description', 'objective', 'scope', 'entries', 'outputs', 'activities'] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

export function detailsOf(node: Pick<ProcessTreeNode, DetailKey>): Array<{ key: DetailKey; text: string }> {
  return DETAIL_KEYS.map((key) => ({ key, text: node[key].trim() })).filter((d) => d.text !== '');
}

/** How many processes of a group the user takes part in (its header says so). */
export function participatingCount(nodes: readonly ProcessTreeNode[]): number {
  return nodes.reduce((n, node) => n + (node.participating ? 1 : 0) + participatingCount(node.children), 0);
}
