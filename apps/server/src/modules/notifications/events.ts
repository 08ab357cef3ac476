import { type StreamEvent, streamEvent } from '@qualium/contracts';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { DbKind } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/**
 * Events for the live notification streams (notifications, and the support chat's), announced from inside the transaction that writes the
 * notifications, so that they reach other processes only once that transaction commits — and never
 * when it rolls back. PostgreSQL: NOTIFY (delivered at commit). SQLite: a row in
 * notification_events, which every process with open streams reads (bus.ts).
 */

export const NOTIFY_CHANNEL = 'qualium_notifications';
/** Long enough for every process's next read; older rows are purged by the writes themselves. */
export const EVENT_ROW_TTL_MS = 5 * 60_000;

/** An event for one user's streams, as it travels between processes. */
export interface UserEvent {
  userId: number;
  event: StreamEvent;
}

const wire = z.object({ user: z.number().int().positive(), event: streamEvent });

export function encodeUserEvent({ userId, event }: UserEvent): string {
  return JSON.stringify({ user: userId, event });
}

/** What another process sent, or null for anything that is not one of our events. */
export function decodeUserEvent(text: string): UserEvent | null {
  try {
    const parsed = wire.safeParse(JSON.parse(text));
    return parsed.success ? { userId: parsed.data.user, event: parsed.data.event } : null;
  } catch {
    return null;
  }
}

/** Announces `events` to every server process when (and only if) `trx` commits. */
export async function publishInTransaction(
  trx: Kysely<Database>,
  kind: DbKind,
  events: readonly UserEvent[],
): Promise<void> {
  if (events.length === 0) return;
  if (kind === 'postgres') {
    for (const e of events) await sql`select pg_notify(${NOTIFY_CHANNEL}, ${encodeUserEvent(e)})`.execute(trx);
    return;
  }
  // Wall-clock time, not the caller's clock: these rows are about delivery now.
  const now = Date.now();
  await trx
    .insertInto('notification_events')
    .values(
      events.map((e) => ({
        user_id: e.userId,
        payload: encodeUserEvent(e),
        created_at: new Date(now).toISOString(),
      })),
    )
    .execute();
  await trx
    .deleteFrom('notification_events')
    .where('created_at', '<', new Date(now - EVENT_ROW_TTL_MS).toISOString())
    .execute();
}
