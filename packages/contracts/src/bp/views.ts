import { z } from 'zod';
import { bpLocalizedText } from './common.js';

/**
 * The `views` section: the explorer views, in order (the first is the default,
 * records-explorer §2), with table columns, the card layout and the calendar's
 * date field.
 */

/** Unit attributes every BP has; columns, sorts and charts may name them like fields. */
export const UNIT_COLUMNS = [
  'reference',
  'title',
  'centro',
  'business_process_name',
  'current_workflow_state',
  'current_workflow_responsible',
  'current_workflow_limit',
  'fecha_creacion',
  'fecha_cierre',
  // The unit's author (notifications show it as author/creador).
  'creador',
] as const;
export type UnitColumn = (typeof UNIT_COLUMNS)[number];
export const DATE_UNIT_COLUMNS = ['current_workflow_limit', 'fecha_creacion', 'fecha_cierre'] as const;

/** A unit column or a field id (checked against the model). */
const columnRef = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a field id or a unit column');

export const bpViewColumn = z
  .union([
    columnRef,
    z.strictObject({ field: columnRef, label: bpLocalizedText.optional(), sortable: z.boolean().default(true) }),
  ])
  .transform((c) => (typeof c === 'string' ? { field: c, sortable: true } : c));
export type BpViewColumn = z.infer<typeof bpViewColumn>;

export const DEFAULT_TABLE_COLUMNS = [
  'reference',
  'title',
  'current_workflow_state',
  'current_workflow_responsible',
  'current_workflow_limit',
] as const;
/** Spec: creation date, state, next action (responsible), limit date and closing date. */
export const DEFAULT_CARD_COLUMNS = [
  'fecha_creacion',
  'current_workflow_state',
  'current_workflow_responsible',
  'current_workflow_limit',
  'fecha_cierre',
] as const;

/**
 * The calendar's weekday sets (records-explorer §2: "all days 0-6, Monday to Saturday plus Sunday,
 * Monday to Friday, and Monday-Wednesday-Friday"), days counted from 0 = Monday, in the order the
 * week shows them. "Monday to Saturday plus Sunday" is every day, Monday first; weeks always start
 * on Monday here (records-explorer §2, §9), so it shows the same week as `all`.
 */
export const CALENDAR_WEEKDAY_SETS = {
  all: [0, 1, 2, 3, 4, 5, 6],
  monday_to_sunday: [0, 1, 2, 3, 4, 5, 6],
  monday_to_friday: [0, 1, 2, 3, 4],
  monday_wednesday_friday: [0, 2, 4],
} as const;
export type CalendarWeekdaySet = keyof typeof CALENDAR_WEEKDAY_SETS;

/**
 * A weekday set by name. `monday_to_saturday`, this product's first reading of "Monday to Saturday
 * plus Sunday", is still read (stored definitions and bookmarks hold it) as the set it stands for.
 */
export const calendarWeekdaySet = z
  .enum([...(Object.keys(CALENDAR_WEEKDAY_SETS) as CalendarWeekdaySet[]), 'monday_to_saturday'])
  .transform((name): CalendarWeekdaySet => (name === 'monday_to_saturday' ? 'monday_to_sunday' : name));

const tableView = z.strictObject({
  kind: z.literal('table'),
  columns: z
    .array(bpViewColumn)
    .min(1)
    .prefault([...DEFAULT_TABLE_COLUMNS]),
  /** Spec default: current_workflow_limit if it is a column, else the first column. */
  sort_by: columnRef.optional(),
  sort_desc: z.boolean().default(false),
});
const cardsView = z.strictObject({
  kind: z.literal('cards'),
  columns: z
    .array(bpViewColumn)
    .min(1)
    .prefault([...DEFAULT_CARD_COLUMNS]),
});
const calendarView = z.strictObject({
  kind: z.literal('calendar'),
  /** Places units on the calendar: a date unit column or a date/date-time field. */
  date_field: columnRef.default('current_workflow_limit'),
  /** A second date making events span days (e.g. an audit's planned end). */
  end_date_field: columnRef.optional(),
  type: z.enum(['month', 'week', 'day']).default('month'),
  weekdays: calendarWeekdaySet.default('all'),
});
const chartsView = z.strictObject({ kind: z.literal('charts') });

export const bpView = z.discriminatedUnion('kind', [tableView, cardsView, calendarView, chartsView]);
export type BpView = z.infer<typeof bpView>;

export const bpViews = z.array(bpView).min(1);
export type BpViews = z.infer<typeof bpViews>;
