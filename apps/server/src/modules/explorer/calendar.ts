import {
  type BpDefinition,
  CALENDAR_MAX_DAYS,
  CALENDAR_MAX_EVENTS,
  type CalendarQuery,
  type CalendarResponse,
  calendarResponse,
  EXPLORER_MESSAGES,
  localizedText,
} from '@qualium/contracts';
import { isOverdue } from '@qualium/workflow';
import { type SqlBool, sql } from 'kysely';
import type { RequestContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { preparedJson } from '../../http/prepared-json.js';
import { centroToday } from '../shared/centro-day.js';
import { stateOf } from '../shared/list-row.js';
import type { EventRow, KeptCalendars } from './calendar-upkeep.js';
import { DAY_MS, type ListRules, nextDay, refOrRefuse, resolveList } from './filters.js';
import { definitionsKey, filterKey, keepable } from './kept-keys.js';
import {
  filteredUnits,
  filteredUnitsAmong,
  siteUnitsAmong,
  type UnitFilter,
  type ValueCondition,
  valueExpression,
  withSearchFound,
} from './query.js';
import { type Ref, valueTypeOf } from './refs.js';

/**
 * explorer_calendar and todo_calendar (records-explorer §2 calendar view): the filtered units placed
 * by a date (`date_field`; else the BP's calendar view date in the explorer, the limit in the to-do)
 * between `start` and `end` (excluded), at most 31 days, as events spanning to the view's end date
 * when it has one.
 */

const DEFAULT_DATE_FIELD = 'current_workflow_limit';

/**
 * Months are kept and brought up to date from the units written since (calendar-upkeep.ts): a
 * month of a large BP places tens of thousands of units and presents a thousand. Past this many
 * (each up to CALENDAR_MAX_EVENTS events, ~300 KB of JSON and rows), the least recently used is dropped.
 */
export const CALENDARS_KEPT = 100;

/** Past this many units placed over all kept months (some 30 MB), the least recently used are dropped. */
export const CALENDAR_UNITS_KEPT = 300_000;

function checkRange(start: string, end: string) {
  if (end < start) throw badRequest(EXPLORER_MESSAGES.finishBeforeStart);
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS > CALENDAR_MAX_DAYS) {
    throw badRequest(EXPLORER_MESSAGES.calendarTooLong);
  }
}

function dateRef(name: string, definitions: readonly BpDefinition[]): Ref {
  const ref = refOrRefuse(name, definitions);
  if (valueTypeOf(ref) !== 'date') throw badRequest(EXPLORER_MESSAGES.invalidProperty(name));
  return ref;
}

/** Each day's share of the CALENDAR_MAX_EVENTS events an answer carries (a month: 32 a day). */
export function eventsPerDay(range: { start: string; end: string }): number {
  const days = Math.max(1, Math.round((Date.parse(range.end) - Date.parse(range.start)) / DAY_MS));
  return Math.max(1, Math.floor(CALENDAR_MAX_EVENTS / days));
}

/**
 * The start days an answer shares its events among: each day of the range, and before it the
 * events with an end that started earlier and still run.
 */
function startDays(range: { start: string; end: string }, spanning: boolean): ValueCondition[] {
  const days: ValueCondition[] = spanning ? [{ lt: range.start }] : [];
  for (let day = range.start; day < range.end; day = nextDay(day)) days.push({ gte: day, lt: nextDay(day) });
  return days;
}

/** Day of a creation timestamp; date-time fields keep their time (`YYYY-MM-DDTHH:MM`). */
const eventDate = (ref: Ref, value: string) => (ref.type === 'column' ? value.slice(0, 10) : value);

