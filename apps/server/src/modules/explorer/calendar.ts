import {
  type BpDefinition,
  CALENDAR_MAX_DAYS,
  CALENDAR_MAX_EVENTS,
  type CalendarQuery,
  type CalendarResponse,
  calendarResponse,
  EXPLORER_MESSAGES,
} from '@qualium/contracts';
import { isOverdue } from '@qualium/workflow';
import { type SqlBool, sql } from 'kysely';
import { badRequest } from '../../http/errors.js';
import { preparedJson } from '../../http/prepared-json.js';
import { stateOf } from '../units/present.js';
import { centroToday, localized } from '../units/text.js';
import type { ExplorerContext } from './context.js';
import { DAY_MS, type ListRules, refOrRefuse, resolveList } from './filters.js';
import { filteredUnits, valueExpression, withSearchFound } from './query.js';
import { type Ref, valueTypeOf } from './refs.js';
import { dataVersion, filterKey, keepable, type VersionedCache } from './versioned-cache.js';

/**
 * explorer_calendar and todo_calendar (records-explorer §2 calendar view): the filtered units placed
 * by a date (`date_field`; else the BP's calendar view date in the explorer, the limit in the to-do)
 * between `start` and `end` (excluded), at most 31 days, as events spanning to the view's end date
 * when it has one.
 */

const DEFAULT_DATE_FIELD = 'current_workflow_limit';

/**
 * Months asked again while their BPs' data holds are answered from here (versioned-cache.ts), as
 * the JSON sent: a month of a large BP places tens of thousands of units and presents a thousand.
 */
export type CalendarCache = VersionedCache<Buffer>;

/** Past this many calendars (each up to CALENDAR_MAX_EVENTS events, ~300 KB) the least recently used is dropped. */
export const CALENDARS_KEPT = 100;

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

/** Day of a creation timestamp; date-time fields keep their time (`YYYY-MM-DDTHH:MM`). */
const eventDate = (ref: Ref, value: string) => (ref.type === 'column' ? value.slice(0, 10) : value);

export async function calendarEvents(ctx: ExplorerContext, query: CalendarQuery, rules: ListRules): Promise<Buffer> {
  const { db, scope } = ctx;
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
  const filter = endRef
    ? resolved.filter
    : {
        ...resolved.filter,
        conditions: [...resolved.filter.conditions, { ref: startRef, condition: { gte: query.start, lt: query.end } }],
      };
  const lang = scope.lang;
  const today = centroToday(ctx.now);
  const bpOf = new Map(resolved.bps.flatMap((b) => b.ids.map((id) => [id, b] as const)));
  const allDay = (ref: Ref | null) => ref === null || ref.type === 'column' || ref.field.kind !== 'date_time';
  const placedEvents = async (): Promise<CalendarResponse> => {
    const placed = filteredUnits(db, await withSearchFound(db, filter));
    // An event spanning days shows while any of its days falls in the range.
    const base = endValue
      ? placed.where(
          sql<SqlBool>`(${startValue} < ${query.end} and coalesce(${endValue}, ${startValue}) >= ${query.start})`,
        )
      : placed;
    const [counted, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      base
        .select([
          'units.uid',
          'units.reference',
          'units.title',
          'units.current_state',
          'units.current_limit',
          'units.business_process_id',
          'units.centro_id',
          sql<string>`${startValue}`.as('event_start'),
          sql<string | null>`${endValue ?? sql`null`}`.as('event_end'),
        ])
        .orderBy(startValue)
        .orderBy('units.id')
        .limit(CALENDAR_MAX_EVENTS)
        .execute(),
    ]);
    return {
      events: rows.map((r) => {
        const bp = bpOf.get(r.business_process_id)!;
        const state = stateOf(bp.definition, r.current_state, lang);
        return {
          uid: r.uid,
          reference: r.reference,
          title: r.title,
          start: eventDate(startRef, r.event_start),
          end: endRef && r.event_end ? eventDate(endRef, r.event_end) : null,
          all_day: allDay(startRef) && allDay(endRef),
          color: state.color,
          state: state.label,
          overdue: !state.closed && isOverdue(r.current_limit, today),
          business_process: bp.row.reference,
          business_process_name: localized(bp.definition.business_process.info.name, lang),
          centro: r.centro_id,
        };
      }),
      count: Number(counted?.n ?? 0),
      date_field: startRef.name,
      end_date_field: endRef?.name ?? null,
    };
  };
  const cache = ctx.caches?.calendars;
  const answer = async () => preparedJson(calendarResponse, await placedEvents());
  if (!cache || !keepable(filter)) return answer();
  // The language names states and BPs; the day decides which events are overdue.
  const key = [
    resolved.bps.map((b) => `${b.row.id}@${b.row.updated_at}`).join(','),
    filterKey(filter),
    startRef.name,
    endRef?.name ?? '',
    query.start,
    query.end,
    lang,
    today,
  ].join('|');
  return cache.get(key, await dataVersion(db, filter.siteId, filter.businessProcessIds), answer);
}
