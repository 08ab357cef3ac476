import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SsoSigningTable } from '../../db/schema.js';

type K = Kysely<Database>;
export type SsoSigningRow = Selectable<SsoSigningTable>;

/** A signing sign-in started; expired ones (answered or not) go as new ones are written. */
export async function insertSigningRequest(k: K, row: Insertable<SsoSigningTable>): Promise<void> {
  await k.deleteFrom('sso_signing').where('expires_at', '<=', row.requested_at).execute();
  await k.insertInto('sso_signing').values(row).execute();
}

/** The signing sign-in an AuthnRequest belongs to, if it was one and is still unanswered. */
export function findPendingSigning(k: K, requestId: string, now: string) {
  return k
    .selectFrom('sso_signing')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('code_hash', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Puts the signing code on its request, once; false when it was answered or expired meanwhile. */
export async function setSigningCode(
  k: K,
  requestId: string,
  code: { hash: string; expiresAt: string },
  now: string,
): Promise<boolean> {
  const result = await k
    .updateTable('sso_signing')
    .set({ code_hash: code.hash, expires_at: code.expiresAt })
    .where('request_id', '=', requestId)
    .where('code_hash', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findSigningCode(k: K, codeHash: string, now: string) {
  return k
    .selectFrom('sso_signing')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Takes the code in the signature's transaction: of two uses only one deletes the row (the other
 * finds none and its transaction rolls back).
 */
export async function consumeSigningCode(k: K, codeHash: string, now: string): Promise<boolean> {
  const result = await k
    .deleteFrom('sso_signing')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
