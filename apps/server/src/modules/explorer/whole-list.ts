import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type AdmissionGate, admissionGate } from '../../http/admission-gate.js';
import { KeptAnswers } from './kept-answers.js';
import { filterKey } from './kept-keys.js';
import { sortsByNumber } from './keyset.js';
import {
  countableFromCounters,
  countFromCounters,
  filteredUnits,
  orderUnits,
  type SortSpec,
  sortIsComputed,
  sortKey,
  type UnitFilter,
} from './query.js';
import { candidateSlots, type SignaturesKept, signaturesFor, slotTextsHold } from './search-signatures.js';
import type { SigningShare } from './signing-share.js';
import { keyColumn, type Placed, placed, type SortValue, textByCodePoint } from './window-order.js';
import { type ListWindow, upkeepWindow, type WindowReach } from './window-upkeep.js';

/**
 * A search's window picked out of the whole list it narrows, so that a word nobody asked before
 * costs a pass over kept signatures and texts in this process, not a walk of the list's units nor
 * a look-up of the database's trigram index (issue 13).
 *
 * The list without the search (a BP's units in some centros, in a column's order: what the
 * counters count and an index orders) is kept whole per process, every unit's id and sort value,
 * and brought up to date from the units written like any list window (window-upkeep.ts); beside
 * it, a signature of each unit's trigrams and its search text (search-signatures.ts). A search
 * takes the units whose signature holds its words' trigrams, reads them in the kept list's order
 * (firstHolding) and keeps those whose text holds the words: its first matches are the search's
 * window, in the list's order.
 *
 * Why it cannot be stale: the signatures with their texts and the whole list are each brought up
 * to date to the data version read then, after the search window's position in the log of unit
 * writes (kept-answers.ts); every write committed before that position is in both, and one
 * committed since lies past it, so the search window's own upkeep reads its unit again.
 */
export type WholeLists = KeptAnswers<ListWindow>;

/** What searches keep across requests: whole lists, and their units' signatures. */
export interface SearchesKept {
  whole: WholeLists;
  signatures: SignaturesKept;
  /**
   * The searches that read the database while their list is first signed, one at a time: 32
   * users each asking a new word kept both cores so busy with those reads that the signing never
   * ended (docs/performance.md, "Reads wait their turn beside writes").
   */
  readWhileSigning: AdmissionGate;
  /** The process's time, shared between those reads and the signings (signing-share.ts). */
  signingShare: SigningShare;
}

/** The searches of lists being signed that read the database at once, per process. */
const READING_WHILE_SIGNING = 1;

/** A process's searches of lists being signed, one at a time. */
export const searchesWhileSigning = (): AdmissionGate => admissionGate(() => READING_WHILE_SIGNING);

/** Past this many whole lists the least recently used is dropped. */
export const WHOLE_LISTS_KEPT = 50;

/**
 * Past this many units over all whole lists the least recently used are dropped: each unit is its
 * id and sort value, some 70 bytes (a million units, about 70 MB per server process).
 */
export const WHOLE_LIST_UNITS_KEPT = 1_000_000;

/**
 * A list of up to this many units is read whole and signed while its first search waits (a few
 * hundred milliseconds); a longer one in the background (seconds: 275,000 units took 1 s to read
 * and some 10 s to sign on PostgreSQL), its searches served meanwhile by the paths that serve a
 * list too long to keep whole.
 */
export const KEPT_WHILE_WAITING = 20_000;

/** A list of more units than this is not kept whole: its searches look at the units' text instead. */
export const WHOLE_LIST_MAX_UNITS = 400_000;

/** Past this many units written since a whole list was kept, reading it again is as quick. */
const WHOLE_LIST_UPKEEP_MAX_UNITS = 5000;

export function wholeLists(): WholeLists {
  return new KeptAnswers({
    maxAnswers: WHOLE_LISTS_KEPT,
    maxWeight: WHOLE_LIST_UNITS_KEPT,
    weigh: (list) => list.units.length,
    maxUnitsWritten: WHOLE_LIST_UPKEEP_MAX_UNITS,
  });
}

