import { z } from 'zod';
import { PROCESS_ROLES, type ProcessRole } from '../constants.js';
import { BP_CHECK_MESSAGES } from './checkMessages.js';
import { bpHexColor, bpId, bpLocalizedText, bpReference } from './common.js';
import { bpDocumentControl } from './documentControl.js';

/**
 * The `workflow` section: states, the initial transition and the transitions
 * (records-explorer §4, §6; docs/design.md §5). Which users may run a transition,
 * who becomes responsible and when the unit falls due are data here and are
 * decided by the workflow package's pure functions.
 */

export const bpState = z.strictObject({
  id: bpId,
  label: bpLocalizedText,
  /** The state's dot colour (spec default white). */
  color: bpHexColor.default('#ffffff'),
  /** Reaching a closed state sets fecha_cierre; leaving it clears it. */
  closed: z.boolean().default(false),
  description: bpLocalizedText.optional(),
});
export type BpState = z.infer<typeof bpState>;

/**
 * Who is responsible after the transition. The server resolves users; the
 * engine only says which rule applies (candidateResponsibles).
 */
export const bpResponsibleRule = z.discriminatedUnion('rule', [
  /** The current responsible stays. */
  z.strictObject({ rule: z.literal('keep') }),
  /** The user who created the unit. */
  z.strictObject({ rule: z.literal('creator') }),
  /** The user running the transition. */
  z.strictObject({ rule: z.literal('actor') }),
  /** Chosen by the actor among the users holding `role` in `process` (default: this BP's) in the unit's centro. */
  z.strictObject({
    rule: z.literal('process_role'),
    role: z.enum(PROCESS_ROLES).default('responsible'),
    process: z.string().min(1).optional(),
  }),
  /** The user held in a user or process_user field of the unit (after this transition's values). */
  z.strictObject({ rule: z.literal('field'), field: bpId }),
  /** Nobody (e.g. closed units). */
  z.strictObject({ rule: z.literal('none') }),
]);
export type BpResponsibleRule = z.infer<typeof bpResponsibleRule>;

/** The new current_workflow_limit. Working days are Monday to Friday. */
export const bpDueRule = z.discriminatedUnion('rule', [
  /** `days` after the day the transition runs. */
  z.strictObject({
    rule: z.literal('days'),
    days: z.number().int().min(0).max(3660),
    working_days: z.boolean().default(false),
  }),
  /**
   * From a field after this transition's values: a date or date-time field's
   * date plus `offset_days`, or a time-event field's days after the run day
   * (a document's review period).
   */
  z.strictObject({
    rule: z.literal('field'),
    field: bpId,
    offset_days: z.number().int().min(0).max(3660).default(0),
    working_days: z.boolean().default(false),
  }),
  /** The current limit stays. */
  z.strictObject({ rule: z.literal('keep') }),
  /** No limit. */
  z.strictObject({ rule: z.literal('none') }),
]);
export type BpDueRule = z.infer<typeof bpDueRule>;

/** A field to collect; a bare id, or an object overriding the model's required/readonly here. */
export const bpTransitionField = z
  .union([bpId, z.strictObject({ field: bpId, required: z.boolean().optional(), readonly: z.boolean().optional() })])
  .transform((v) => (typeof v === 'string' ? { field: v } : v));
export type BpTransitionField = z.infer<typeof bpTransitionField>;

/**
 * An electronic signature the transition requires (21 CFR Part 11 §11.50, §11.200; EU GMP Annex 11
 * §14): the signer re-authenticates and the signature records its meaning, the optional reason, and
 * a hash binding it to the unit's content at the version the transition writes.
 */
export const bpSignature = z.strictObject({
  /** What the signature means ("Aprobado", "Revisado", "Verificado"…): a text, or its es/ca/en texts. */
  meaning: z
    .union([bpLocalizedText.shape.es, bpLocalizedText])
    .transform((m) => (typeof m === 'string' ? { es: m } : m)),
  /** The signer must give a reason. */
  reason_required: z.boolean().default(false),
  /** Segregation of duties: the unit's creator may not sign this step. */
  not_creator: z.boolean().default(false),
  /** Segregation of duties: whoever signed the unit last may not sign this step. */
  not_previous_signer: z.boolean().default(false),
});
export type BpSignature = z.infer<typeof bpSignature>;

