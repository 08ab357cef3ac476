import { ApiError } from '../api/client';
import { errorText } from '../api/errorText';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The words a confirm dialog shows when its action failed: the server's own when it sent some
 * (a refusal says what still depends on the item), otherwise the caller's `failedText` or, without
 * one, the generic network / HTTP line of the global message.
 */
export function confirmFailureText(error: unknown, translate: Translate, failedText?: string): string {
  // errorText asks `translate` only for its generic lines, so a caller's own line takes their place.
  if (error instanceof ApiError) return errorText(error, failedText === undefined ? translate : () => failedText);
  return failedText ?? String(error);
}
