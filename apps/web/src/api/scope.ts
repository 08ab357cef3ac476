/**
 * API scope helpers (docs/design.md §4): site-level calls go to `/api/v1{sitePath}/…`, centro-level
 * calls to `/api/v1{sitePath}/{centroId}/…`.
 */
export function siteScope(sitePath: string | null): string {
  if (!sitePath) throw new Error('No client session found');
  return sitePath.endsWith('/') ? sitePath.slice(0, -1) : sitePath;
}

export function centroScope(sitePath: string | null, centroId: number | null): string {
  if (centroId === null) throw new Error('No client session found');
  return `${siteScope(sitePath)}/${centroId}`;
}
