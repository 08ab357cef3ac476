import { RESOURCE_SEGMENTS } from '@qualium/contracts';

/** Scope as written in the URL, before the database confirms it. */
export interface ScopeInUrl {
  sitePath: string | null;
  centroId: number | null;
}

const API_PREFIX = '/api/v1/';
const RESOURCES = new Set<string>(RESOURCE_SEGMENTS);
const NUMERIC = /^\d{1,9}$/;

/**
 * Splits `/api/v1/demo/norte/12/unit/x/?q` into the scope (`/demo/norte`, 12) and
 * the resource URL `/api/v1/unit/x/?q` that routes are registered on.
 * Site url_names are never numeric nor a resource name, so the split is syntactic.
 */
export function splitScopedUrl(url: string): { url: string; scope: ScopeInUrl } {
  const none = { url, scope: { sitePath: null, centroId: null } };
  if (!url.startsWith(API_PREFIX)) return none;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const segments = pathname.slice(API_PREFIX.length).split('/');
  const site: string[] = [];
  let i = 0;
  while (i < segments.length) {
    const seg = segments[i] ?? '';
    if (seg === '' || NUMERIC.test(seg) || RESOURCES.has(seg)) break;
    site.push(seg);
    i++;
  }
  let centroId: number | null = null;
  if (site.length > 0 && NUMERIC.test(segments[i] ?? '')) {
    centroId = Number(segments[i]);
    i++;
  }
  if (site.length === 0) return none;
  const rest = segments.slice(i).join('/');
  return {
    url: `${API_PREFIX}${rest}${query}`,
    scope: { sitePath: `/${site.join('/')}`, centroId },
  };
}
