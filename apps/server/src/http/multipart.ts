import { FIELD_MESSAGES, fieldErrorText, UPLOAD_MAX_BYTES } from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import { discardStaged, type StagedFile, stageStream } from '../modules/files/blobs.js';
import { badRequest, HttpError } from './errors.js';
import { findNul, nulFieldError } from './nul-guard.js';

/** A multipart form: text fields (repeated names keep every value) and staged files by field name. */
export interface MultipartForm {
  fields: Record<string, string[]>;
  files: Record<string, StagedFile[]>;
}

/** The first value of a text field, or undefined. */
export const formValue = (form: MultipartForm, name: string): string | undefined => form.fields[name]?.[0];

function push<T>(map: Record<string, T[]>, key: string, value: T): void {
  const list = map[key] ?? [];
  list.push(value);
  map[key] = list;
}

export function allStaged(form: MultipartForm): StagedFile[] {
  return Object.values(form.files).flat();
}

/**
 * Reads a multipart body, streaming each file into the staging area with the 20 MiB cap enforced
 * while the bytes arrive. A file over the cap refuses the whole request with the spec's message
 * and keeps nothing. Callers commit or discard the staged files (see blobs.ts).
 */
export async function readMultipartForm(request: FastifyRequest, dataDir: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body.');
  const form: MultipartForm = { fields: {}, files: {} };
  let field = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES } })) {
      field = part.fieldname;
      // PostgreSQL cannot store NUL; refused here like in JSON bodies (nul-guard.ts).
      if (findNul([part.fieldname, part.type === 'file' ? part.filename : part.value])) throw nulFieldError([field]);
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        push(form.fields, part.fieldname, value);
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const staged = await stageStream(dataDir, part.file, { filename: part.filename, mimetype: part.mimetype });
      push(form.files, part.fieldname, staged);
    }
  } catch (error) {
    discardStaged(allStaged(form));
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      // Said in the user's language, like every other field message.
      const lang = (request.auth?.user.lang ?? 'en') as 'es' | 'ca' | 'en';
      throw badRequest({ [field || 'non_field_errors']: [fieldErrorText({ code: FIELD_MESSAGES.fileTooBig }, lang)] });
    }
    // Disk trouble while staging is ours (500); anything else the parser raised is a malformed body.
    if ((error as { syscall?: string }).syscall) throw error;
    throw badRequest((error as Error).message || 'Malformed multipart body.');
  }
  return form;
}
