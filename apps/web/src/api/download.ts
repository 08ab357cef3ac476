import { API_PREFIX } from '../config';
import { session } from '../session/session';
import { ApiError } from './client';

/** Records-explorer §7: files are saved as blobs under a given name; the object URL is revoked 100 ms later. */
export const OBJECT_URL_REVOKE_MS = 100;

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS);
}

/**
 * records-explorer §8: a failed download the spec gives no reaction of its own ("other download
 * failures, custom-template downloads": a file chip, a version row, the current file, a template
 * file) is only logged — no message. Report downloads and the download-options action answer the
 * user themselves.
 */
export function logDownloadFailure(what: string, error: ApiError): void {
  console.error('Download failed', what, error.status, error.data);
}

/** The name the server gives in Content-Disposition (RFC 6266 `filename*` first), if any. */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain form
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** The error body as the JSON client would read it, so the global message shows the server's words. */
async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A binary answer of the API, fetched with the session's token (POSTing `body` when given: a custom
 * report template as a form, a list report's selection as JSON); a failure is answered, not shown.
 */
export async function fetchFile(
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
  body?: FormData | object,
): Promise<{ ok: true; blob: Blob; filename: string | null } | { ok: false; error: ApiError }> {
  const url = `${API_PREFIX}${path}?${new URLSearchParams(query).toString()}`;
  const token = session.get().persisted.token;
  let response: Response;
  try {
    const headers: Record<string, string> = token ? { Authorization: `Token ${token}` } : {};
    // A form goes as multipart (the browser sets its boundary); anything else as JSON.
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['Content-Type'] = 'application/json';
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
      headers,
      signal,
    });
  } catch (cause) {
    return { ok: false, error: new ApiError(0, String(cause), url, query) };
  }
  if (!response.ok) return { ok: false, error: new ApiError(response.status, await errorBody(response), url, query) };
  return { ok: true, blob: await response.blob(), filename: fileNameOf(response) };
}

/**
 * Fetches a binary answer of the API (unit files, unit reports) and saves it. The JSON client reads
 * bodies as text, which would corrupt binary files. A failure is answered, not shown:
 * records-explorer §8 gives each kind of download its own reaction.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  filename: string,
  body?: FormData | object,
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  const result = await fetchFile(path, query, undefined, body);
  if (!result.ok) return result;
  saveBlob(result.blob, result.filename ?? filename);
  return { ok: true };
}
