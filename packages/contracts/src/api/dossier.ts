import { z } from 'zod';
import { unitSignature } from './signatures.js';

/**
 * A unit's dossier for an audit-trail review (issue 15 §2): everything an inspector needs to read
 * the unit's life without the application, in the reader's language.
 * GET {centro}/unit/{uid}/dossier/?format=json|pdf (site administrators).
 */
export const dossierQuery = z.object({ format: z.enum(['json', 'pdf']).default('json') });

const change = z.object({
  field: z.string(),
  label: z.string(),
  kind: z.enum(['new', 'changed', 'removed']),
  old: z.string().nullable(),
  new: z.string().nullable(),
});

export const unitDossier = z.object({
  generated_at: z.string(),
  lang: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** The company's audit chain head when the dossier was made: seq and hash of its last entry. */
  chain_head: z.object({ seq: z.number().int(), hash: z.string() }),
  unit: z.object({
    uid: z.string(),
    reference: z.string(),
    title: z.string(),
    business_process: z.string(),
    centro: z.string(),
    state: z.string(),
    responsible: z.string().nullable(),
    limit: z.string().nullable(),
    created: z.string(),
    closed: z.string().nullable(),
    creator: z.string().nullable(),
    /** Readable values, as the viewer shows them. */
    fields: z.array(z.object({ id: z.string(), label: z.string(), value: z.string() })),
  }),
  /** Every version of the unit, oldest first: the transition that made it and its field changes. */
  versions: z.array(
    z.object({
      date: z.string(),
      transition: z.string(),
      from_state: z.string().nullable(),
      to_state: z.string(),
      user: z.string().nullable(),
      responsible: z.string().nullable(),
      changes: z.array(change),
    }),
  ),
  /** Electronic signatures on the unit's transitions (empty where none were given). */
  signatures: z.array(unitSignature),
  files: z.array(
    z.object({
      attribute: z.string(),
      version: z.number().int(),
      filename: z.string(),
      mimetype: z.string(),
      size: z.number().int(),
      status: z.string(),
      created_at: z.string(),
      sha256: z.string(),
    }),
  ),
  related: z.array(
    z.object({
      relation: z.enum(['parent', 'child', 'references', 'referenced_by']),
      uid: z.string(),
      reference: z.string(),
      title: z.string(),
    }),
  ),
  /** The unit's entries in the audit trail (its writes and its files' downloads) with their chain links. */
  audit: z.array(
    z.object({
      id: z.number().int(),
      seq: z.number().int().nullable(),
      created_at: z.string(),
      user: z.string().nullable(),
      entity: z.string(),
      action: z.string(),
      prev_hash: z.string().nullable(),
      hash: z.string().nullable(),
    }),
  ),
});
export type UnitDossier = z.infer<typeof unitDossier>;
