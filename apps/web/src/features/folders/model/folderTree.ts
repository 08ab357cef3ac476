import { type DirectoryRecord, FOLDER_PATH_MAX, foldText, TREE_DEPTH_CAP } from '@qualium/contracts';

/**
 * Pure folder logic shared by the explorer's side tree, its folder editor and the Directories
 * screen: nesting, search, the cascading selection, the parents a folder may move under, and the
 * path display. Folders are the records of `GET {centro}/directory` (path = ancestor ids).
 */

export interface FolderNode {
  folder: DirectoryRecord;
  nodes: FolderNode[];
}

const byName = (a: DirectoryRecord, b: DirectoryRecord) => a.name.localeCompare(b.name, 'es') || a.id - b.id;

/** The folders nested under their parents, siblings by name, at most TREE_DEPTH_CAP levels (records-explorer §9). */
export function folderTree(folders: readonly DirectoryRecord[]): FolderNode[] {
  const kept = folders.filter((f) => f.level <= TREE_DEPTH_CAP).sort(byName);
  const nodes = new Map(kept.map((f) => [f.id, { folder: f, nodes: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const folder of kept) {
    const node = nodes.get(folder.id) as FolderNode;
    const parent = folder.parent_id === null ? undefined : nodes.get(folder.parent_id);
    if (parent) parent.nodes.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The folder and every folder below it. */
export function subtreeIds(folders: readonly DirectoryRecord[], id: number): number[] {
  return folders.filter((f) => f.id === id || f.path.includes(id)).map((f) => f.id);
}

/**
 * The tree cut down to the folders whose name holds the search text (case and accents aside, so
 * 'proced' finds 'Procedimientos' and 'especificos' 'específicos') and their ancestors (so each
 * match shows where it is), with the ids of the folders to open so every match is in sight.
 */
export function searchTree(nodes: readonly FolderNode[], search: string): { nodes: FolderNode[]; open: number[] } {
  const needle = foldText(search.trim());
  if (needle === '') return { nodes: [...nodes], open: [] };
  const open: number[] = [];
  const visit = (list: readonly FolderNode[]): FolderNode[] =>
    list.flatMap((node) => {
      const inner = visit(node.nodes);
      if (inner.length > 0) open.push(node.folder.id);
      return inner.length > 0 || foldText(node.folder.name).includes(needle) ? [{ ...node, nodes: inner }] : [];
    });
  return { nodes: visit(nodes), open };
}

export type CheckState = 'checked' | 'partial' | 'none';

/** A folder is ticked when it and everything below it is; partly when only some of them are. */
export function checkState(folders: readonly DirectoryRecord[], selected: ReadonlySet<number>, id: number): CheckState {
  const ids = subtreeIds(folders, id);
  const ticked = ids.filter((i) => selected.has(i)).length;
  if (ticked === ids.length) return 'checked';
  return ticked > 0 ? 'partial' : 'none';
}

/**
 * Ticking a folder ticks everything below it, so its documents and its subfolders' are listed;
 * unticking it unticks them all. Ids of folders outside `folders` (another centro's) stay as they are.
 */
export function toggleFolder(folders: readonly DirectoryRecord[], selected: readonly number[], id: number): number[] {
  const branch = new Set(subtreeIds(folders, id));
  const rest = selected.filter((i) => !branch.has(i));
  return checkState(folders, new Set(selected), id) === 'checked' ? rest : [...rest, ...branch].sort((a, b) => a - b);
}

/** Levels from the folder down to its deepest subfolder: 1 without subfolders. */
export function subtreeHeight(folders: readonly DirectoryRecord[], folder: DirectoryRecord): number {
  const below = folders.filter((f) => f.path.includes(folder.id)).map((f) => f.level);
  return Math.max(folder.level, ...below) - folder.level + 1;
}

export interface ParentChoice {
  folder: DirectoryRecord;
  /** Going under it would pass the depth cap with everything the folder holds. */
  tooDeep: boolean;
}

/**
 * Where a folder may go (records-explorer §5: never under itself or a folder below it), in tree order; those
 * that would take it past TREE_DEPTH_CAP levels are marked. For a new folder, every folder.
 */
export function parentChoices(folders: readonly DirectoryRecord[], moving: DirectoryRecord | null): ParentChoice[] {
  const excluded = new Set(moving ? subtreeIds(folders, moving.id) : []);
  const height = moving ? subtreeHeight(folders, moving) : 1;
  return inTreeOrder(folders)
    .filter((f) => !excluded.has(f.id))
    .map((folder) => ({ folder, tooDeep: folder.level + height > TREE_DEPTH_CAP }));
}

/** Depth-first, siblings by name: how the tree and the tables list folders. */
export function inTreeOrder(folders: readonly DirectoryRecord[]): DirectoryRecord[] {
  const walk = (nodes: readonly FolderNode[]): DirectoryRecord[] => nodes.flatMap((n) => [n.folder, ...walk(n.nodes)]);
  return walk(folderTree(folders));
}

/** records-explorer §9 / shell-and-admin §2.9: a path longer than 60 characters ends in an ellipsis at the 60th. */
export function cutPath(path: string, max = FOLDER_PATH_MAX): string {
  const chars = Array.from(path);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : path;
}
