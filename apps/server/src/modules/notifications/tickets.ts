import { STREAM_TICKET_SECONDS, type StreamTicketResponse } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Auth } from '../../http/context.js';
import { hashTokenKey, isWellFormedTokenKey, newTokenKey } from '../session/tokens.js';

/**
 * Stream tickets (docs/decisions.md): EventSource cannot send the `Authorization` header, and a
 * session token in a URL would end up in logs and histories. So an authenticated POST gets a
 * ticket — 256 random bits, good for STREAM_TICKET_SECONDS and for opening one stream, tied to
 * the session that asked (logging out deletes it, and ends the streams it opened). Only its
 * SHA-256 is stored, in the database, so any server process can take it.
 */

export interface TicketHolder {
  userId: number;
  tokenId: number;
}

export async function issueStreamTicket(db: Db, auth: Auth, now = new Date()): Promise<StreamTicketResponse> {
  const ticket = newTokenKey();
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000).toISOString();
  await db.k.deleteFrom('stream_tickets').where('expires_at', '<', now.toISOString()).execute();
  await db.k
    .insertInto('stream_tickets')
    .values({ ticket_hash: hashTokenKey(ticket), user_id: auth.user.id, token_id: auth.tokenId, expires_at: expiresAt })
    .execute();
  return { ticket, expires_at: expiresAt };
}

/** Takes the ticket (once: it is deleted as it is read); null if unknown, used or expired. */
export async function consumeStreamTicket(db: Db, ticket: string, now = new Date()): Promise<TicketHolder | null> {
  if (!isWellFormedTokenKey(ticket)) return null;
  const row = await db.k
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', hashTokenKey(ticket))
    .returning(['user_id', 'token_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at < now.toISOString()) return null;
  const user = await db.k.selectFrom('users').select('is_active').where('id', '=', row.user_id).executeTakeFirst();
  return user?.is_active === 1 ? { userId: row.user_id, tokenId: row.token_id } : null;
}

/**
 * The sessions among `tokenIds` still alive: not logged out, not idle past `idleMinutes`. An open
 * stream does not count as use (it would keep an abandoned session alive forever).
 */
export async function liveSessions(db: Db, tokenIds: readonly number[], idleMinutes: number): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const since = new Date(Date.now() - idleMinutes * 60_000).toISOString();
  const rows = await db.k
    .selectFrom('tokens')
    .select('id')
    .where('id', 'in', [...new Set(tokenIds)])
    .where('last_used_at', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.id));
}
