import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, UnitSignaturesTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

export type SignatureRow = Selectable<UnitSignaturesTable>;

/** A unit's signatures, oldest first. */
export function listSignatures(db: Db, scope: Scope, unitId: number): Promise<SignatureRow[]> {
  return db.k
    .selectFrom('unit_signatures')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .orderBy('id', 'asc')
    .execute();
}

/** Who signed the unit last, if anyone (segregation of duties). */
export async function lastSignerOf(db: Db, scope: Scope, unitId: number): Promise<number | null> {
  const row = await db.k
    .selectFrom('unit_signatures')
    .select('user_id')
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Whether the session has signed before (its first signature asks the user name too). */
export async function sessionHasSigned(db: Db, tokenId: number): Promise<boolean> {
  const row = await db.k.selectFrom('tokens').select('signed_at').where('id', '=', tokenId).executeTakeFirst();
  return Boolean(row?.signed_at);
}

export async function markSessionSigned(trx: Kysely<Database>, tokenId: number, at: string): Promise<void> {
  await trx
    .updateTable('tokens')
    .set({ signed_at: at })
    .where('id', '=', tokenId)
    .where('signed_at', 'is', null)
    .execute();
}
