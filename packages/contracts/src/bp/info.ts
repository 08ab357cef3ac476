import { z } from 'zod';
import { BP_CHECK_MESSAGES } from './checkMessages.js';
import { bpId, bpLocalizedText, bpReference } from './common.js';

/**
 * The `info` section: what the BP is called, which process of the process map
 * it belongs to, whether its units are shared across centres, and how unit
 * references are numbered.
 */

/**
 * Tokens of a reference pattern: {REF} the BP reference, {YYYY}/{YY}/{MM} of
 * the creation date, and one counter {#…#} zero-padded to as many digits as #.
 */
export const NUMBERING_TOKEN = /\{(REF|YYYY|YY|MM|#{1,10})\}/g;

export function numberingPatternProblem(pattern: string): string | null {
  const counters = [...pattern.matchAll(NUMBERING_TOKEN)].filter((m) => m[1]?.startsWith('#')).length;
  if (/[{}]/.test(pattern.replace(NUMBERING_TOKEN, ''))) {
    return BP_CHECK_MESSAGES.numberingUnknownToken;
  }
  if (counters !== 1) return BP_CHECK_MESSAGES.numberingOneCounter;
  return null;
}

export const bpNumbering = z.strictObject({
  /**
   * The counter is the BP's unit number, which also appears in the unit uid
   * (QUnit#NC#site#number); it grows forever and never restarts per year.
   */
  pattern: z
    .string()
    .min(1)
    .max(64)
    .superRefine((p, ctx) => {
      const problem = numberingPatternProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type BpNumbering = z.infer<typeof bpNumbering>;

export const bpInfo = z.strictObject({
  reference: bpReference,
  name: bpLocalizedText,
  description: bpLocalizedText.optional(),
  /** Free classification shown in the BP explorer table (its Type column). */
  type: z.string().max(64).default(''),
  /** Reference of the process-map process the BP belongs to; its process roles apply. */
  process: z.string().min(1).nullable().default(null),
  /** Units visible across the site's centres (the centro filter then appears). */
  shared: z.boolean().default(false),
  /** Field whose value is the unit title; the reference is used when absent. */
  title_field: bpId.optional(),
  numbering: bpNumbering.prefault({ pattern: '{REF}-{YYYY}-{####}' }),
  /** Hide the explorer's add button (units come from elsewhere, e.g. notifications). */
  hide_add_button: z.boolean().default(false),
});
export type BpInfo = z.infer<typeof bpInfo>;
