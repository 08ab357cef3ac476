import { ApiError, apiRequest } from '../../../api/client';
import { submitForm } from '../../../api/submit';

/**
 * The administration screens' calls. Lists are silent (each screen draws its own failure and
 * logs it the spec's way, "Error {status} getting list of …"); writes are silent too (their
 * dialogs render the server's form errors through the shared routine, shell-and-admin §8).
 */
export async function loadList<T>(
  path: string,
  what: string,
  parse: (data: unknown) => T,
  options: { signal?: AbortSignal; query?: Record<string, string> } = {},
): Promise<T> {
  try {
    return parse(await apiRequest(path, { ...options, silent: true }));
  } catch (error) {
    if (error instanceof ApiError) console.error(`Error ${error.status} getting list of ${what}`);
    throw error;
  }
}

export async function loadOne<T>(path: string, parse: (data: unknown) => T, signal?: AbortSignal): Promise<T> {
  return parse(await apiRequest(path, { signal, silent: true }));
}

/** POST to `base` (id null) or PUT to `base{id}/`, as multipart form data (shell-and-admin §7: "form"). */
export async function saveForm<T>(base: string, id: number | null, form: FormData, parse: (data: unknown) => T) {
  const path = id === null ? base : `${base}${id}/`;
  return parse(await submitForm({ path, method: id === null ? 'POST' : 'PUT', form }));
}

export async function remove(base: string, id: number): Promise<void> {
  await apiRequest(`${base}${id}/`, { method: 'DELETE', silent: true });
}
