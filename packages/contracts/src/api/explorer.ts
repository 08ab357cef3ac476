import { z } from 'zod';
import { DEFAULT_ITEMS_PER_PAGE } from '../constants.js';
import { userRef } from './units.js';

/**
 * The explorer calls (records-explorer §3 filter set, unit collection; §7 query mapping). The filter
 * set travels as query parameters; lists use commas, structured filters URL-encoded JSON.
 */

export const ITEMS_PER_PAGE_CHOICES = [5, 10, 15, 20] as const;
export const SEARCH_MIN_LENGTH = 3;
export const CALENDAR_MAX_DAYS = 31;

const commaSeparated = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  );
/** `a,b,c` → ['a', 'b', 'c']. */
const names = commaSeparated.pipe(z.array(z.string().max(64)));
/** `1,2,3` → [1, 2, 3]. */
const ids = commaSeparated.pipe(
  z.array(
    z
      .string()
      .regex(/^\d{1,12}$/, 'Must be ids separated by commas')
      .transform(Number),
  ),
);

const jsonText = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .max(8000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be URL-encoded JSON' });
        return z.NEVER;
      }
    })
    .pipe(shape);

export const dateFilter = z.object({
  /** Exactly two days, end not before start ("Finish Date can't be earlier than Start Date"). */
  range: z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  /** A date unit column or a date field; default current_workflow_limit. */
  field: z.string().min(1).max(64).default('current_workflow_limit'),
});
export type DateFilter = z.infer<typeof dateFilter>;

/** The filter set as query parameters (spec §7 explorer query mapping). */
export const explorerQuery = z.object({
  items_per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_ITEMS_PER_PAGE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** `field:asc`, `field:desc`, `field:A` or `field:D`. */
  sort_by: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}(:(asc|desc|A|D))?$/, 'Must be field:asc or field:desc')
    .optional(),
  sort_order: z.enum(['A', 'D']).optional(),
  search: z.string().max(200).optional(),
  business_process: z.string().max(64).optional(),
  business_process_include: names.optional(),
  business_process_exclude: names.optional(),
  affected_process: ids.optional(),
  affected_processes: ids.optional(),
  centros: ids.optional(),
  current_workflow_responsible: z.coerce.number().int().positive().optional(),
  exclude_states: names.optional(),
  pk: z.string().max(200).optional(),
  directories: ids.optional(),
  filter_dates: jsonText(dateFilter).optional(),
  /** Field id → value (or list of values, or `{from, to}` for numbers and dates). */
  advanced_filters: jsonText(z.record(z.string(), z.unknown())).optional(),
});
export type ExplorerQuery = z.infer<typeof explorerQuery>;

export const explorerColumn = z.object({ name: z.string(), label: z.string(), sortable: z.boolean() });

/** One row of a unit list: what table, cards and calendar show without loading the unit. */
export const unitListItem = z.object({
  uid: z.string(),
  instance_id: z.number(),
  reference: z.string(),
  title: z.string(),
  business_process: z.string(),
  business_process_name: z.string(),
  centro: z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() }),
  current_workflow_state: z.object({ id: z.string(), label: z.string(), color: z.string(), closed: z.boolean() }),
  current_workflow_responsible: userRef,
  current_workflow_limit: z.string().nullable(),
  is_overdue: z.boolean(),
  fecha_creacion: z.string(),
  fecha_cierre: z.string().nullable(),
  creador: userRef,
  /** Readable values by column name (the BP's table or card columns). */
  values: z.record(z.string(), z.string()),
});
export type UnitListItem = z.infer<typeof unitListItem>;

/** Unit collection (spec §3): units, count, page, columns, bp_name, labels. */
export const unitCollection = z.object({
  units: z.array(unitListItem),
  count: z.number(),
  page: z.number(),
  columns: z.array(explorerColumn),
  bp_name: z.string(),
  labels: z.record(z.string(), z.string()),
});
export type UnitCollection = z.infer<typeof unitCollection>;
