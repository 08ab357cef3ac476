import { type FieldErrors, type Language, localize, MESSAGES } from '@qualium/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, HttpError } from './errors.js';
import { requestLanguage } from './language.js';

/** The language a refusal is written in: the interface's (Accept-Language), else the user's saved one. */
const languageOf = (request: FastifyRequest): Language => requestLanguage(request, request.auth?.user.lang);

/** An error body with every catalog message in `lang` (other texts go out as they are). */
function rendered(body: ErrorBody, lang: Language): { detail: string } | FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' && !Array.isArray(value)) return { detail: localize(value, lang) };
    out[key] = (value as FieldErrors[string]).map((text) => localize(text, lang));
  }
  return out;
}

/**
 * Maps every failure to a clear 4xx body, or a bare 500 that reveals nothing.
 * Validation issues become `{field: [messages]}` (docs/design.md §4). Messages are
 * translated here, at the edge: services throw catalog messages, whatever the language.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(rendered(error.body, lang));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        const list = body[key] ?? [];
        const message = v.message ? localize(v.message, lang) : undefined;
        if (message && !list.includes(message)) list.push(message);
        body[key] = list;
      }
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      return reply.status(status).send({ detail: localize(error.message || MESSAGES.badRequest, lang) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: localize(MESSAGES.internalError, lang) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: localize(MESSAGES.notFound, languageOf(request)) });
  });
}
