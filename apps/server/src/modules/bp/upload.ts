import fs from 'node:fs';
import {
  BP_MESSAGES,
  bpUploadFields,
  MESSAGES,
  parseBoundedJson,
  parseInput,
  zodIssueMessages,
} from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { formValue, readMultipartForm } from '../../http/multipart.js';

/** A BP definition file as uploaded: its exact text (what gets stored) and the parsed JSON. */
export interface UploadedDefinition {
  text: string;
  json: unknown;
  /** The form's optional `path` field. */
  path: string | undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the BP explorer's upload form (shell-and-admin §5): `json_file`, required, `.json` only,
 * under 20 MiB (enforced while streaming by readMultipartForm), JSON text. The staged file is
 * always discarded: the definition is stored as text in the database, not as a blob.
 */
export async function readDefinitionUpload(request: FastifyRequest): Promise<UploadedDefinition> {
  const form = await readMultipartForm(request);
  try {
    const fields = parseInput(bpUploadFields, { path: formValue(form, 'path') });
    if (!fields.success) throw badRequest(zodIssueMessages(fields.error.issues));
    const file = form.files.json_file?.[0];
    if (!file) throw badRequest({ json_file: [MESSAGES.required] });
    if (!/\.json$/i.test(file.filename)) throw badRequest({ json_file: [BP_MESSAGES.cannotIdentifyFileType] });
    let text: string;
    let json: unknown;
    try {
      // A byte-order mark is not JSON; editors on Windows add one.
      text = utf8.decode(fs.readFileSync(file.tmpPath)).replace(/^\uFEFF/, '');
      json = parseBoundedJson(text);
    } catch (error) {
      throw badRequest({ json_file: [BP_MESSAGES.fileInvalid, (error as Error).message] });
    }
    return { text, json, path: fields.data.path };
  } finally {
    form.discard();
  }
}
