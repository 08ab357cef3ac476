import { API_PREFIX } from '../config';

/**
 * The one fetch wrapper: JSON in and out, `Authorization: Token <key>`, AbortSignal, and the
 * shell-and-admin §4 error policy (401 → session reset and login; other failures → global message).
 * The session and UI reactions are injected with `configureApiClient` so this file has no
 * dependency on React or the session store.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly url: string,
    readonly params: Record<string, string> | undefined,
  ) {
    super(`HTTP ${status} ${url}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query-string parameters; also what the error "copy" button reports as `params`. */
  query?: Record<string, string>;
  /** JSON body. Never echoed into error details: it may hold passwords. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the Token header (default true). Public look-ups and login send none. */
  auth?: boolean;
  /** Use this token instead of the session's (right after login, before the session is stored). */
  token?: string;
  /** React to a 401 by resetting the session (default true). The token check turns it off. */
  handle401?: boolean;
  /** The caller shows the error itself (forms, login): don't raise the global message. */
  silent?: boolean;
}

export interface ApiClientHooks {
  getToken(): string | null;
  /** The interface language, sent as Accept-Language: the server answers labels and names in it. */
  getLanguage?(): string;
  onUnauthorized(error: ApiError): void;
  onError(error: ApiError): void;
}

let hooks: ApiClientHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  onError: () => {},
};

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

/** For callers that made a silent request but decide afterwards that the user should hear about it. */
export function reportApiError(error: ApiError): void {
  hooks.onError(error);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function buildUrl(path: string, query?: Record<string, string>): string {
  const base = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query || Object.keys(query).length === 0) return base;
  return `${base}?${new URLSearchParams(query).toString()}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Path is relative to /api/v1, e.g. `/user_data/me/` or `${centroScope}/menuitem/full`. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, auth = true, handle401 = true, silent = false } = options;
  const url = buildUrl(path, query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? (options.token ?? hooks.getToken()) : null;
  if (token) headers.Authorization = `Token ${token}`;
  const language = hooks.getLanguage?.();
  if (language) headers['Accept-Language'] = language;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    // Network failure: no HTTP status; report it like any other failed call.
    const error = new ApiError(0, cause instanceof Error ? cause.message : String(cause), url, query);
    if (!silent) hooks.onError(error);
    throw error;
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = new ApiError(response.status, data, url, query);
  if (response.status === 401 && handle401 && auth) hooks.onUnauthorized(error);
  else if (!silent) hooks.onError(error);
  throw error;
}