/** A whole list holds every unit: its upkeep never reads more, nor cuts it short. */
const WHOLE: WindowReach = { size: Number.POSITIVE_INFINITY, needed: Number.POSITIVE_INFINITY, after: null };

/** The list a search narrows: the same filter without the words. */
function unsearched({ searchFound: _found, ...filter }: UnitFilter): UnitFilter {
  return { ...filter, search: [] };
}

/** Whether this search's window may come from its whole list: a list the counters count, in a column's order. */
export function searchesWholeList(filter: UnitFilter, sort: SortSpec): boolean {
  return filter.search.length > 0 && countableFromCounters(unsearched(filter)) && !sortIsComputed(sort);
}

/**
 * Every unit of the list with its sort value, in the list's order. SQLite builds it as one JSON
 * array (ordered by the same sort value and id, units without one last ascending): parsed about
 * twice as fast as as many rows (a list of 276,000 units: 134–219 ms against 293–334). PostgreSQL
 * hands rows, so that each value comes as every other window's does (a number as numeric text).
 */
async function wholeListUnits(db: Db, list: UnitFilter, sort: SortSpec): Promise<Placed[]> {
  if (db.kind === 'postgres') {
    const rows = await orderUnits(filteredUnits(db, list).select(['units.id', keyColumn(sort)]), sort).execute();
    return rows.map((r) => placed(sort, r));
  }
  const direction = sql.raw(sort.desc ? 'desc' : 'asc');
  const empty = sortKey(sort).nullable ? sql`(l.k is null) ${direction}, ` : sql``;
  const units = filteredUnits(db, list).select(['units.id', keyColumn(sort)]);
  const { rows } = await sql<{ j: string }>`select json_group_array(json_array(l.id, l.k)
    order by ${empty}l.k ${direction}, l.id ${direction}) as j from ${units.as('l')}`.execute(db.k);
  return (JSON.parse(rows[0]?.j ?? '[]') as Array<[number, SortValue]>).map(([id, key]) => ({ id, key }));
}

/**
 * Each whole list's place of every unit, by id (-1 for an id not listed), and a scratch array of
 * one slot per place that firstHolding fills for the places it marks (searches run one at a time in
 * a process: firstHolding does not wait). Made at the list's first search; an upkept list is a new
 * array (window-upkeep.ts), so they are made again for it, never read stale.
 */
interface ListPlaces {
  placeOf(id: number): number;
  slotAt: Int32Array;
}
const placesKept = new WeakMap<readonly Placed[], ListPlaces>();

/**
 * Past this many ids of the list's range per listed unit, its places are a map: an array over the
 * range (4 bytes an id) would cost a short list whose ids lie far apart megabytes.
 */
const DENSE_PLACES = 8;

function placesOf(units: readonly Placed[]): ListPlaces {
  let kept = placesKept.get(units);
  if (!kept) {
    let lo = units[0]?.id ?? 0;
    let hi = lo;
    for (const u of units) {
      if (u.id < lo) lo = u.id;
      if (u.id > hi) hi = u.id;
    }
    let placeOf: (id: number) => number;
    if (hi - lo < DENSE_PLACES * units.length) {
      const place = new Int32Array(units.length === 0 ? 0 : hi - lo + 1).fill(-1);
      for (let i = 0; i < units.length; i++) place[units[i]!.id - lo] = i;
      placeOf = (id) => place[id - lo] ?? -1;
    } else {
      const place = new Map(units.map((u, i) => [u.id, i]));
      placeOf = (id) => place.get(id) ?? -1;
    }
    kept = { placeOf, slotAt: new Int32Array(units.length) };
    placesKept.set(units, kept);
  }
  return kept;
}

/**
 * The first `limit` units of the list, in its order, among the candidates (signature slots, any
 * order, units no longer listed included) whose slot `holds`: the candidates' places marked in a
 * bit set over the list, read in order, each one's text looked at until the window is full.
 * Walking the list instead asked each of its units whether it was a candidate: a word few units
 * hold cost the whole 275,000 (docs/performance.md, "A word's window from its candidates").
 */
