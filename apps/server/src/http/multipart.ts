import type { Readable } from 'node:stream';
import {
  FIELD_MESSAGES,
  FILE_MESSAGE_TEXTS,
  fieldErrorText,
  type Language,
  MESSAGES,
  UPLOAD_LARGEST_BYTES,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withoutBidiControls } from './bidi.js';
import { badRequest, HttpError } from './errors.js';
import { requestLanguage } from './language.js';
import { findNul, nulFieldError } from './nul-guard.js';

/** An uploaded file waiting, outside the database, for the write that keeps it (modules/files/blobs.ts). */
export interface StagedFile {
  filename: string;
  mimetype: string;
  size: number;
  sha256: string;
  /** Where the bytes wait until stored. */
  tmpPath: string;
}

/**
 * Where uploads wait while a request is read, and what they are: given to the HTTP layer by the
 * app (modules/files), so that reading a form needs no feature module.
 */
export interface UploadStaging {
  /** Streams one file to where it waits, hashing and counting it. */
  stage(source: Readable, meta: { filename: string; mimetype: string }): Promise<StagedFile>;
  /** The file's type from its bytes; `mismatch`: its name says another known kind. */
  identify(file: StagedFile): Promise<{ ok: true; mime: string } | { ok: false; reason: 'unknown' | 'mismatch' }>;
  discard(files: Iterable<StagedFile>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadStaging: UploadStaging;
  }
}

/** Gives every request's multipart reading its staging; call once, before the routes. */
export function registerUploads(app: FastifyInstance, staging: UploadStaging): void {
  app.decorate('uploadStaging', staging);
}

/** A multipart form: text fields (repeated names keep every value) and staged files by field name. */
export interface MultipartForm {
  fields: Record<string, string[]>;
  files: Record<string, StagedFile[]>;
  /** Drops the staged files the request's write did not keep (a refused request keeps nothing). */
  discard(): void;
}

/** The first value of a text field, or undefined. */
export const formValue = (form: MultipartForm, name: string): string | undefined => form.fields[name]?.[0];

function push<T>(map: Record<string, T[]>, key: string, value: T): void {
  const list = map[key] ?? [];
  list.push(value);
  map[key] = list;
}

/** @fastify/multipart's codes for a form over the app's limits (files, fields, parts). */
const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const langOf = (request: FastifyRequest): Language => requestLanguage(request, request.auth?.user.lang);

/** The spec's size message, in the user's language like every other field message. */
const tooBig = (field: string, lang: Language) =>
  badRequest({ [field || 'non_field_errors']: [fieldErrorText({ code: FIELD_MESSAGES.fileTooBig }, lang)] });

/**
 * The file's type from its bytes (files/detect.ts), which replaces whatever the browser claimed;
 * a file of no known kind, or whose name says another kind, refuses the request (shell-and-admin §5).
 */
async function identifiedType(
  staging: UploadStaging,
  staged: StagedFile,
  field: string,
  lang: Language,
): Promise<string> {
  const kind = await staging.identify(staged);
  if (!kind.ok) {
    const text = kind.reason === 'unknown' ? FILE_MESSAGE_TEXTS.unknownType : FILE_MESSAGE_TEXTS.invalid;
    throw badRequest({ [field]: [text[lang]] });
  }
  return kind.mime;
}

/**
 * Reads a multipart body, streaming each file into the staging area with the 20 MiB cap enforced
 * while the bytes arrive, then identifying its type from the bytes. A file over the cap, or of a
 * type that cannot be identified, refuses the whole request with the spec's message and keeps
 * nothing. Callers commit or discard the staged files (see blobs.ts).
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.expectedMultipart);
  const staging = request.server.uploadStaging;
  const files: Record<string, StagedFile[]> = {};
  const form: MultipartForm = { fields: {}, files, discard: () => staging.discard(Object.values(files).flat()) };
  let field = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_LARGEST_BYTES } })) {
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
      // The name as stored and shown, without characters that would make it read as another.
      const filename = withoutBidiControls(part.filename);
      const staged = await staging.stage(part.file, { filename, mimetype: part.mimetype });
      // Listed before it is checked, so that a refused file is discarded with the others.
      push(form.files, part.fieldname, staged);
      // The parser stops a file at the cap and says so on the next part; the size is what is wrong.
      if (part.file.truncated) throw tooBig(part.fieldname, langOf(request));
      staged.mimetype = await identifiedType(staging, staged, part.fieldname, langOf(request));
    }
  } catch (error) {
    form.discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig(field, langOf(request));
    // Disk trouble while staging is ours (500); anything else the parser raised is a malformed body.
    if ((error as { syscall?: string }).syscall) throw error;
    throw badRequest(PART_LIMITS.has(code ?? '') ? MESSAGES.tooManyParts : MESSAGES.malformedMultipart);
  }
  return form;
}
