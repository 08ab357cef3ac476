import { FIELD_MESSAGES, uploadTooBig } from '@qualium/contracts';
import { type FieldCheck, fieldFail, fieldOk } from './types.js';

/**
 * File uploads (records-explorer §5): at most 20 MiB each (the same cap the
 * server enforces while streaming, so exactly 20 MiB passes both), and of an
 * accepted extension only when the definition lists some (the spec's check
 * is otherwise non-restrictive).
 */
export interface FileUpload {
  filename: string;
  size: number;
  mimetype?: string;
}

export function isFileUpload(raw: unknown): raw is FileUpload {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Record<string, unknown>;
  return typeof r.filename === 'string' && typeof r.size === 'number';
}

export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot).toLowerCase() : '';
}

export function checkFileUpload(raw: unknown, accept?: readonly string[]): FieldCheck {
  if (!isFileUpload(raw) || raw.filename.trim() === '' || !Number.isInteger(raw.size) || raw.size < 0) {
    return fieldFail({ code: FIELD_MESSAGES.fileNotValid });
  }
  if (uploadTooBig(raw.size)) return fieldFail({ code: FIELD_MESSAGES.fileTooBig });
  if (accept && !accept.includes(fileExtension(raw.filename))) {
    return fieldFail({ code: FIELD_MESSAGES.fileNotValid, params: { accept: accept.join(', ') } });
  }
  return fieldOk(raw);
}
