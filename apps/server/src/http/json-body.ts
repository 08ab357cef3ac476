import { JSON_MAX_DEPTH, jsonDepthWithin, MESSAGES } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';
import { findNul, nulFieldError } from './nul-guard.js';

/**
 * JSON bodies, read as text under the app's body limit (1 MiB), then checked in this order:
 * nesting depth, in one pass over the text before anything is built (JSON_MAX_DEPTH, so that no
 * later walk of the value can run out of stack); Fastify's own parser (malformed JSON, prototype
 * poisoning: 400); NUL in any key or text (nul-guard.ts), walked only when the text spells one.
 * Parsing comes after the onRequest hooks, so a caller without a token or without the route's
 * access gets its 401 or 403 before its body is read at all.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = text as string;
    if (!jsonDepthWithin(body)) return done(badRequest(MESSAGES.jsonTooDeep(JSON_MAX_DEPTH)), undefined);
    parse(request, body, (error, value) => {
      if (error) return done(error, undefined);
      // NUL can only be written \u0000 in JSON text; without that spelling there is nothing to find.
      const at = body.includes('\\u0000') ? findNul(value) : null;
      if (at) return done(nulFieldError(at), undefined);
      done(null, value);
    });
  });
}
