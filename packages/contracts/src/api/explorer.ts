import { z } from 'zod';
import { DEFAULT_ITEMS_PER_PAGE } from '../constants.js';
import { JsonTooDeepError, parseBoundedJson } from '../json.js';
import { defineMessages } from '../messages/catalog.js';
import { cursorParam } from './explorer-cursor.js';
import { choiceOption, userRef } from './units.js';

/**
 * The explorer calls (records-explorer §3 filter set, unit collection; §7 query mapping). The filter
 * set travels as query parameters; lists use commas, structured filters URL-encoded JSON.
 */

export const ITEMS_PER_PAGE_CHOICES = [5, 10, 15, 20] as const;
export const SEARCH_MIN_LENGTH = 3;
export const CALENDAR_MAX_DAYS = 31;
/** Events one calendar answer carries at most; `count` tells how many matched. */
export const CALENDAR_MAX_EVENTS = 1000;
/** The related list leaves out notifications (records-explorer §9): BPs whose reference starts with this. */
export const NOTIFICATION_BP_PREFIX = 'NOTIF_';

/** Filter errors (records-explorer §8) verbatim, and the few texts the spec leaves open (docs/decisions.md). */
export const EXPLORER_MESSAGES = defineMessages('explorer', {
  businessProcessRequired: {
    es: 'El filtro business_process es obligatorio',
    ca: 'El filtre business_process és obligatori',
    en: 'Filter business_process is required',
  },
  centroRequired: {
    es: 'El filtro de centro es obligatorio',
    ca: 'El filtre de centre és obligatori',
    en: 'Centro filter is required',
  },
  businessProcessNotAllowed: {
    es: 'El filtro business_process no debe estar aquí',
    ca: 'El filtre business_process no hi ha de ser',
    en: 'Filter business_process must not be in here',
  },
  invalidPk: { es: 'PK de QUnit no válida', ca: 'PK de QUnit no vàlida', en: 'Invalid QUnit PK' },
  invalidProperty: (name: string) => ({
    es: `Propiedad no válida ${name}`,
    ca: `Propietat no vàlida ${name}`,
    en: `Invalid property ${name}`,
  }),
  finishBeforeStart: {
    es: 'La fecha de fin no puede ser anterior a la fecha de inicio',
    ca: "La data de fi no pot ser anterior a la data d'inici",
    en: "Finish Date can't be earlier than Start Date",
  },
  invalidValue: (name: string) => ({
    es: `Valor no válido para el filtro ${name}`,
    ca: `Valor no vàlid per al filtre ${name}`,
    en: `Invalid value for filter ${name}`,
  }),
  calendarTooLong: {
    es: `El calendario muestra como máximo ${CALENDAR_MAX_DAYS} días`,
    ca: `El calendari mostra com a màxim ${CALENDAR_MAX_DAYS} dies`,
    en: `The calendar shows at most ${CALENDAR_MAX_DAYS} days`,
  },
});

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
        return parseBoundedJson(s);
      } catch (error) {
        const message = error instanceof JsonTooDeepError ? error.message : 'Must be URL-encoded JSON';
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(shape);

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
  }, 'invalid_date');

/** The spec's date-range rule: end not before start (ISO days compare as text). */
export function dateRangeProblem(range: readonly [string, string]): string | null {
  return range[1] < range[0] ? EXPLORER_MESSAGES.finishBeforeStart : null;
}

export const dateFilter = z.object({
  /** Exactly two days, end not before start ("Finish Date can't be earlier than Start Date"). */
  range: z.tuple([isoDay, isoDay]),
  /** A date unit column or a date field; default current_workflow_limit. */
  field: z.string().min(1).max(64).default('current_workflow_limit'),
});
export type DateFilter = z.infer<typeof dateFilter>;