/**
 * A transition refused until the actor has acknowledged (read and understood, signed) the version
 * in force of every controlled document named in `field`, a related field (docs/bp-definition.md
 * "Read and understood").
 */
export const bpRequiresAcknowledged = z.strictObject({ field: bpId });
export type BpRequiresAcknowledged = z.infer<typeof bpRequiresAcknowledged>;

export const bpTransition = z
  .strictObject({
    id: bpId,
    label: bpLocalizedText,
    help_text: bpLocalizedText.optional(),
    /** The transition that creates the unit (create_and_execute_initial_transition). Exactly one. */
    initial: z.boolean().default(false),
    /** States the transition leaves from; empty for the initial transition. */
    from: z.array(bpId).default([]),
    /** Target state; or */
    to: bpId.optional(),
    /** … a BP whose child unit is created, with this unit as parent; the unit's own state does not change. */
    related_business_process: bpReference.optional(),
    /**
     * Process roles that may run it. `responsible`: the unit's current
     * responsible; `creator`: the unit's creator (for the initial transition:
     * holders of the creator role); other roles: their holders. Editors may
     * run every transition whatever this says.
     * Default: creator and editor for the initial transition, else responsible.
     */
    allowed_roles: z.array(z.enum(PROCESS_ROLES)).optional(),
    fields: z.array(bpTransitionField).default([]),
    /** Default: the actor for the initial transition (a new unit has no one to keep), else keep. */
    responsible: bpResponsibleRule.optional(),
    due: bpDueRule.prefault({ rule: 'keep' }),
    /** Send a NOTIF_DEFAULT notification to the new responsible when it changes. */
    notify_responsible: z.boolean().default(true),
    /** The transition is signed (docs/bp-definition.md "Signatures"); not on the initial or a related transition. */
    signature: bpSignature.optional(),
    /** Refused until the actor has acknowledged the documents named in a related field (`acknowledgement`). */
    requires_acknowledged: bpRequiresAcknowledged.optional(),
  })
  .superRefine((t, ctx) => {
    if ((t.to === undefined) === (t.related_business_process === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: BP_CHECK_MESSAGES.toOrRelated,
      });
    }
  })
  .transform(({ allowed_roles, responsible, ...t }) => ({
    ...t,
    allowed_roles:
      allowed_roles ?? (t.initial ? (['creator', 'editor'] as ProcessRole[]) : (['responsible'] as ProcessRole[])),
    responsible: responsible ?? (t.initial ? { rule: 'actor' as const } : { rule: 'keep' as const }),
  }));
export type BpTransition = z.infer<typeof bpTransition>;

/**
 * Reason for change (Part 11 §11.10(e), Annex 11 §9): once a unit has reached one of
 * `after_states` (it is approved), a transition that changes one of its fields needs a reason,
 * kept in its history row and audit entry.
 */
export const bpReasonForChange = z.strictObject({ after_states: z.array(bpId).min(1) });
export type BpReasonForChange = z.infer<typeof bpReasonForChange>;

/**
 * Read and understood (ISO 9001 7.3 awareness, 7.5.3; EU GMP chapter 4): when a unit enters
 * `effective_state` from another state (a document version comes into force), every active user
 * holding one of `roles` on the unit's process in its centro gets a task to acknowledge that
 * version; acknowledging is running `transition` (effective_state → effective_state, signed).
 */
export const bpAcknowledgement = z.strictObject({
  transition: bpId,
  effective_state: bpId,
  roles: z.array(z.enum(PROCESS_ROLES)).min(1),
  /** Days a reader has to acknowledge a version from its coming into force; absent: no limit, no reminder. */
  due_days: z.number().int().min(1).max(365).optional(),
});
export type BpAcknowledgement = z.infer<typeof bpAcknowledgement>;

export const bpWorkflow = z.strictObject({
  states: z.array(bpState).min(1),
  transitions: z.array(bpTransition).min(1),
  reason_for_change: bpReasonForChange.optional(),
  acknowledgement: bpAcknowledgement.optional(),
  document_control: bpDocumentControl.optional(),
});
export type BpWorkflow = z.infer<typeof bpWorkflow>;
