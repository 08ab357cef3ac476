import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL parses and plans every statement sent unnamed, and on the explorer's default call that
 * was four fifths of the database's time (docs/performance.md, "PostgreSQL: where a default call's
 * database time goes"): the same few statement texts, each parsed and planned again on every
 * request. A text sent often is therefore sent as a named prepared statement: each connection
 * parses it once, and PostgreSQL may keep a generic plan for it (plan_cache_mode auto: only when
 * it costs no more than the plans made for the values).
 *
 * Bounds: a text is named from its PREPARE_AFTER-th use on, and at most MAX_NAMED texts per process
 * (each connection keeps what it prepared until it closes); texts counted but not yet named are
 * forgotten together past MAX_COUNTED. Statements on `units` stay unnamed: one BP holds a million
 * units and another a hundred, and a generic plan chosen for one would serve the other.
 */
const PREPARE_AFTER = 3;
const MAX_NAMED = 400;
const MAX_COUNTED = 5000;

export class PreparedNames {
  private readonly counted = new Map<string, number>();
  private readonly named = new Map<string, string>();

  /** The name to send `text` under, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= MAX_NAMED || readsUnits(text)) return name;
    const uses = (this.counted.get(text) ?? 0) + 1;
    if (uses < PREPARE_AFTER) {
      if (this.counted.size >= MAX_COUNTED) this.counted.clear();
      this.counted.set(text, uses);
      return undefined;
    }
    this.counted.delete(text);
    // One name per text for the whole process: a connection refuses a name reused for another text.
    const given = `qualium_${this.named.size}`;
    this.named.set(text, given);
    return given;
  }
}

const readsUnits = (text: string) => /\b(from|join|update|into)\s+"?units"?\b/i.test(text);

/** `pool` for Kysely, sending the texts `names` picks as named prepared statements. */
export function preparingPool(pool: pg.Pool, names = new PreparedNames()): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
      const name = names.nameOf(textOrCursor);
      return client.query({ text: textOrCursor, values: values as unknown[], ...(name ? { name } : {}) });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let found = wrapped.get(client);
      if (!found) {
        found = wrap(client);
        wrapped.set(client, found);
      }
      return found;
    },
    end: () => pool.end(),
  };
}
