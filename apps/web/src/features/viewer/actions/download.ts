import { ApiError } from '../../../api/client';
import { API_PREFIX } from '../../../config';
import { session } from '../../../session/session';

/** Records-explorer §7: files are saved as blobs under a given name; the object URL is revoked 100 ms later. */
export const OBJECT_URL_REVOKE_MS = 100;

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS);
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
 * Fetches a binary answer of the API (unit files, unit reports) with the session's token and saves
 * it. The JSON client reads bodies as text, which would corrupt binary files. A failure is answered,
 * not shown: records-explorer §8 gives each kind of download its own reaction.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  filename: string,
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  const url = `${API_PREFIX}${path}?${new URLSearchParams(query).toString()}`;
  const token = session.get().persisted.token;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Token ${token}` } : {} });
  } catch (cause) {
    return { ok: false, error: new ApiError(0, String(cause), url, query) };
  }
  if (!response.ok) return { ok: false, error: new ApiError(response.status, await errorBody(response), url, query) };
  saveBlob(await response.blob(), fileNameOf(response) ?? filename);
  return { ok: true };
}
