/**
 * A small seeded pseudo-random generator (mulberry32), so that the demo units come out the same on
 * every run: same stories, same texts, same people; the API tests' fuzzer draws its requests with it
 * too. Never used where unpredictability matters (tokens, keys).
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A child generator for one story: re-planning a story with the same seed gives the same story. */
  fork(salt: number): Random {
    return new Random((Math.imul(this.state ^ salt, 2654435761) + salt) >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('Random.pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** One of the keys of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as Array<[K, number]>;
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return (entries.at(-1) as [K, number])[0];
  }

  /** `count` distinct elements, in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, count));
  }

  /** A number with two decimals in [min, max]. */
  money(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }
}

/**
 * Draws from a pool without repeating until every element was used, in a shuffled order, so that
 * fifty titles in a row never repeat while the pool is large enough.
 */
export class Deck<T> {
  private queue: T[] = [];

  constructor(
    private readonly items: readonly T[],
    private readonly rnd: Random,
  ) {
    if (items.length === 0) throw new Error('Deck of an empty pool');
  }

  draw(): T {
    if (this.queue.length === 0) this.queue = this.rnd.sample(this.items, this.items.length);
    return this.queue.pop() as T;
  }
}
