import { z } from 'zod';
import { bpId } from './common.js';

/**
 * Document control (ISO 9001 §7.5.3, ISO 13485 §4.2.4; docs/bp-definition.md "Document control"):
 * each write of one of `approve_transitions` makes a new version of the document effective and
 * numbers it in `version_field`, kept by the server; the file versions it replaces stay, readable,
 * as superseded. With `review`, a scheduled job tells the unit's responsible `notice_days` before
 * the unit's limit (its next review) and, on that day, runs `review.transition` as the system.
 */

/** How version numbers read: `integer` 1, 2, 3…; `major` 1.0, 2.0, 3.0… */
export const DOCUMENT_VERSION_FORMATS = ['integer', 'major'] as const;
export type DocumentVersionFormat = (typeof DOCUMENT_VERSION_FORMATS)[number];

export const bpDocumentReview = z.strictObject({
  /** Run by the system on the due date; it leaves from the state the approvals lead to. */
  transition: bpId,
  /** How many days before the due date the responsible is told. */
  notice_days: z.number().int().min(0).max(365).default(30),
});
export type BpDocumentReview = z.infer<typeof bpDocumentReview>;

export const bpDocumentControl = z.strictObject({
  /** A text field, collected by no transition: the number of the version in force. */
  version_field: bpId,
  version_format: z.enum(DOCUMENT_VERSION_FORMATS).default('integer'),
  /** The transitions that make a new version effective (an approval). */
  approve_transitions: z.array(bpId).min(1),
  review: bpDocumentReview.optional(),
});
export type BpDocumentControl = z.infer<typeof bpDocumentControl>;

/** The version number after `previous` (the field's stored value; empty before the first approval). */
export function nextDocumentVersion(previous: unknown, format: DocumentVersionFormat): string {
  const n = Number.parseInt(typeof previous === 'string' ? previous : '', 10);
  const next = Number.isFinite(n) && n > 0 ? n + 1 : 1;
  return format === 'major' ? `${next}.0` : String(next);
}
