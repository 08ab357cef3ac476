import { MESSAGES, parseInput, zodIssueMessages } from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import { type MultipartForm, readMultipartForm, type StagedFile } from '../../http/multipart.js';

/**
 * The body of an administration form, sent as JSON or as multipart form data (shell-and-admin §7 names both):
 * text values by name (a repeated multipart name becomes a list) and staged files by name.
 */
export interface FormBody {
  values: Record<string, unknown>;
  files: Record<string, StagedFile[]>;
  /** Drops the staged files nobody kept. */
  discard(): void;
}

const fromMultipart = (form: MultipartForm): FormBody => ({
  values: Object.fromEntries(
    Object.entries(form.fields).map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
  ),
  files: form.files,
  discard: form.discard,
});

export async function readFormBody(request: FastifyRequest): Promise<FormBody> {
  if (request.isMultipart()) return fromMultipart(await readMultipartForm(request));
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest(MESSAGES.expectedJsonOrMultipart);
  }
  return { values: (body ?? {}) as Record<string, unknown>, files: {}, discard: () => {} };
}

/** Parses the values with the form's schema; a refusal is the `{field: [messages]}` 400. */
export function parseForm<S extends z.ZodType>(schema: S, body: FormBody): z.output<S> {
  const parsed = parseInput(schema, body.values);
  if (!parsed.success) throw badRequest(zodIssueMessages(parsed.error.issues));
  return parsed.data;
}

/** Reads, parses and hands the form to `use`; staged files not kept by then are dropped. */
export async function withForm<S extends z.ZodType, T>(
  request: FastifyRequest,
  schema: S,
  use: (fields: z.output<S>, body: FormBody) => Promise<T>,
): Promise<T> {
  const body = await readFormBody(request);
  try {
    return await use(parseForm(schema, body), body);
  } finally {
    body.discard();
  }
}