export async function calendarEvents(
  ctx: RequestContext,
  query: CalendarQuery,
  rules: ListRules,
  cache?: KeptCalendars,
): Promise<Buffer> {
  const { scope } = ctx;
  const { db } = ctx.deps;
  checkRange(query.start, query.end);
  const resolved = await resolveList(db, scope, query, rules);
  // The to-do calendar shows when things fall due; the explorer's follows the BP's calendar view.
  const view = rules.todo
    ? undefined
    : resolved.named?.definition.business_process.views.find((v) => v.kind === 'calendar');
  const calendar = view?.kind === 'calendar' ? view : null;
  const startRef = dateRef(query.date_field ?? calendar?.date_field ?? DEFAULT_DATE_FIELD, resolved.definitions);
  // The view's end date belongs with the view's own start date, not with one the caller chose.
  const endName = query.date_field === undefined ? calendar?.end_date_field : undefined;
  const endRef = endName ? dateRef(endName, resolved.definitions) : null;

  const startValue = valueExpression(startRef);
  const endValue = endRef ? valueExpression(endRef) : null;
  const lang = scope.lang;
  const today = centroToday(ctx.now);
  const bpOf = new Map(resolved.bps.flatMap((b) => b.ids.map((id) => [id, b] as const)));
  const allDay = (ref: Ref | null) => ref === null || ref.type === 'column' || ref.field.kind !== 'date_time';
  /**
   * Units of the filter starting within `start` (an event spanning days while any day is in the
   * range); among these ids only, when given (the units written since a calendar was kept), read
   * by id: beside the list's conditions SQLite walked the list's index from 60 ids on (53–145 ms
   * on a million units; query.ts, filteredUnitsAmong).
   */
  const placedWhere = (filter: UnitFilter, start: ValueCondition, among?: readonly number[]) => {
    const narrowed = { ...filter, conditions: [...filter.conditions, { ref: startRef, condition: start }] };
    const placed = among ? filteredUnitsAmong(db, narrowed, among) : filteredUnits(db, narrowed);
    return endValue
      ? placed.where(
          sql<SqlBool>`(${startValue} < ${query.end} and coalesce(${endValue}, ${startValue}) >= ${query.start})`,
        )
      : placed;
  };
  // An event with an end shows while any of its days is in the range, whenever it started.
  const inRange = endRef ? { lt: query.end } : { gte: query.start, lt: query.end };
  const perDay = eventsPerDay(query);
  const placement = [
    'units.id',
    sql<string>`${startValue}`.as('start'),
    sql<string | null>`${endValue ?? sql`null`}`.as('end'),
  ] as const;
  const eventColumns = [
    ...placement,
    'units.uid',
    'units.reference',
    'units.title',
    'units.current_state',
    'units.current_limit',
    'units.business_process_id',
    'units.centro_id',
  ] as const;
  const shownRows = (filter: UnitFilter): Promise<EventRow[]> => {
    // Each day gets its share of the events an answer carries, so that a month whose first day
    // alone holds a thousand units still shows every day's first ones: one index walk per day,
    // each stopping at its share, then the first CALENDAR_MAX_EVENTS of them all.
    const days = startDays(query, endRef !== null).map((day, i) =>
      db.k
        .selectFrom(
          placedWhere(filter, day)
            .select(['units.id', sql<string>`${startValue}`.as('event_start')])
            .orderBy(startValue)
            .orderBy('units.id')
            .limit(perDay)
            .as(`day${i}`),
        )
        .selectAll(),
    );
    const shared = days.slice(1).reduce((all, day) => all.unionAll(day), days[0]!);
    return db.k
      .selectFrom(shared.as('placed'))
      .innerJoin('units', 'units.id', 'placed.id')
      .select(eventColumns)
      .orderBy('placed.event_start')
      .orderBy('placed.id')
      .limit(CALENDAR_MAX_EVENTS)
      .execute();
  };
  const present = (rows: readonly EventRow[], count: number): Buffer =>
    preparedJson(calendarResponse, {
      events: rows.map((r) => {
        const bp = bpOf.get(r.business_process_id)!;
        const state = stateOf(bp.definition, r.current_state, lang);
        return {
          uid: r.uid,
          reference: r.reference,
          title: r.title,
          start: eventDate(startRef, r.start),
          end: endRef && r.end ? eventDate(endRef, r.end) : null,
          all_day: allDay(startRef) && allDay(endRef),
          color: state.color,
          state: state.label,
          overdue: !state.closed && isOverdue(r.current_limit, today),
          business_process: bp.row.reference,
          business_process_name: localizedText(bp.definition.business_process.info.name, lang),
          centro: r.centro_id,
        };
      }),
      count,
      date_field: startRef.name,
      end_date_field: endRef?.name ?? null,
    } satisfies CalendarResponse);
  if (!cache || !keepable(resolved.filter)) {
    const filter = await withSearchFound(db, resolved.filter);
    const [rows, counted] = await Promise.all([
      shownRows(filter),
      placedWhere(filter, inRange)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    ]);
    return present(rows, Number(counted?.n ?? 0));
  }
  // The language names states and BPs; the day decides which events are overdue.
  const key = [
    definitionsKey(resolved),
    filterKey(resolved.filter),
    startRef.name,
    endRef?.name ?? '',
    query.start,
    query.end,
    lang,
    today,
  ].join('|');
  const { siteId, businessProcessIds } = resolved.filter;
  return cache.calendar({
    db,
    siteId,
    businessProcessIds,
    key,
    range: query,
    perDay,
    computed: async () => {
      const filter = await withSearchFound(db, resolved.filter);
      const [shown, placements] = await Promise.all([
        shownRows(filter),
        placedWhere(filter, inRange).select(placement).execute(),
      ]);
      return { shown, placements };
    },
    // A few units' own text is looked at for the search words, rather than the search index asked
    // for every unit holding them: withSearchFound's 'broad', which finds the same units.
    placements: (ids) =>
      placedWhere({ ...resolved.filter, searchFound: 'broad' }, inRange, ids)
        .select(placement)
        .execute(),
    rows: (ids) => siteUnitsAmong(db, siteId, ids).select(eventColumns).execute(),
    answer: present,
  });
}
