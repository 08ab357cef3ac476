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
    const entry = { version, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
