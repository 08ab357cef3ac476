import type { Compilable, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.js';

type Results<T extends readonly Compilable<unknown>[]> = {
  [K in keyof T]: QueryResult<T[K] extends Compilable<infer O> ? O : never>;
};

/**
 * Statements of one transaction that do not need each other's answers, sent at once and awaited
 * together, in order. Kysely runs a transaction's statements one after another, each sent when
 * the one before has answered; on PostgreSQL every answer is a round trip through a Node event
 * loop busy with other requests (some 0.7 ms under load), and an audited write holds its
 * company's audit turn across all of them (docs/performance.md). The pool runs its connections in
 * pipeline mode (database.ts), so these go out together: one round trip. SQLite runs them one
 * after another as before.
 *
 * Every statement runs even when one before it fails; on PostgreSQL the ones after a failure fail
 * too (the transaction is aborted), and the first failure is thrown once all have answered, so
 * the connection is quiet when the caller's transaction rolls back.
 */
export async function sentTogether<T extends readonly Compilable<unknown>[]>(
  trx: Kysely<Database>,
  ...statements: T
): Promise<Results<T>> {
  const compiled = statements.map((s) => s.compile());
  const settled = await trx
    .getExecutor()
    .provideConnection((connection) => Promise.allSettled(compiled.map((c) => connection.executeQuery(c))));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<QueryResult<unknown>>).value) as unknown as Results<T>;
}
