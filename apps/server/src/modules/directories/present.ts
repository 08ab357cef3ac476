import type { DirectoryRecord } from '@qualium/contracts';
import { pathIds } from '../processes/tree.js';
import type { DirectoryRow } from './repo.js';

/**
 * Folder records (records-explorer §3 Directory) from rows that include each folder's ancestors and
 * children: `path` lists the ancestors, the readable path joins their names and the folder's own
 * with '/', and level 1 is the top.
 */
export function presentDirectories(rows: readonly DirectoryRow[], wanted: readonly DirectoryRow[] = rows) {
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row.id);
    children.set(row.parent_id, list);
  }
  return wanted.map((row): DirectoryRecord => {
    const path = pathIds(row.path).filter((id) => id !== row.id);
    return {
      id: row.id,
      name: row.name,
      color: row.color,
      parent_id: row.parent_id,
      parent_name: row.parent_id === null ? null : (names.get(row.parent_id) ?? null),
      centro_id: row.centro_id,
      path,
      readable_path: [...path.map((id) => names.get(id) ?? ''), row.name].join('/'),
      level: path.length + 1,
      children: (children.get(row.id) ?? []).sort((a, b) => a - b),
    };
  });
}

/**
 * Folders in the order of their readable paths, compared name by name so that a folder comes right
 * after its parent and before the parent's next sibling ('A', 'A/B', 'A B').
 */
export function byReadablePath(a: DirectoryRecord, b: DirectoryRecord): number {
  const as = a.readable_path.split('/');
  const bs = b.readable_path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const order = (as[i] as string).localeCompare(bs[i] as string, 'es');
    if (order !== 0) return order;
  }
  return as.length - bs.length || a.id - b.id;
}
