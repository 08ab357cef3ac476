import type { Db } from '../../db/database.js';
import { afterPlaced } from './keyset.js';
import {
  countableFromCounters,
  filteredUnits,
  orderUnits,
  type SortSpec,
  searchHolds,
  sortIsComputed,
  type UnitFilter,
} from './query.js';
import { keyColumn, type Placed, placed } from './window-order.js';

/**
 * PostgreSQL: a search's first units found by walking its list in order, checking each unit's
 * text, before its trigram index is asked (issue 13: a word never asked before).
 *
 * pg_trgm's GIN index gives the pages that may hold a word, and PostgreSQL then reads and checks
 * every row on them: a word 50,000 of a centre's 270,000 NC units hold took 0.7–1.2 s for the
 * 1,052 units a window needs, sorting all 50,000. Its planner cannot tell such a word from a rare
 * one (it estimated 8,000 matches for 53,564), so it takes the index for both. Walking the list's
 * own index in order and checking each unit's text costs some 5–8 µs a unit and stops at the
 * window: a word a fifth of the units hold is found in 5,000 units. The walk goes in batches, and
 * after each one the share of units that held the words tells how far the rest of the window
 * lies; past WALK_MOST units the search is asked of the trigram index after all, from the start,
 * which is quicker for a word few units hold. (From the last unit walked on, the keyset's
 * condition led PostgreSQL to plans up to ten times slower: 61 ms became 542 for `hospitaliz`.)
 * A word the first units seldom hold costs the walk of those 500, some 8 ms.
 *
 * The order of a list's units is not random: units written in the same weeks sit together, so
 * the share seen in the first units says little about the rest, and the walk goes on only while
 * its estimate stays short.
 *
 * A search whose list is kept whole with its signatures is answered from them first
 * (whole-list.ts); the walk serves the others: a list too long to keep whole, one still being
 * signed, one ordered by text in a collation JS cannot reproduce.
 */

/** Units checked in the first batch: a word most units hold fills a window within a few of them. */
export const WALK_FIRST = 500;

/** Past this many units walked, the rest of the window is left to the trigram index. */
export const WALK_MOST = 16_000;

export interface WalkLimits {
  first: number;
  most: number;
}

/**
 * Whether this search is walked: PostgreSQL, and a list the counters count (BP, centros,
 * processes, states: one the explorer's indexes give in order) in a column's order.
 */
export function walksSearch(db: Db, filter: UnitFilter, sort: SortSpec): boolean {
  return (
    db.kind === 'postgres' &&
    filter.search.length > 0 &&
    countableFromCounters({ ...filter, search: [] }) &&
    !sortIsComputed(sort)
  );
}

/** The next units of the list without the search, after `last`, each with whether it holds the words. */
async function walkBatch(db: Db, filter: UnitFilter, sort: SortSpec, last: Placed | null, size: number) {
  const list: UnitFilter = { ...filter, search: [] };
  const rows = await orderUnits(
    filteredUnits(db, list)
      .$if(last !== null, (q) => q.where(afterPlaced(sort, last!)))
      .select(['units.id', keyColumn(sort), searchHolds(filter.search).as('hit')]),
    sort,
  )
    .limit(size)
    .execute();
  return rows.map((r) => ({ unit: placed(sort, r), hit: Boolean(r.hit) }));
}

/**
 * The search's first `limit` units in the list's order, walked; `whole` gives them by the trigram
 * index instead when the walk would go on past `most` units.
 */
export async function walkedSearch(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  limit: number,
  whole: (limit: number) => Promise<Placed[]>,
  { first, most }: WalkLimits = { first: WALK_FIRST, most: WALK_MOST },
): Promise<Placed[]> {
  const found: Placed[] = [];
  let walked = 0;
  let last: Placed | null = null;
  let size = first;
  for (;;) {
    const batch = await walkBatch(db, filter, sort, last, size);
    for (const { unit, hit } of batch) if (hit && found.length < limit) found.push(unit);
    walked += batch.length;
    // The list ended, or the window is full.
    if (batch.length < size || found.length >= limit) return found;
    last = batch[batch.length - 1]!.unit;
    // The units still to walk at the share seen so far (one more than seen, so that none seen
    // does not read as endless), and a tenth more for the share's chance.
    const toWalk = Math.ceil(((limit - found.length) * walked * 1.1) / (found.length + 1));
    if (walked + toWalk > most) return whole(limit);
    size = Math.max(toWalk, 100);
  }
}
