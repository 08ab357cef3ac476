import type { ControlledTransaction, Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Runs many units-service writes inside a few large transactions. The service opens one
 * transaction per write (`db.k.transaction().execute(work)`); here each of those becomes a
 * savepoint of the current batch transaction, so every write stays atomic (an error rolls it back)
 * and writes exactly what it would alone, but the database commits once per batch instead of
 * thousands of times: the demo seed takes seconds instead of minutes, on SQLite and PostgreSQL.
 */
export class BatchedDb {
  private trx: ControlledTransaction<Database> | null = null;
  private writes = 0;
  /** The `Db` to hand to the units service while batching. */
  readonly db: Db;

  constructor(
    private readonly base: Db,
    private readonly batchSize = 500,
  ) {
    const self = this;
    const k = new Proxy({} as Kysely<Database>, {
      get(_, prop) {
        const trx = self.current();
        if (prop === 'transaction')
          return () => ({ execute: (work: (t: Kysely<Database>) => unknown) => self.step(work) });
        const value = Reflect.get(trx, prop, trx) as unknown;
        return typeof value === 'function' ? value.bind(trx) : value;
      },
    });
    this.db = { kind: base.kind, k, close: () => base.close() };
  }

  private current(): ControlledTransaction<Database> {
    if (!this.trx) throw new Error('BatchedDb used outside of run()');
    return this.trx;
  }

  private async step<T>(work: (t: Kysely<Database>) => Promise<T> | T): Promise<T> {
    const trx = await this.current().savepoint('demo_write').execute();
    try {
      const result = await work(trx);
      await trx.releaseSavepoint('demo_write').execute();
      this.writes++;
      return result;
    } catch (error) {
      await trx.rollbackToSavepoint('demo_write').execute();
      await trx.releaseSavepoint('demo_write').execute();
      throw error;
    }
  }

  /** Commits the batch when it is full, and starts the next one. Call between writes. */
  async checkpoint(): Promise<void> {
    if (this.writes < this.batchSize || !this.trx) return;
    await this.trx.commit().execute();
    this.trx = await this.base.k.startTransaction().execute();
    this.writes = 0;
  }

  /** Runs `work` in batches; the last batch commits at the end, a failure rolls back the open one. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.trx = await this.base.k.startTransaction().execute();
    try {
      const result = await work();
      await this.trx.commit().execute();
      return result;
    } catch (error) {
      await this.trx.rollback().execute();
      throw error;
    } finally {
      this.trx = null;
    }
  }
}
