import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { KeptAnswers, type KeptData } from './kept-answers.js';
import { ftsMatch } from './query.js';

/**
 * SQLite: the units that may hold a search's words, from the trigram index at a fraction of the
 * cost of asking it for the words themselves (issue 13: a word never asked before).
 *
 * The index answers a word as the phrase of its every trigram, merging each one's list of units
 * and places; a common trigram ("tra", "ion") lists most of a million units, and a long word took
 * 50–100 ms. Each word's two rarest trigrams, asked without places, find nearly the same units;
 * each trigram's units are kept per process as bits by id and brought up to date from the units
 * written (kept-answers.ts), so a word made of trigrams asked before costs no look-up at all. The
 * units a caller keeps are then checked for the words themselves (whole-list.ts), so the answer
 * is exact whatever trigrams were picked.
 */

/**
 * How common each trigram is: the share of units holding it among some 2,000 read in runs of 50
 * consecutive ids spread over all of them (runs: a few pages each, quick to read from a cold
 * disk), per database, read again after an hour. The shares only choose which trigrams to ask (a
 * poor estimate makes a search slower, never wrong); the index's own counts cost as much to read
 * as asking it for a common trigram's units.
 */
const SAMPLE_RUNS = 40;
const SAMPLE_RUN_UNITS = 50;
const SAMPLE_KEPT_MS = 60 * 60_000;
const samples = new WeakMap<Db, { shares: Promise<Map<string, number>>; at: number }>();

async function sampleShares(db: Db): Promise<Map<string, number>> {
  // Two subqueries: SQLite finds a min() or a max() alone at the end of the ids, both at once by
  // reading every unit.
  const { rows: bounds } = await sql<{ lo: number | null; hi: number | null }>`select
    (select min(id) from units) as lo, (select max(id) from units) as hi`.execute(db.k);
  const lo = bounds[0]?.lo ?? 0;
  const hi = bounds[0]?.hi ?? -1;
  const ids: number[] = [];
  for (let run = 0; run < SAMPLE_RUNS; run++) {
    const from = lo + Math.floor(((hi - lo + 1) * run) / SAMPLE_RUNS);
    for (let id = from; id < from + SAMPLE_RUN_UNITS && id <= hi; id++) ids.push(id);
  }
  const { rows } = await sql<{ search_text: string }>`select search_text from units
    where id in (select value from json_each(${JSON.stringify(ids)}))`.execute(db.k);
  const holders = new Map<string, number>();
  for (const r of rows) for (const t of trigramsOf(r.search_text)) holders.set(t, (holders.get(t) ?? 0) + 1);
  return new Map([...holders].map(([t, n]) => [t, n / rows.length]));
}

function trigramShares(db: Db, now: number): Promise<Map<string, number>> {
  const kept = samples.get(db);
  if (kept && kept.at > now - SAMPLE_KEPT_MS) return kept.shares;
  const shares = sampleShares(db);
  samples.set(db, { shares, at: now });
  shares.catch(() => samples.delete(db));
  return shares;
}

/** Trigrams asked per word: its rarest ones, which leave few units besides the word's. */
const TRIGRAMS_PER_WORD = 2;

/** A word's trigrams, as the index's trigram tokenizer cuts them (by character). */
export function trigramsOf(word: string): string[] {
  const chars = Array.from(word);
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

/** Each trigram's units as a set of bits by id, kept per site and BPs and brought up to date. */
export type TrigramSets = KeptAnswers<Uint32Array>;

/** Past this many trigrams kept (each a bit per unit: 125 kB for a million units) the least used go. */
export const TRIGRAM_SETS_KEPT = 400;

export function trigramSets(): TrigramSets {
  return new KeptAnswers({
    maxAnswers: TRIGRAM_SETS_KEPT,
    maxWeight: TRIGRAM_SETS_KEPT,
    weigh: () => 1,
    maxUnitsWritten: 5000,
  });
}

const has = (set: Uint32Array, id: number) => ((set[id >>> 5] ?? 0) >>> (id & 31)) & 1;

function withUnit(set: Uint32Array, id: number): Uint32Array {
  const grown = id >>> 5 < set.length ? set : new Uint32Array(Math.max((id >>> 5) + 1, set.length * 2));
  if (grown !== set) grown.set(set);
  grown[id >>> 5]! |= 1 << (id & 31);
  return grown;
}

/** The units the index lists for the trigram, as bits by id. */
async function unitsOfTrigram(db: Db, trigram: string): Promise<Uint32Array> {
  const { rows } = await sql<{ ids: string }>`select json_group_array(rowid) as ids
    from units_search where units_search match ${ftsMatch([trigram])}`.execute(db.k);
  const ids = JSON.parse(rows[0]?.ids ?? '[]') as number[];
  let highest = 0;
  for (const id of ids) if (id > highest) highest = id;
  const set = new Uint32Array((highest >>> 5) + 1);
  for (const id of ids) set[id >>> 5]! |= 1 << (id & 31);
  return set;
}

/**
 * The set with the units written since read again: one whose text now holds the trigram joins it.
 * One whose text no longer does stays (the set stands for units that may hold it).
 */
async function withWritten(db: Db, trigram: string, set: Uint32Array, written: readonly number[]) {
  if (written.length === 0) return set;
  const rows = await db.k.selectFrom('units').select(['id', 'search_text']).where('id', 'in', written).execute();
  let kept = set;
  for (const r of rows) if (r.search_text.includes(trigram)) kept = withUnit(kept, r.id);
  return kept;
}

/**
 * The units of the data's site and BPs that may hold the words: those holding each word's rarest
 * trigrams, as a test by id; null when even the rarest is held by more than `mostShare` of the
 * units (a word made of common trigrams, which most lists hold often enough that looking at their
 * units' text in order finds a page sooner).
 */
export async function candidatesFor(
  sets: TrigramSets,
  data: KeptData,
  words: readonly string[],
  mostShare: number,
): Promise<((id: number) => boolean) | null> {
  const { db } = data;
  const shares = await trigramShares(db, Date.now());
  const share = (t: string) => shares.get(t) ?? 0;
  const rarest = (word: string) =>
    trigramsOf(word)
      .sort((a, b) => share(a) - share(b))
      .slice(0, TRIGRAMS_PER_WORD);
  const asked = [...new Set(words.flatMap(rarest))];
  if (Math.min(...asked.map(share)) > mostShare) return null;
  const key = `${data.siteId}|${data.businessProcessIds.join(',')}|`;
  const each = await Promise.all(
    asked.map((trigram) =>
      sets.get(key + trigram, data, {
        compute: () => unitsOfTrigram(db, trigram),
        update: (set, written) => withWritten(db, trigram, set, written),
      }),
    ),
  );
  return (id) => each.every((set) => has(set, id) === 1);
}
