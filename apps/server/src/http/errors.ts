import { MESSAGES, type MessageText } from '@qualium/contracts';

/**
 * `{field: [messages]}` as services write it: each message a catalog message (its English text, or
 * its Localized texts), rendered in the client's language by the error handler.
 */
export type MessageFieldErrors = Record<string, MessageText[]>;

/** What an HttpError answers: `{detail}` or field errors, still in every language. */
export type ErrorBody = { detail: MessageText } | MessageFieldErrors;

/**
 * One error type for every expected failure. Services throw it with catalog messages; the error
 * handler turns it into the Django-REST-style body the specs' client reads, in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    const detail = 'detail' in body && !Array.isArray(body.detail) ? body.detail : undefined;
    super(detail === undefined ? `HTTP ${statusCode}` : typeof detail === 'string' ? detail : detail.en);
  }
}

export const badRequest = (body: MessageFieldErrors | MessageText) =>
  new HttpError(400, typeof body === 'string' || !isFieldErrors(body) ? { detail: body } : body);
export const unauthorized = (detail: MessageText = MESSAGES.notAuthenticated) => new HttpError(401, { detail });
export const forbidden = (detail: MessageText = MESSAGES.forbidden) => new HttpError(403, { detail });
export const notFound = (detail: MessageText = MESSAGES.notFound) => new HttpError(404, { detail });
export const tooManyRequests = (detail: MessageText, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });
export const conflict = (detail: MessageText) => new HttpError(409, { detail });

/** Field errors are lists under each field; a Localized is one message with a text per language. */
function isFieldErrors(body: MessageFieldErrors | MessageText): body is MessageFieldErrors {
  return Object.values(body).every(Array.isArray);
}
