import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, StandardsTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

export type StandardRow = Selectable<StandardsTable>;

/** The site's standards, by code then name (clause order: 4, 4.1, 5 …). */
export function listStandardRows(db: Db, scope: Scope): Promise<StandardRow[]> {
  return db.k
    .selectFrom('standards')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .orderBy('code')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findStandard(k: Kysely<Database>, scope: Scope, id: number): Promise<StandardRow | undefined> {
  return k
    .selectFrom('standards')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Inserts a standard and writes its materialised path ('/parent path/id/') once its id is known. */
export async function insertStandard(
  trx: Kysely<Database>,
  scope: Scope,
  values: { name: string; code: string; parent: StandardRow | null; createdAt: string },
): Promise<StandardRow> {
  const { id } = await trx
    .insertInto('standards')
    .values({
      site_id: scope.site.id,
      name: values.name,
      code: values.code,
      parent_id: values.parent?.id ?? null,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .updateTable('standards')
    .set({ path: `${values.parent?.path ?? '/'}${id}/` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
