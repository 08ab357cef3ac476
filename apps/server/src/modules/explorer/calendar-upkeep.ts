import { CALENDAR_MAX_EVENTS } from '@qualium/contracts';
import { KeptAnswers, type KeptData } from './kept-answers.js';
import { sortedPlace } from './sorted-place.js';

/**
 * Calendars kept per server process and brought up to date, not computed again, when some of
 * their units are written (kept-answers.ts, issue 13). A kept month holds where every unit it
 * places starts (and ends), day by day in the order the query shows them, and the rows of the
 * events it shows: the units written since are placed again through the calendar's own filter and
 * range (one that no longer falls in it, or was erased, leaves), each day's first events follow
 * in memory, and only the rows of events written or newly shown are read. A few indexed queries
 * over those units, however many the month places.
 */

/** Past this many units written since the month's position, computing it whole is as quick. */
export const CALENDAR_UPKEEP_MAX_UNITS = 2000;

/** Where a unit the calendar places starts and ends (the date values as stored). */
export interface Placement {
  id: number;
  start: string;
  end: string | null;
}

/** What an event presents of its unit. */
export interface EventRow extends Placement {
  uid: string;
  reference: string;
  title: string;
  current_state: string;
  current_limit: string | null;
  business_process_id: number;
  centro_id: number;
}

/** What a calendar request gives to be answered from a kept month. */
export interface CalendarSource extends KeptData {
  /** Everything but the data the month depends on (definitions, filter, dates, range, language, day). */
  key: string;
  range: { start: string; end: string };
  /** How many events each start day shows at most (eventsPerDay). */
  perDay: number;
  /** What a computation from scratch shows, and where every unit the calendar places starts and ends. */
  computed(): Promise<{ shown: EventRow[]; placements: Placement[] }>;
  /** Where the units of `ids` the calendar still places start and end. */
  placements(ids: readonly number[]): Promise<Placement[]>;
  /** The rows of these units of the site. */
  rows(ids: readonly number[]): Promise<EventRow[]>;
  /** The JSON answer presenting these events and counting `count` units. */
  answer(events: readonly EventRow[], count: number): Buffer;
}

/**
 * As the query orders: by the stored start, then the id. Starts are ISO text of one shape per
 * field, which any collation sorts as JavaScript compares it.
 */
const inOrder = (a: Placement, b: Placement) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id);

/**
 * Every unit a month places, under the start day the query shares its events by: the day of its
 * start, or, for an event with an end that began before the range, one day before them all.
 */
export class PlacedMonth {
  private readonly placed = new Map<number, Placement>();
  /** Start day (`''` before the range) to its units in order. */
  private readonly days = new Map<string, Placement[]>();

  constructor(
    private readonly rangeStart: string,
    placements: readonly Placement[],
  ) {
    for (const p of [...placements].sort(inOrder)) {
      this.placed.set(p.id, p);
      this.dayOf(p).push(p);
    }
  }

  get size(): number {
    return this.placed.size;
  }

  /** The units of `ids` placed as `placements` say (those it leaves out are no longer placed). */
  replace(ids: readonly number[], placements: readonly Placement[]): void {
    for (const id of ids) {
      const old = this.placed.get(id);
      if (!old) continue;
      const day = this.dayOf(old);
      day.splice(sortedPlace(day, old, inOrder), 1);
      this.placed.delete(id);
    }
    for (const p of placements) {
      const day = this.dayOf(p);
      day.splice(sortedPlace(day, p, inOrder), 0, p);
      this.placed.set(p.id, p);
    }
  }

  /** Each day's first `perDay` units, then the first CALENDAR_MAX_EVENTS of them all, in order. */
  shown(perDay: number): Placement[] {
    const shown: Placement[] = [];
    for (const key of [...this.days.keys()].sort()) {
      shown.push(...this.days.get(key)!.slice(0, perDay));
      if (shown.length >= CALENDAR_MAX_EVENTS) break;
    }
    return shown.slice(0, CALENDAR_MAX_EVENTS);
  }

  private dayOf(p: Placement): Placement[] {
    // Dates, date-times and timestamps all begin with their day; the range starts at midnight.
    const key = p.start < this.rangeStart ? '' : p.start.slice(0, 10);
    const day = this.days.get(key) ?? [];
    this.days.set(key, day);
    return day;
  }
}

interface KeptMonth {
  month: PlacedMonth;
  /** The rows of the events shown, by unit id. */
  rows: Map<number, EventRow>;
  answer: Buffer;
}

export class KeptCalendars {
  private readonly months: KeptAnswers<KeptMonth>;

  /**
   * Up to `maxMonths` months, and `maxUnits` units placed over all of them: what each costs (its
   * id, start and end, about 100 bytes) is what the memory follows.
   */
  constructor(maxMonths: number, maxUnits: number) {
    this.months = new KeptAnswers({
      maxAnswers: maxMonths,
      maxWeight: maxUnits,
      weigh: (kept) => kept.month.size,
      maxUnitsWritten: CALENDAR_UPKEEP_MAX_UNITS,
    });
  }

  async calendar(source: CalendarSource): Promise<Buffer> {
    const kept = await this.months.get(source.key, source, {
      compute: async () => {
        const { shown, placements } = await source.computed();
        const month = new PlacedMonth(source.range.start, placements);
        return {
          month,
          rows: new Map(shown.map((r) => [r.id, r])),
          answer: source.answer(shown, month.size),
        };
      },
      update: async (kept, written) => {
        if (written.length > 0) kept.month.replace(written, await source.placements(written));
        const shown = kept.month.shown(source.perDay);
        // A written unit's row may have changed; an unwritten one's is as kept.
        const rewritten = new Set(written);
        const missing = shown.filter((p) => rewritten.has(p.id) || !kept.rows.has(p.id)).map((p) => p.id);
        const read = missing.length > 0 ? await source.rows(missing) : [];
        // A unit erased between its placement and its row read: the month is computed whole.
        if (read.length < missing.length) return null;
        for (const row of read) kept.rows.set(row.id, row);
        // Placed as the month says: its row was read later, and a newer start comes with the next upkeep.
        const events = shown.map((p) => ({ ...kept.rows.get(p.id)!, start: p.start, end: p.end }));
        kept.rows = new Map(events.map((e) => [e.id, e]));
        kept.answer = source.answer(events, kept.month.size);
        return kept;
      },
    });
    return kept.answer;
  }
}
