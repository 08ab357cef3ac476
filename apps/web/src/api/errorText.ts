import type { ApiError } from './client';
import { formatFormErrors } from './formErrors';

/**
 * The text of the global error message for a failed call: the server's own words when it sent
 * some (via the form-error routine), a generic translated line otherwise (HTML error pages,
 * empty bodies, network failures).
 */
export function errorText(
  error: ApiError,
  translate: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (error.status === 0) return translate('globalMessage.networkError');
  const body = error.data;
  const looksLikeHtml = typeof body === 'string' && body.trimStart().startsWith('<');
  const lines = looksLikeHtml ? [] : formatFormErrors(body);
  return lines.length > 0 ? lines.join('\n') : translate('globalMessage.httpError', { status: error.status });
}
