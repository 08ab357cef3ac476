import { parseInput, zodIssueMessages } from '@qualium/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * Validates a route's body, query and params with its zod schema. A refusal is the
 * `{field: [messages]}` 400 with zod's own wording in every language (messages/zod-issues.ts),
 * rendered in the request's language by the error handler like any other refusal.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseInput(schema, data);
    return result.success ? { value: result.data } : { error: badRequest(zodIssueMessages(result.error.issues)) };
  };
