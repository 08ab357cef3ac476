import {
  type DirectoryList,
  type DirectoryRecord,
  directoryList,
  directoryRecord,
  standardListResponse,
  standardRecord,
  standardTreeResponse,
} from '@qualium/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { siteScope } from '../../api/scope';
import { submitForm } from '../../api/submit';

/**
 * The folder and standards calls (records-explorer §7 "Directory", "Standards"; server:
 * apps/server/src/modules/directories, …/standards). `scope` is a centro scope path
 * (`/demo/12`), as folders belong to one centro.
 */
export const foldersKey = (scope: string) => ['directories', scope] as const;

export async function fetchFolderList(scope: string, signal?: AbortSignal): Promise<DirectoryList> {
  return directoryList.parse(await apiRequest(`${scope}/directory/`, { signal, silent: true }));
}

/** A centro's folders and whether the user may change them; loads are silent, the callers draw their own states. */
export function useFolderList(scope: string | null) {
  return useQuery({
    queryKey: foldersKey(scope ?? ''),
    enabled: scope !== null,
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchFolderList(scope as string, signal),
  });
}

/** What a folder form sends (records-explorer §7: name, color, parent or null). */
export interface FolderInput {
  name: string;
  color: string;
  parent: number | null;
}

/** Writes are silent: the dialogs show the server's field errors and refusals themselves. */
export async function createFolder(scope: string, input: FolderInput): Promise<DirectoryRecord> {
  return directoryRecord.parse(await apiRequest(`${scope}/directory/`, { method: 'POST', body: input, silent: true }));
}

export async function updateFolder(scope: string, id: number, input: FolderInput): Promise<DirectoryRecord> {
  return directoryRecord.parse(
    await apiRequest(`${scope}/directory/${id}/`, { method: 'PUT', body: input, silent: true }),
  );
}

export async function deleteFolder(scope: string, id: number, businessProcess: string): Promise<void> {
  await apiRequest(`${scope}/directory/${id}/`, {
    method: 'DELETE',
    query: { business_process: businessProcess },
    silent: true,
  });
}

/**
 * records-explorer §7: after each create, update or delete the centro's folder list is read again — ours, and
 * the one the forms' folder input keeps (features/forms: ['folders', scope]).
 */
export async function reloadFolders(queryClient: QueryClient, scope: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: foldersKey(scope) }),
    queryClient.invalidateQueries({ queryKey: ['folders', scope] }),
  ]);
}

// --- standards ------------------------------------------------------------------------------

/** Standards belong to the company: site-scope calls (the server takes a centro scope too). */
export function useStandards(sitePath: string | null) {
  const scope = sitePath === null ? null : siteScope(sitePath);
  const tree = useQuery({
    queryKey: ['standards', 'tree', scope],
    enabled: scope !== null,
    queryFn: async ({ signal }) =>
      standardTreeResponse.parse(await apiRequest(`${scope}/standard/tree/`, { signal, silent: true })),
  });
  const list = useQuery({
    queryKey: ['standards', 'list', scope],
    enabled: scope !== null,
    queryFn: async ({ signal }) =>
      standardListResponse.parse(await apiRequest(`${scope}/standard/`, { signal, silent: true })),
  });
  return { tree, list };
}

/** POST {site}/standard/ as form data (records-explorer §7: multipart). */
export async function createStandard(
  sitePath: string | null,
  input: { name: string; code: string; parent: number | null },
) {
  const form = new FormData();
  form.append('name', input.name);
  form.append('code', input.code);
  form.append('parent', input.parent === null ? '' : String(input.parent));
  return standardRecord.parse(await submitForm({ path: `${siteScope(sitePath)}/standard/`, form }));
}
