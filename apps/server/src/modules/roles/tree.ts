/**
 * Materialised paths of the role tree (`roles.path`: ancestor ids root first, the role last, as
 * `/3/7/12/`). Pure helpers so the move and cycle rules are tested without a database.
 */

/** The path of a role under `parentPath` (null: "Reports to anyone"). */
export const childPath = (parentPath: string | null, id: number) => `${parentPath ?? '/'}${id}/`;

/** '/3/7/12/' → [3, 7, 12] */
export const pathIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/** Whether `path` is the role at `rootPath` or below it: a parent there would make a cycle. */
export const isAtOrBelow = (path: string, rootPath: string) => path.startsWith(rootPath);

/** The new path of a role of the moved subtree: its old prefix replaced by the moved role's new path. */
export function movedPath(path: string, oldRootPath: string, newRootPath: string): string {
  if (!path.startsWith(oldRootPath)) throw new Error(`${path} is not under ${oldRootPath}`);
  return newRootPath + path.slice(oldRootPath.length);
}

export interface TreeRow {
  id: number;
  parent_id: number | null;
  name: string;
}

/**
 * Rows in tree order (depth first, siblings by name, then id), each with its depth. Rows whose
 * parent is not in the list start trees of their own, so a partial list still shows every row.
 */
export function inTreeOrder<T extends TreeRow>(rows: readonly T[]): Array<T & { level: number }> {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: Array<T & { level: number }> = [];
  const visit = (parent: number | null, level: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    for (const row of siblings) {
      out.push({ ...row, level });
      visit(row.id, level + 1);
    }
  };
  visit(null, 0);
  return out;
}
