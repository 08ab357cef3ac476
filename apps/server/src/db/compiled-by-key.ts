import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Statements whose text and values follow from a few inputs (a list's filter, order and page),
 * built and compiled by Kysely once per distinct key instead of on every request: the explorer's
 * default call spent a tenth of its process's time building its page and count statements afresh
 * (docs/performance.md, "The default call's own time"). Where compiledOnce (compiled-once.ts)
 * suits a statement of one fixed text, this suits statements whose text varies with their inputs.
 *
 * The caller's key must hold everything `build` reads, values included: the compiled statement,
 * with its parameters, is what `build` made for the first call of that key.
 */

/** Keys kept per database, least recently used dropped past this many. */
export const COMPILED_KEYS_KEPT = 1000;

const kept = new WeakMap<object, Map<string, CompiledQuery>>();

/** The statement `build` makes for `key`, compiled once per Kysely adapter (a transaction shares its database's). */
export function compiledByKey<O>(k: Kysely<Database>, key: string, build: () => Compilable<O>): CompiledQuery<O> {
  const adapter = k.getExecutor().adapter;
  let statements = kept.get(adapter);
  if (!statements) {
    statements = new Map();
    kept.set(adapter, statements);
  }
  let statement = statements.get(key) as CompiledQuery<O> | undefined;
  if (statement) {
    statements.delete(key);
  } else {
    statement = build().compile();
    if (statements.size >= COMPILED_KEYS_KEPT) statements.delete(statements.keys().next().value as string);
  }
  statements.set(key, statement);
  return statement;
}

/** The rows of the statement `build` makes for `key` (compiledByKey); built afresh where the key is null. */
export async function executeByKey<O>(
  k: Kysely<Database>,
  key: string | null,
  build: () => Compilable<O>,
): Promise<O[]> {
  return (await k.executeQuery(key === null ? build().compile() : compiledByKey(k, key, build))).rows;
}
