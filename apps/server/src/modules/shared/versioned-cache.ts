/**
 * An answer kept per server process under a version the database raises whenever the data under
 * it changes, served again only while that version holds, so it is never stale; concurrent
 * requests for an answer being computed wait for that one computation. It keeps a user's process
 * roles under the company's access version (access/policy.ts). Answers computed from many units
 * are not dropped when their data's version moves but brought up to date (explorer/kept-answers.ts).
 */

interface Entry<T> {
  version: number;
  value: Promise<T>;
  /** Set once the computation has answered: what a transaction may take (settledOr). */
  settled?: { value: T };
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
      return found.value;
    }
    const value = compute();
    const entry: Entry<T> = { version, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.then(
      (answer) => {
        entry.settled = { value: answer };
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * For a look-up inside a transaction: the answer kept for this version once computed in full;
   * else `compute`'s own (reading through the transaction), kept unless one is being computed for
   * this version. Never waits for a computation under way: it may wait for a pool connection, and
   * on SQLite the one connection is the transaction's until it ends.
   */
  settledOr(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found?.version !== version) return this.get(key, version, compute);
    return found.settled ? Promise.resolve(found.settled.value) : compute();
  }
}
