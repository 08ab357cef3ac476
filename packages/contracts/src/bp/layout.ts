import { z } from 'zod';
import { bpId, bpLocalizedText, bpReference } from './common.js';

/**
 * The `layout` section: the inline viewer's boxes, one tab each
 * (records-explorer §2 Inline viewer). Box kinds keep the spec's names
 * verbatim, as the web switches on them, including 'comunications'.
 */
export const BOX_KINDS = [
  'data',
  'related',
  'indicator',
  'indicator-tracking',
  'comunications',
  'workflow',
  'versions',
  'simple-layout',
  'download-tracker',
  'documents',
  'acknowledgements',
] as const;
export type BoxKind = (typeof BOX_KINDS)[number];

const boxBase = {
  /** Distinguishes boxes of one kind; defaults to the kind. */
  id: bpId.optional(),
  /** Tab label; the kind's translated name when absent. */
  label: bpLocalizedText.optional(),
};

export const bpDataSection = z.strictObject({
  label: bpLocalizedText,
  fields: z.array(bpId).min(1),
  collapsed: z.boolean().default(false),
});

export const bpBox = z.discriminatedUnion('kind', [
  /** Header (reference, title, responsible, limit) and collapsible sections; all fields in one when absent. */
  z.strictObject({ ...boxBase, kind: z.literal('data'), sections: z.array(bpDataSection).min(1).optional() }),
  /** Embedded explorer of related units; every BP but NOTIF_* when absent. */
  z.strictObject({
    ...boxBase,
    kind: z.literal('related'),
    business_processes: z.array(bpReference).min(1).optional(),
  }),
  /** The metric list of a `metrics` field. */
  z.strictObject({ ...boxBase, kind: z.literal('indicator'), field: bpId }),
  /** The tracking table of an `indicator_tracking` field. */
  z.strictObject({ ...boxBase, kind: z.literal('indicator-tracking'), field: bpId }),
  z.strictObject({ ...boxBase, kind: z.literal('comunications') }),
  /** History with the diff of each transition. */
  z.strictObject({ ...boxBase, kind: z.literal('workflow') }),
  /** Versions of a `versionable_file` field. */
  z.strictObject({ ...boxBase, kind: z.literal('versions'), field: bpId }),
  /** A plain list of some fields. */
  z.strictObject({ ...boxBase, kind: z.literal('simple-layout'), fields: z.array(bpId).min(1) }),
  /** Who downloaded which version of a `versionable_file` field. */
  z.strictObject({ ...boxBase, kind: z.literal('download-tracker'), field: bpId }),
  /** Files of the unit with a reports action; all file fields when absent. */
  z.strictObject({ ...boxBase, kind: z.literal('documents'), fields: z.array(bpId).min(1).optional() }),
  /** Who has and has not acknowledged the version in force (the workflow's `acknowledgement`). */
  z.strictObject({ ...boxBase, kind: z.literal('acknowledgements') }),
]);
export type BpBox = z.infer<typeof bpBox>;

export const bpLayout = z.strictObject({ boxes: z.array(bpBox).min(1) });
export type BpLayout = z.infer<typeof bpLayout>;
