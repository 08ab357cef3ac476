import { z } from 'zod';
import { localizedIssue } from '../messages/zod-issues.js';
import { BP_CHECK_MESSAGES } from './checkMessages.js';

/**
 * How long a BP's units are kept (issue 15 §4; docs/bp-definition.md "Retention"): a period in
 * years or days, counted from the unit's closing (`closed`, its `fecha_cierre`) or its creation.
 * A unit past it may be exported and purged by an administrator with a signed reason.
 */
export const RETENTION_FROM = ['closed', 'created'] as const;
export type RetentionFrom = (typeof RETENTION_FROM)[number];

/** A century at most: a longer period is a typo, not a policy. */
const MAX_YEARS = 100;

export const bpRetention = z
  .strictObject({
    years: z.number().int().min(1).max(MAX_YEARS).optional(),
    days: z
      .number()
      .int()
      .min(1)
      .max(MAX_YEARS * 366)
      .optional(),
    from: z.enum(RETENTION_FROM),
  })
  .superRefine((r, ctx) => {
    if ((r.years === undefined) === (r.days === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['years'], ...localizedIssue(BP_CHECK_MESSAGES.retentionOneOf) });
    }
  });
export type BpRetention = z.infer<typeof bpRetention>;

/**
 * The retention cut-off at `now`: a unit whose start (closing or creation) is before it is past
 * its period. Years are calendar years in UTC (`now` minus n years, same day and time).
 */
export function retentionCutoff(retention: BpRetention, now: Date): Date {
  return shifted(now, retention, -1);
}

/** When the period of a unit dated `since` ends: from then on it may be purged. */
export function retentionEnd(retention: BpRetention, since: Date): Date {
  return shifted(since, retention, 1);
}

function shifted(at: Date, retention: BpRetention, sign: 1 | -1): Date {
  const moved = new Date(at.getTime());
  if (retention.years !== undefined) moved.setUTCFullYear(moved.getUTCFullYear() + sign * retention.years);
  else moved.setUTCDate(moved.getUTCDate() + sign * (retention.days ?? 0));
  return moved;
}
