/**
 * An answer kept per server process under a version the database raises whenever the data under
 * it changes, served again only while that version holds, so it is never stale; concurrent
 * requests for an answer being computed wait for that one computation. It keeps a user's process
 * roles under the company's access version (access/policy.ts). Answers computed from many units
 * are not dropped when their data's version moves but brought up to date (explorer/kept-answers.ts).
 */

import { type KeptAnswer, keptAnswer, settledOr } from './kept-answer.js';

interface Entry<T> {
  version: number;
  answer: KeptAnswer<T>;
}

export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** Past `maxEntries` answers the least recently used is dropped. */
  constructor(private readonly maxEntries: number) {}

  /** The answer stored under `key` for this version, or computes (once) and keeps it. */
  get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.version === version) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.answer.value;
    }
    return this.keep(key, version, compute());
  }

  /** For a look-up inside a transaction (kept-answer.ts, settledOr): never waits for a computation under way. */
  settledOr(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    const current = found?.version === version ? found.answer : undefined;
    return settledOr(current, compute, (own) => this.keep(key, version, own));
  }

  private keep(key: string, version: number, value: Promise<T>): Promise<T> {
    // A failed computation is not kept: the next request tries again.
    const entry: Entry<T> = {
      version,
      answer: keptAnswer(value, () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      }),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
