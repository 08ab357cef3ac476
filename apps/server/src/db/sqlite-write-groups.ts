import type { ControlledTransaction, Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * At most this many write transactions commit together: a write waits for the ones before it in
 * its group (each well under a millisecond), so the group is bounded to keep that wait short.
 */
export const WRITE_GROUP_MAX = 16;

const SAVEPOINT = 'grouped_write';

type Work = (trx: Kysely<Database>) => Promise<unknown>;

interface Waiting {
  work: Work;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How one write of a group ended, told to its caller only once the group has committed. */
type Outcome = { waiting: Waiting; ok: true; value: unknown } | { waiting: Waiting; ok: false; error: unknown };

/**
 * SQLite: the write transactions a server process has waiting commit together. SQLite has one
 * writer, and a process one connection, so its transactions already run one after another; what
 * each pays on its own is its BEGIN (the lock, which another process may hold) and its COMMIT, which
 * writes every page the transaction changed to the write-ahead log: about 30 pages for a transition
 * (the unit row, its explorer indexes, the history row, the audit entry and its five indexes, the
 * counters, the change log), most of them the same rightmost pages the next write changes again.
 *
 * `k.transaction().execute(work)` on the returned Kysely queues `work`; while a group's transaction
 * is open every queued write joins it (up to WRITE_GROUP_MAX), each in a savepoint of its own: a
 * write that fails is rolled back alone, exactly as its own transaction would have been, and the
 * others go on. The group commits once no write is waiting, and only then is each caller answered
 * (its value, or its own error): no write is acknowledged before it is durable, and every read after
 * the answer, through any process, sees it. A group that fails as a whole (its BEGIN waited too
 * long, a savepoint or the commit failed) answers that error to every write in it; none of them is
 * kept. Reads are untouched: they wait for the process's one connection as they waited for a
 * single transaction.
 *
 * Each write gets its own transaction object (a savepoint's), so what is kept per transaction (the
 * audit turn, audit/write.ts) is kept per write. Inside a group a write sees the writes before it in
 * the same group, as it would have seen them committed a moment earlier on its own.
 */
export function groupingWrites(k: Kysely<Database>): Kysely<Database> {
  const groups = new WriteGroups(k);
  const transaction = () => ({ execute: <T>(work: (trx: Kysely<Database>) => Promise<T>) => groups.write(work) });
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(k, {
    get(target, prop) {
      if (prop === 'transaction') return transaction;
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      // Kysely's methods read private fields: they must run on the Kysely itself, not the proxy.
      let method = bound.get(prop);
      if (!method) {
        method = value.bind(target);
        bound.set(prop, method);
      }
      return method;
    },
  });
}

class WriteGroups {
  readonly #k: Kysely<Database>;
  readonly #waiting: Waiting[] = [];
  #running = false;

  constructor(k: Kysely<Database>) {
    this.#k = k;
  }

  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) void this.#run();
    });
  }

  async #run(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.length > 0) await this.#group();
    } finally {
      this.#running = false;
    }
  }

  /** One group: begins, runs the waiting writes as they come, commits, then answers each. */
  async #group(): Promise<void> {
    let trx: ControlledTransaction<Database>;
    try {
      trx = await this.#k.startTransaction().execute();
    } catch (error) {
      // BEGIN failed (another process held the lock past the wait): the writes that waited for it fail.
      for (const waiting of this.#waiting.splice(0, WRITE_GROUP_MAX)) waiting.reject(error);
      return;
    }
    const outcomes: Outcome[] = [];
    let current: Waiting | undefined;
    try {
      while (this.#waiting.length > 0 && outcomes.length < WRITE_GROUP_MAX) {
        current = this.#waiting.shift()!;
        outcomes.push(await runInSavepoint(trx, current));
        current = undefined;
      }
      await trx.commit().execute();
    } catch (error) {
      // The group's own statements failed: nothing of it is kept, and no write in it is acknowledged.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      for (const { waiting } of outcomes) waiting.reject(error);
      current?.reject(error);
      return;
    }
    for (const outcome of outcomes) {
      if (outcome.ok) outcome.waiting.resolve(outcome.value);
      else outcome.waiting.reject(outcome.error);
    }
  }
}

/** Runs one write in a savepoint; its own failure rolls back only its savepoint and is its outcome. */
async function runInSavepoint(trx: ControlledTransaction<Database>, waiting: Waiting): Promise<Outcome> {
  const own = await trx.savepoint(SAVEPOINT).execute();
  try {
    const value = await waiting.work(own);
    await own.releaseSavepoint(SAVEPOINT).execute();
    return { waiting, ok: true, value };
  } catch (error) {
    await own.rollbackToSavepoint(SAVEPOINT).execute();
    await own.releaseSavepoint(SAVEPOINT).execute();
    return { waiting, ok: false, error };
  }
}
