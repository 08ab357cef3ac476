import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * Two folders side by side (same centro, same parent) never share a name: their readable paths
 * would read the same. The folder service checks first, for the spec's "Duplicate" message; this
 * index makes the rule hold when two requests race. A folder at the top has no parent, and NULLs
 * never collide in a unique index, so the parent is read as 0 there (same SQL on both databases).
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await sql`create unique index directories_sibling_name on directories (centro_id, coalesce(parent_id, 0), name)`.execute(
    db,
  );
}
