import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';

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
  readonly answers = new Map<string, Promise<unknown>>();
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

const kept = new WeakMap<Db, KeptCatalog>();

/** The rows kept under the scope's version, or null when nothing may be kept for this request. */
function catalogOf(db: Db, scope: Scope): KeptCatalog | null {
  const version = scope.catalogVersion;
  if (version === null) return null;
  const current = kept.get(db);
  if (current && current.version >= version) return current.version === version ? current : null;
  const newer = new KeptCatalog(version);
  kept.set(db, newer);
  return newer;
}

/** `read`'s answer, read once per catalog version and process (a company's BPs, its centros). */
export function keptInCatalog<T>(db: Db, scope: Scope, key: string, read: () => Promise<T>): Promise<T> {
  const catalog = catalogOf(db, scope);
  if (!catalog) return read();
  const found = catalog.answers.get(key);
  if (found) return found as Promise<T>;
  const answer = read();
  catalog.answers.set(key, answer);
  // A failed read is not kept: the next request reads again.
  answer.catch(() => {
    if (catalog.answers.get(key) === answer) catalog.answers.delete(key);
  });
  return answer;
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
  return keptInCatalog(db, scope, `centros:${scope.site.id}`, async () => {
    const rows = await db.k
      .selectFrom('centros')
      .select(['id', 'name', 'logo'])
      .where('site_id', '=', scope.site.id)
      .execute();
    return new Map(rows.map((c) => [c.id, c]));
  });
}
