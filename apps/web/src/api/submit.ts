import { API_PREFIX } from '../config';
import { currentLanguage } from '../i18n';
import { session } from '../session/session';
import { ApiError } from './client';

/**
 * Sends the dialog's multipart body. XMLHttpRequest rather than the fetch client because it
 * reports upload progress, which the dialog shows while files of nearly 20 MiB travel. Same
 * contract as apiRequest: Token header, ApiError on failure, and a 401 ends the session (the
 * route guard then sends the user to login and back).
 */
export interface SubmitOptions {
  /** Relative to /api/v1, like apiRequest's paths. */
  path: string;
  form: FormData;
  /** POST by default; replacing uploads (a BP's new version, one's preferences) PUT. */
  method?: 'POST' | 'PUT';
  /** Makes a retried or doubled creation answer the first unit (docs/decisions.md). */
  idempotencyKey?: string;
  /** Fraction of the body sent, 0..1. */
  onProgress?: (fraction: number) => void;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function submitForm<T>({ path, form, method = 'POST', idempotencyKey, onProgress }: SubmitOptions): Promise<T> {
  const url = `${API_PREFIX}${path}`;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    // Field messages come back in the interface's language, as every other answer does.
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = session.get().persisted.token;
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      if (xhr.status === 401) session.purge();
      reject(new ApiError(xhr.status, data, url, undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', url, undefined));
    xhr.send(form);
  });
}
