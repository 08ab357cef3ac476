import { type FieldErrors, MESSAGES } from '@qualium/contracts';

/**
 * One error type for every expected failure. Services throw it; the error
 * handler turns it into the Django-REST-style body the specs' client reads.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (body: FieldErrors | string) =>
  new HttpError(400, typeof body === 'string' ? { detail: body } : body);
export const unauthorized = (detail: string = MESSAGES.notAuthenticated) => new HttpError(401, { detail });
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, { detail });
export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, { detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });
export const conflict = (detail: string) => new HttpError(409, { detail });
