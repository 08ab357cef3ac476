import { ApiError } from '../../api/client';
import { formatFormErrors } from '../../api/formErrors';

/**
 * What the login form says after a failed attempt: the server's message for bad credentials (400)
 * and for the lock-out (429), a generic translated line otherwise.
 */
export function loginErrorText(error: unknown, translate: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return translate('globalMessage.networkError');
    if (error.status === 400 || error.status === 429 || error.status === 403) {
      const lines = formatFormErrors(error.data);
      if (lines.length > 0 && typeof error.data === 'object') return lines.join('\n');
    }
  }
  return translate('login.failed');
}
