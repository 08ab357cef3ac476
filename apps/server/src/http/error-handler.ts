import { type FieldErrors, MESSAGES } from '@qualium/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';

/**
 * Maps every failure to a clear 4xx body, or a bare 500 that reveals nothing.
 * Validation issues become `{field: [messages]}` (docs/design.md §4).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        const list = body[key] ?? [];
        if (v.message && !list.includes(v.message)) list.push(v.message);
        body[key] = list;
      }
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      return reply.status(status).send({ detail: error.message || MESSAGES.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error.' });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: MESSAGES.notFound });
  });
}
