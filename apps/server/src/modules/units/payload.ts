import {
  type BpDefinition,
  issueMessage,
  MESSAGES,
  parseInput,
  reasonForChangeInput,
  type SignatureInput,
  signatureInput,
} from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { formValue, type MultipartForm, readMultipartForm, type StagedFile } from '../../http/multipart.js';
import { valuesFromForm, valuesFromJson } from './form-values.js';

/**
 * The body of a create or transition call: multipart (the web's dialog, files included) or JSON
 * (API clients). Control fields (business_process, transition_id, responsible, …) are read apart
 * from the unit's field values, which are read against the definition that collects them.
 */
export interface UnitPayload {
  control: Record<string, string | undefined>;
  /** Field values, read once the collecting definition is known. */
  values(definition: BpDefinition): Record<string, unknown>;
  files: Record<string, StagedFile[]>;
  /** `signature` as sent (an object in JSON, its JSON text in a multipart form); read by signatureOf(). */
  signature: unknown;
  /** Drops staged files nobody committed (a refused request keeps nothing). */
  discard(): void;
}

const CONTROL = [
  'business_process',
  'transition_id',
  'responsible',
  'parent_process',
  'origin_qunit',
  'directory',
  'version',
  'reason_for_change',
];

export async function readUnitPayload(request: FastifyRequest): Promise<UnitPayload> {
  if (request.isMultipart()) {
    const form: MultipartForm = await readMultipartForm(request);
    return {
      control: Object.fromEntries(CONTROL.map((k) => [k, formValue(form, k)])),
      values: (definition) => valuesFromForm(definition, form.fields),
      files: form.files,
      signature: formValue(form, 'signature'),
      discard: form.discard,
    };
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(MESSAGES.badRequest);
  const record = body as Record<string, unknown>;
  const control: Record<string, string | undefined> = {};
  for (const k of CONTROL) {
    const v = record[k];
    if (v !== undefined && v !== null) control[k] = String(v);
  }
  const fields =
    typeof record.fields === 'object' && record.fields !== null && !Array.isArray(record.fields)
      ? (record.fields as Record<string, unknown>)
      : record;
  return {
    control,
    values: (definition) => valuesFromJson(definition, fields),
    files: {},
    signature: record.signature,
    discard: () => {},
  };
}

/** The request's signature (username?, password, reason?), or undefined when none was sent; a malformed one is a 400. */
export function signatureOf(payload: UnitPayload): SignatureInput | undefined {
  let raw = payload.signature;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw badRequest({ signature: [MESSAGES.badRequest] });
    }
  }
  const parsed = parseInput(signatureInput, raw);
  if (!parsed.success) throw badRequest({ signature: parsed.error.issues.map(issueMessage) });
  return parsed.data;
}

/** The reason for change sent with a transition, if any; one too long is a 400. */
export function reasonForChangeOf(payload: UnitPayload): string | undefined {
  const parsed = parseInput(reasonForChangeInput.optional(), payload.control.reason_for_change);
  if (!parsed.success) throw badRequest({ reason_for_change: parsed.error.issues.map(issueMessage) });
  return parsed.data;
}

/** An optional positive integer control field (responsible, directory, version); a bad one is a 400. */
export function optionalId(payload: UnitPayload, name: string): number | null {
  const raw = payload.control[name];
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^\d{1,12}$/.test(raw.trim())) throw badRequest({ [name]: [MESSAGES.badRequest] });
  return Number(raw);
}
