import { z } from 'zod';

/**
 * The audit log (issue 6 "Audit"): every administrative change with who, when, what, before and
 * after, readable by the site's administrators, newest first, filtered by entity and user.
 */

/** Where the listing's count stops: a busy site's log grows with every unit written. */
export const AUDIT_COUNT_CAP = 10_000;
export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;

const id = z.number().int();

/** Who made a change, as the screen names them (null when the user was deleted since). */
export const auditActor = z.object({ id, username: z.string(), name: z.string() });
export type AuditActor = z.infer<typeof auditActor>;

export const auditEntry = z.object({
  id,
  user_id: id.nullable(),
  user: auditActor.nullable(),
  /** What kind of record changed: `business_process`, `user`, `unit`, `site_sso`… */
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** `create`, `update`, `delete`, or a named change (`password_change`, `preferences`…). */
  action: z.string(),
  /** The record's relevant values before and after the change (JSON), null when there was none. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** An empty query parameter (`?entity=`) means no filter. */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET {site}/audit/ */
export const auditListQuery = z.object({
  entity: z.preprocess(blankIsAbsent, z.string().trim().max(64).optional()),
  entity_id: z.preprocess(blankIsAbsent, z.string().trim().max(200).optional()),
  user: z.preprocess(blankIsAbsent, positiveId.optional()),
  items_per_page: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(AUDIT_COUNT_CAP).default(0),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListResponse = z.object({
  /** Matching entries, counted up to AUDIT_COUNT_CAP. */
  count: z.number().int(),
  /** False when there are more than `count` (the count stopped at the cap). */
  count_exact: z.boolean(),
  results: z.array(auditEntry),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** GET {site}/audit/facets/: the entities and people the site's log holds, for the filters. */
export const auditFacetsResponse = z.object({
  entities: z.array(z.string()),
  users: z.array(auditActor),
});
export type AuditFacetsResponse = z.infer<typeof auditFacetsResponse>;

/**
 * GET {site}/audit/verify/ (issue 15 §2): the company's audit chain walked from its first entry.
 * `broken` is the first link that does not hold, null when the chain is whole.
 */
export const auditChainBreak = z.object({
  seq: z.number().int(),
  /** The entry found there; null when the entry is missing (the head names a later one). */
  id: id.nullable(),
  /** What does not match: the entry's number, its link to the previous hash, its own hash, or the head. */
  field: z.enum(['seq', 'prev_hash', 'hash', 'head']),
  expected: z.string(),
  stored: z.string().nullable(),
});
export const auditChainResponse = z.object({
  /** Entries checked and found whole (all of them when nothing is broken). */
  entries: z.number().int(),
  head_hash: z.string(),
  broken: auditChainBreak.nullable(),
});
export type AuditChainResponse = z.infer<typeof auditChainResponse>;