/** The filter set as query parameters (records-explorer §7 explorer query mapping). */
export const explorerQuery = z.object({
  items_per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_ITEMS_PER_PAGE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /**
   * A `next_cursor` of this list: the page starts right after the unit it names (keyset paging,
   * which reaches every match of a list whose count stopped at the cap). `offset` then only numbers
   * the page in the answer.
   */
  cursor: cursorParam.optional(),
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

/**
 * The related list (records-explorer §7): `pk` is the unit whose relations are listed and `business_process`
 * its BP; paging and sorting use the filter set's names (page, units_per_page, sort_desc).
 */
export const relatedQuery = explorerQuery.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  units_per_page: z.coerce.number().int().min(1).max(100).optional(),
  sort_desc: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** One centro (the filter set's `centro`); `centros` takes several. */
  centro: z.coerce.number().int().positive().optional(),
});
export type RelatedQuery = z.infer<typeof relatedQuery>;

/** The calendars: units placed by a date between `start` (included) and `end` (excluded), at most 31 days. */
export const calendarQuery = explorerQuery.extend({
  start: isoDay,
  end: isoDay,
  /** A date unit column or date field; default the BP's calendar view date, else current_workflow_limit. */
  date_field: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a field id or a unit column')
    .optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const calendarEvent = z.object({
  uid: z.string(),
  reference: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM` for a date-time field. */
  start: z.string(),
  /** The calendar view's `end_date_field` value, when it has one. */
  end: z.string().nullable(),
  all_day: z.boolean(),
  /** The current state's colour and label. */
  color: z.string(),
  state: z.string(),
  /** Still open and its limit (current_workflow_limit) has passed, as the unit lists say `is_overdue`. */
  overdue: z.boolean(),
  business_process: z.string(),
  business_process_name: z.string(),
  centro: z.number(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarResponse = z.object({
  /** Sorted by start; at most CALENDAR_MAX_EVENTS. */
  events: z.array(calendarEvent),
  /** Units matching, which is more than `events.length` when the cap cut the list. */
  count: z.number(),
  date_field: z.string(),
  end_date_field: z.string().nullable(),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

/** get_fields_definition_to_collect_for_filtering / get_fields_by_type_to_collect_for_filtering. */
export const filterFieldsQuery = z.object({ business_process: z.string().max(64).optional() });
export const fieldsByTypeQuery = filterFieldsQuery.extend({ type: z.enum(['date']).default('date') });

export const filterField = z.object({
  id: z.string(),
  label: z.string(),
  /** The field kind (`date`, `choice`, `numeric`…; unit date columns are `date`). */
  kind: z.string(),
  multiple: z.boolean(),
  items: z.array(choiceOption),
});
export type FilterField = z.infer<typeof filterField>;
export const filterFieldsResponse = z.object({ fields: z.array(filterField) });
export type FilterFieldsResponse = z.infer<typeof filterFieldsResponse>;

/**
 * get_users_to_collect_for_filtering: whom the user filter offers (records-explorer §5): the active users holding a
 * role in the centre, admins left out, the current user first and marked '(YO)'.
 */
export const USER_FILTER_ME_MARK = '(YO)';
export const filterUser = z.object({ id: z.number(), label: z.string(), me: z.boolean() });
export type FilterUser = z.infer<typeof filterUser>;
export const filterUsersResponse = z.object({ users: z.array(filterUser) });
export type FilterUsersResponse = z.infer<typeof filterUsersResponse>;

export const explorerColumn = z.object({ name: z.string(), label: z.string(), sortable: z.boolean() });

/** The unit a notification is about (shell-and-admin §3 Notification `parent_process`). */
export const notificationParent = z.object({ uid: z.string(), reference: z.string(), business_process: z.string() });
export type NotificationParent = z.infer<typeof notificationParent>;

/**
 * A picture a list cell draws with its value (issue 14, point 1): an image field's first file, as
 * `get_qunit_thumbnail` serves it (`drawable` when it is a picture browsers draw, else records-explorer
 * §8's placeholder), or the logo of a centro field's first centro.
 */
export const listPicture = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), name: z.string(), version: z.number().nullable(), drawable: z.boolean() }),
  z.object({ kind: z.literal('logo'), logo: z.string().nullable() }),
]);
export type ListPicture = z.infer<typeof listPicture>;

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
  /** Pictures of the image and centro fields among those columns, by column name. */
  pictures: z.record(z.string(), listPicture),
  /** Notification lists only: the unit the notification is about (null when it is gone). */
  parent_process: notificationParent.nullable().optional(),
});
export type UnitListItem = z.infer<typeof unitListItem>;

/** Unit collection (records-explorer §3): units, count, page, columns, bp_name, labels. */
export const unitCollection = z.object({
  units: z.array(unitListItem),
  count: z.number(),
  /**
   * False when a filtered list stopped counting at the cap (`count` is then the cap: "more than"),
   * which keeps broad searches from costing more than their page.
   */
  count_exact: z.boolean(),
  page: z.number(),
  columns: z.array(explorerColumn),
  bp_name: z.string(),
  labels: z.record(z.string(), z.string()),
  /** The order applied (the request's, else the view's default): what the table marks as sorted. */
  sort: z.object({ field: z.string(), desc: z.boolean() }),
  /**
   * Where the next page starts (pass it back as `cursor`): given when the page is full and the
   * list's count stopped at the cap or the page itself was asked by cursor; else null.
   */
  next_cursor: z.string().nullable(),
});
export type UnitCollection = z.infer<typeof unitCollection>;
