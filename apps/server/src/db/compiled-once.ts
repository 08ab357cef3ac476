import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Where `build` received a value: the compiled statement's parameter there is the call's value. */
class ValueSlot {
  constructor(readonly index: number) {}
}

/**
 * A statement whose text never changes, only its values, built and compiled by Kysely once per
 * database instead of on every call. Building a statement of many joins costs tens of
 * microseconds (the token's, which every request sends, about 80 µs: docs/performance.md), and
 * the same text each time also spares the SQLite statement cache and the PostgreSQL prepared
 * names (db/pg-prepared.ts) hashing a new string.
 *
 * `build` receives stand-ins for the values and must hand each to Kysely as it is, as a compared
 * or inserted value: computing with one (`storedSitePath(path)`, `id ?? 0`) is done by the caller
 * before the call. A stand-in that does not reach the statement's parameters is refused at once.
 * The compiled statement is kept per Kysely adapter: a transaction shares its database's.
 */
export function compiledOnce<V extends readonly unknown[], O>(
  build: (k: Kysely<Database>, ...values: V) => Compilable<O>,
): (k: Kysely<Database>, ...values: V) => Promise<O[]> {
  const compiled = new WeakMap<object, CompiledQuery<O>>();
  return async (k, ...values) => {
    const adapter = k.getExecutor().adapter;
    let statement = compiled.get(adapter);
    if (!statement) {
      const slots = values.map((_, index) => new ValueSlot(index));
      statement = build(k, ...(slots as unknown as V)).compile();
      const reached = new Set(statement.parameters.filter((p) => p instanceof ValueSlot).map((p) => p.index));
      if (reached.size !== values.length)
        throw new Error(`compiledOnce: a value does not reach the statement: ${statement.sql}`);
      compiled.set(adapter, statement);
    }
    const parameters = statement.parameters.map((p) => (p instanceof ValueSlot ? values[p.index] : p));
    const result = await k.executeQuery<O>({ ...statement, parameters });
    return result.rows;
  };
}
