import { MESSAGES } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const NUL = '\u0000';

/**
 * The path (keys and indexes) of the first text in a parsed body that holds NUL, in a key or in
 * a value; `[]` when the body itself is such a text, null when there is none.
 */
export function findNul(value: unknown, at: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? at : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...at, key];
    const found = findNul(item, [...at, key]);
    if (found) return found;
  }
  return null;
}

/** The 400 for a NUL in a named field (or in the body as a whole). */
export function nulFieldError(path: readonly string[]) {
  return badRequest({ [path.length > 0 ? path.join('.') : 'non_field_errors']: [MESSAGES.nulCharacter] });
}

/**
 * PostgreSQL cannot store NUL in text and fails the query, so NUL is refused where input enters,
 * for both databases alike: in the URL (path, scope and query, before authentication looks
 * anything up) and in JSON bodies. Multipart text fields are checked as they are read
 * (multipart.ts); no header reaches the database.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // NUL can only arrive percent-encoded: Node's HTTP parser refuses a raw one in the request line.
    if (/%00/.test(request.originalUrl) || request.originalUrl.includes(NUL)) {
      throw badRequest(MESSAGES.nulCharacter);
    }
  });
  app.addHook('preValidation', async (request) => {
    const at = findNul(request.body);
    if (at) throw nulFieldError(at);
  });
}
