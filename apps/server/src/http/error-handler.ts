import { type FieldErrors, isCatalogMessage, type Language, localize, MESSAGES } from '@qualium/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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

/** Fastify's own refusals of a body (its content-type parsers), by error code. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.contentLengthMismatch,
};

/**
 * A client error Fastify or a plugin raised: a catalog message, one of Fastify's known refusals, or
 * else the general "The request is not valid." (their own English never reaches the user).
 */
function clientErrorMessage(error: FastifyError): string {
  if (error.message && isCatalogMessage(error.message)) return error.message;
  return FASTIFY_MESSAGES[error.code] ?? MESSAGES.badRequest;
}

/**
 * Maps every failure to a clear 4xx body, or a bare 500 that reveals nothing.
 * Validation issues come as `{field: [messages]}` HttpErrors (validator.ts, docs/design.md §4). Messages are
 * translated here, at the edge: services throw catalog messages, whatever the language.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(rendered(error.body, lang));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      request.log.debug({ err: error }, 'client error');
      return reply.status(status).send({ detail: localize(clientErrorMessage(error), lang) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: localize(MESSAGES.internalError, lang) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: localize(MESSAGES.notFound, languageOf(request)) });
  });
}
