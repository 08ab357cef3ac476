import type { Folder } from '../api';

/**
 * Readable folder paths (records-explorer §3: ancestor names joined with '/'), cut at 60
 * characters from the left as the folder path display is (§9), so the folder's own name stays.
 */
export const FOLDER_PATH_MAX = 60;

export function folderPaths(folders: readonly Folder[]): Map<number, string> {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const paths = new Map<number, string>();
  for (const folder of folders) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let f: Folder | undefined = folder;
      f && !seen.has(f.id);
      f = f.parent_id === null ? undefined : byId.get(f.parent_id)
    ) {
      seen.add(f.id);
      names.unshift(f.name);
    }
    const path = names.join('/');
    paths.set(folder.id, path.length > FOLDER_PATH_MAX ? `…${path.slice(-(FOLDER_PATH_MAX - 1))}` : path);
  }
  return paths;
}
