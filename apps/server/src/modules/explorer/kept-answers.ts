import type { Db } from '../../db/database.js';
import { logHorizon, unitsWrittenSince } from '../units/change-log.js';
import { dataVersion } from './kept-keys.js';

/**
 * Answers computed from many units, kept per server process and brought up to date, not computed
 * again, when some of their units are written (issue 13): the charts views (charts/kept-views.ts),
 * and whatever else keeps a kept answer's parts unit by unit.
 *
 * A request reads the BPs' data version (`unit_counts.changes`, raised by the database on every
 * write to one of their units, whichever process or node made it); while it holds, the kept answer
 * is served. When it has moved, the units written since the answer's position in the log of unit
 * writes (units/change-log.ts) are handed to the answer's `update`, which reads just those units
 * again; past `maxUnitsWritten` of them, or when the log no longer reaches back that far, or when
 * `update` declines, the answer is computed whole again.
 *
 * Why it cannot be stale: the version is read first, then the position, then the rows; every
 * write committed after the position lies at or past it in the log, so the next upkeep sees it; a
 * unit read twice is simply replaced again. The answer therefore reflects at least the data of
 * the version it is kept under.
 */

/** Where the kept answer's units live: its BPs in one site. */
export interface KeptData {
  db: Db;
  siteId: number;
  businessProcessIds: readonly number[];
}

/** How one kept answer is made and brought up to date. */
export interface Upkeep<V> {
  /** The answer computed from every unit. */
  compute(): Promise<V>;
  /**
   * `kept` with these units read again (written, created or erased since), or null when computing
   * whole is needed or as quick. It may change `kept` in place: nothing else holds it meanwhile.
   */
  update(kept: V, written: readonly number[]): Promise<V | null>;
}

interface Kept<V> {
  version: number;
  position: number;
  value: V;
}

export interface KeptAnswersLimits<V> {
  /** Past this many answers the least recently used are dropped. */
  maxAnswers: number;
  /** Past this total weight (roughly, units held) the least recently used are dropped. */
  maxWeight: number;
  weigh(value: V): number;
  /** Past this many units written since an answer's position, computing whole is as quick. */
  maxUnitsWritten: number;
}

export class KeptAnswers<V> {
  /** Least recently used first; each a promise, so that concurrent requests wait for one upkeep. */
  private readonly answers = new Map<string, Promise<Kept<V>>>();
  private readonly weights = new Map<string, number>();

  constructor(private readonly limits: KeptAnswersLimits<V>) {}

  async get(key: string, data: KeptData, upkeep: Upkeep<V>): Promise<V> {
    const version = await dataVersion(data.db, data.siteId, data.businessProcessIds);
    const kept = this.answers.get(key);
    // Each request of a key waits for the one before it, so upkeeps of one answer never overlap.
    const next = (kept ?? Promise.resolve(null))
      .catch(() => null)
      .then((answer) =>
        answer && answer.version >= version ? answer : this.bringUpToDate(answer, version, data, upkeep),
      );
    this.answers.delete(key);
    this.answers.set(key, next);
    next.then(
      (answer) => this.weigh(key, next, this.limits.weigh(answer.value)),
      () => this.forget(key, next),
    );
    return (await next).value;
  }

  /** Whether the key's answer was computed (an upkeep of it may be under way), not only asked. */
  computed(key: string): boolean {
    return this.weights.has(key);
  }

  /**
   * The answer as `get` gives it; or, unless `wait`, null while it is first computed in the
   * background: the caller serves its request another way meanwhile. Once computed, its upkeep
   * is waited for.
   */
  async getOrStart(key: string, data: KeptData, upkeep: Upkeep<V>, wait: boolean): Promise<V | null> {
    if (wait || this.computed(key)) return this.get(key, data, upkeep);
    // A failed computation is not kept (forget): a later request starts it again.
    this.get(key, data, upkeep).catch(() => undefined);
    return null;
  }

  private async bringUpToDate(kept: Kept<V> | null, version: number, data: KeptData, upkeep: Upkeep<V>) {
    const position = await logHorizon(data.db);
    const written =
      kept &&
      (await unitsWrittenSince(
        data.db,
        data.siteId,
        data.businessProcessIds,
        kept.position,
        this.limits.maxUnitsWritten,
      ));
    const updated = kept && written ? await upkeep.update(kept.value, written) : null;
    return { version, position, value: updated ?? (await upkeep.compute()) };
  }

  /** Notes an answer's weight, then drops the least recently used answers past either bound. */
  private weigh(key: string, answer: Promise<Kept<V>>, weight: number): void {
    if (this.answers.get(key) !== answer) return;
    this.weights.set(key, weight);
    let total = [...this.weights.values()].reduce((a, b) => a + b, 0);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limits.maxAnswers && total <= this.limits.maxWeight) break;
      if (oldest === key) continue;
      total -= this.weights.get(oldest) ?? 0;
      this.answers.delete(oldest);
      this.weights.delete(oldest);
    }
  }

  /** A failed computation is not kept: the next request computes whole. */
  private forget(key: string, answer: Promise<Kept<V>>): void {
    if (this.answers.get(key) !== answer) return;
    this.answers.delete(key);
    this.weights.delete(key);
  }
}