export function firstHolding(
  units: readonly Placed[],
  slots: readonly number[],
  idOf: Int32Array,
  holds: (slot: number) => boolean,
  limit: number,
): Placed[] {
  // Each marked place's slot: its text is looked at by slot, without a look-up by id. Only the
  // places marked here are read, so what earlier searches left in the scratch array is never seen.
  const { placeOf, slotAt } = placesOf(units);
  const marked = new Uint32Array((units.length >>> 5) + 1);
  for (const slot of slots) {
    const at = placeOf(idOf[slot]!);
    if (at < 0) continue;
    marked[at >>> 5]! |= 1 << (at & 31);
    slotAt[at] = slot;
  }
  const found: Placed[] = [];
  for (let w = 0; w < marked.length && found.length < limit; w++) {
    for (let bits = marked[w]!; bits !== 0 && found.length < limit; bits &= bits - 1) {
      const at = w * 32 + (31 - Math.clz32(bits & -bits));
      if (holds(slotAt[at]!)) found.push(units[at]!);
    }
  }
  return found;
}

/** What `searchedInWholeList` answers while the list's signatures or whole order are first made. */
export const BEING_SIGNED = Symbol('being signed');

/**
 * The search's first `limit` units in the list's order, from the list kept whole; BEING_SIGNED
 * while the list is first signed; null where the list is too long to keep whole, is ordered by
 * text in a collation JS cannot reproduce, or no word is long enough for a trigram (the caller
 * reads the list's units).
 */
export async function searchedInWholeList(
  db: Db,
  kept: SearchesKept,
  filter: UnitFilter,
  /** The BP definitions' versions (kept-keys.ts, definitionsKey). */
  definitions: string,
  sort: SortSpec,
  limit: number,
): Promise<Placed[] | typeof BEING_SIGNED | null> {
  // A text order JS cannot reproduce would have each upkeep ask the database to sort the whole
  // list's texts (window-order.ts, textOrder): such a list is walked instead (search-walk.ts).
  if (!sortsByNumber(sort) && !(await textByCodePoint(db))) return null;
  const list = unsearched(filter);
  const units = await countFromCounters(db, list);
  if (units > WHOLE_LIST_MAX_UNITS) return null;
  const listKey = `${definitions}|${filterKey(list)}`;
  const wait = units <= KEPT_WHILE_WAITING;
  const data = { db, siteId: filter.siteId, businessProcessIds: filter.businessProcessIds };
  const key = `${listKey}|${JSON.stringify(sort.ref.name)}|${sort.desc}`;
  const [signatures, whole] = await Promise.all([
    signaturesFor(kept.signatures, db, list, listKey, wait, kept.signingShare),
    kept.whole.getOrStart(
      key,
      data,
      {
        compute: async () => ({
          units: await kept.signingShare.signs(() => wholeListUnits(db, list, sort)),
          complete: true,
        }),
        update: (held, written) => upkeepWindow(db, list, sort, held, written, WHOLE),
      },
      wait,
    ),
  ]);
  if (!signatures || !whole) return BEING_SIGNED;
  const slots = candidateSlots(signatures, filter.search);
  return slots && firstHolding(whole.units, slots, signatures.idOf, slotTextsHold(signatures, filter.search), limit);
}

/**
 * A search's first units from its whole list (`fromWhole`, searchedInWholeList), else from the
 * database (`fromDatabase`). While the list is first signed, the database is read by one search at
 * a time through `gate`, each once the signing has had its share of the process (`share`), and a
 * search whose turn comes once the signing has ended is answered from the whole list instead.
 */
export async function wholeListFirst<T>(
  fromWhole: () => Promise<T | typeof BEING_SIGNED | null>,
  fromDatabase: () => Promise<T>,
  { gate, share }: { gate: AdmissionGate; share: SigningShare },
): Promise<T> {
  const found = await fromWhole();
  if (found !== BEING_SIGNED) return found ?? fromDatabase();
  const leave = await gate.enter();
  try {
    return await share.search(async () => {
      const now = await fromWhole();
      return now === BEING_SIGNED || now === null ? fromDatabase() : now;
    });
  } finally {
    leave();
  }
}
