/**
 * An answer kept per server process (shared/catalog.ts, shared/versioned-cache.ts): the
 * computation under way, shared by the requests that ask meanwhile, and once it has answered in
 * full its value, the only thing a look-up inside a transaction takes. Such a look-up never waits
 * for a computation under way: it may wait for a pool connection, and on SQLite the one
 * connection is the transaction's until it ends.
 */
export interface KeptAnswer<T> {
  readonly value: Promise<T>;
  settled?: { value: T };
}

/** Tracks `value`; `dropped` runs when it fails, so that a failed answer is not kept. */
export function keptAnswer<T>(value: Promise<T>, dropped: (answer: KeptAnswer<T>) => void): KeptAnswer<T> {
  const answer: KeptAnswer<T> = { value };
  value.then(
    (settled) => {
      answer.settled = { value: settled };
    },
    () => dropped(answer),
  );
  return answer;
}

/**
 * For a look-up inside a transaction: `found`'s value when answered in full, else `compute`'s own
 * (reading through the transaction), which `keep` keeps when nothing is under way.
 */
export function settledOr<T>(
  found: KeptAnswer<T> | undefined,
  compute: () => Promise<T>,
  keep: (own: Promise<T>) => Promise<T>,
): Promise<T> {
  if (found?.settled) return Promise.resolve(found.settled.value);
  return found ? compute() : keep(compute());
}
