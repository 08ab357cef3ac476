import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { transactionRoot } from '../../db/transaction-roots.js';
import type { Scope } from '../../http/context.js';
import { type KeptAnswer, keptAnswer, settledOr } from './kept-answer.js';

/**
 * The rows every list reads besides its units: a company's business processes, its centros' names
 * and logos, people's names. Kept per server process under the catalog version the token's
 * statement reads (Scope.catalogVersion, migration 0023), so that a list on PostgreSQL does not pay
 * a round trip for each of them (docs/decisions.md, "PostgreSQL at par").
 *
 * Why it cannot be stale: the database raises the version on every write that can change these
 * rows, whichever node made it, and a request reads them only after it read the version, so what
 * is kept under a version is at least as new as it. The kept rows only ever move to a newer
 * version: a request that read an older one (before a change it raced with) reads for itself and
 * keeps nothing, since its reads may come after the newer request's but hold older rows.
 */
class KeptCatalog {
  /** Each answer being read or read in full (a transaction takes only the latter: keptForTransaction). */
  readonly answers = new Map<string, KeptAnswer<unknown>>();
  readonly people = new Map<number, PersonName>();
  constructor(readonly version: number) {}
}

export interface PersonName {
  id: number;
  first_name: string;
  last_name: string;
}

/** Past this many people kept, the process forgets them all and reads them again as asked. */
const PEOPLE_KEPT = 50_000;

/** Kept per database connection pool (a transaction's look-ups find them under its pool: keptForTransaction). */
const kept = new WeakMap<Kysely<Database>, KeptCatalog>();

/** The rows kept under the scope's version, or null when nothing may be kept for this request. */
function catalogOf(db: Db, scope: Scope): KeptCatalog | null {
  const version = scope.catalogVersion;
  if (version === null) return null;
  const current = kept.get(db.k);
  if (current && current.version >= version) return current.version === version ? current : null;
  const newer = new KeptCatalog(version);
  kept.set(db.k, newer);
  return newer;
}

/**
 * `read`'s answer, read once per catalog version and process (a company's BPs, its centros, its
 * processes). `read` reads through the Db it is given.
 */
export function keptInCatalog<T>(db: Db, scope: Scope, key: string, read: (db: Db) => Promise<T>): Promise<T> {
  const root = transactionRoot(db.k);
  if (root) return keptForTransaction(db, { ...db, k: root }, scope, key, read);
  const catalog = catalogOf(db, scope);
  if (!catalog) return read(db);
  const found = catalog.answers.get(key);
  if (found) return found.value as Promise<T>;
  return keep(catalog, key, read(db));
}

/** Keeps the answer being read (kept-answer.ts). */
function keep<T>(catalog: KeptCatalog, key: string, value: Promise<T>): Promise<T> {
  // A failed read is not kept: the next request reads again.
  const answer = keptAnswer(value, (failed) => {
    if (catalog.answers.get(key) === failed) catalog.answers.delete(key);
  });
  catalog.answers.set(key, answer);
  return value;
}

/**
 * A look-up inside an audited transaction (a unit write's notification finds its BP and process
 * while the company's audit turn is held): the answer its pool keeps under the request's version,
 * if read in full; else read through the transaction, and kept for the next request when none is
 * being read. Never an answer still being read: it may wait for a pool connection, and on SQLite
 * the one connection is this transaction's until it ends. What the transaction reads is what a
 * read through the pool would: the committed rows, since no transaction that looks up through the
 * catalog changes catalog rows (only the notification and acknowledgement writes do, and they
 * change none); one that did must not read them back through the catalog.
 */
function keptForTransaction<T>(db: Db, pool: Db, scope: Scope, key: string, read: (db: Db) => Promise<T>): Promise<T> {
  const catalog = catalogOf(pool, scope);
  if (!catalog) return read(db);
  const found = catalog.answers.get(key) as KeptAnswer<T> | undefined;
  return settledOr(
    found,
    () => read(db),
    (own) => keep(catalog, key, own),
  );
}

/** The names of these people (users), those not kept read in one statement. */
export async function personNames(db: Db, scope: Scope, ids: readonly number[]): Promise<PersonName[]> {
  const catalog = catalogOf(db, scope);
  const missing = [...new Set(ids)].filter((id) => !catalog?.people.has(id));
  const read = missing.length
    ? await db.k.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', missing).execute()
    : [];
  if (!catalog) return read;
  if (catalog.people.size + read.length > PEOPLE_KEPT) catalog.people.clear();
  for (const person of read) catalog.people.set(person.id, person);
  const readById = new Map(read.map((p) => [p.id, p]));
  return [...new Set(ids)]
    .map((id) => catalog.people.get(id) ?? readById.get(id))
    .filter((p): p is PersonName => p !== undefined);
}

export interface CentroLabel {
  id: number;
  name: string;
  logo: string | null;
}

/** Every centro of the scope's company: its name and logo, by id. */
export function siteCentroLabels(db: Db, scope: Scope): Promise<Map<number, CentroLabel>> {
  return keptInCatalog(db, scope, `centros:${scope.site.id}`, async (d) => {
    const rows = await d.k
      .selectFrom('centros')
      .select(['id', 'name', 'logo'])
      .where('site_id', '=', scope.site.id)
      .execute();
    return new Map(rows.map((c) => [c.id, c]));
  });
}

/** What a notification needs of its recipient: whether to write it, and in which language. */
export interface Recipient {
  id: number;
  is_active: number;
  internal_notifications: number;
  lang: string;
}

/**
 * A notification's recipient (notifications/deliver.ts), looked up inside the write's transaction
 * while the company's audit turn is held: kept, so the next one is no round trip (migration 0027
 * watches these columns). Undefined for an id that names nobody.
 */
export function recipientOf(db: Db, scope: Scope, id: number): Promise<Recipient | undefined> {
  return keptInCatalog(db, scope, `recipient:${id}`, (d) =>
    d.k
      .selectFrom('users')
      .select(['id', 'is_active', 'internal_notifications', 'lang'])
      .where('id', '=', id)
      .executeTakeFirst(),
  );
}
