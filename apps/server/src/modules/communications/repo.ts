import type { CommunicationRow } from '@qualium/contracts';
import { displayName } from '@qualium/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CommunicationsTable, Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { findUsers } from '../units/repo.js';

export type CommunicationRecord = Selectable<CommunicationsTable>;

/** A unit's communications, oldest first (records-explorer §2). */
export function listForUnit(db: Db, scope: Scope, unitId: number): Promise<CommunicationRecord[]> {
  return db.k
    .selectFrom('communications')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findForUnit(db: Db, scope: Scope, unitId: number, id: number) {
  return db.k
    .selectFrom('communications')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertCommunication(
  trx: Kysely<Database>,
  row: Omit<CommunicationRecord, 'id' | 'read_at'>,
): Promise<CommunicationRecord> {
  return trx.insertInto('communications').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateCommunication(
  db: Db,
  id: number,
  changes: Partial<Pick<CommunicationRecord, 'state' | 'read_at'>>,
): Promise<void> {
  await db.k.updateTable('communications').set(changes).where('id', '=', id).execute();
}

/** Rows as the comunications box shows them, with names for the people in them. */
export async function presentCommunications(
  db: Db,
  viewerId: number,
  rows: readonly CommunicationRecord[],
): Promise<CommunicationRow[]> {
  const people = await findUsers(
    db,
    rows.flatMap((r) => [r.sender_id, r.recipient_id]).filter((id): id is number => id !== null),
  );
  const ref = (id: number | null) => {
    const user = people.find((p) => p.id === id);
    return user ? { id: user.id, name: displayName(user) } : null;
  };
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    body: r.body,
    sender: ref(r.sender_id),
    recipient: ref(r.recipient_id),
    creation_date: r.created_at,
    read_date: r.read_at,
    state: r.state as CommunicationRow['state'],
    type: r.type as CommunicationRow['type'],
    unread_by_me: r.recipient_id === viewerId && r.read_at === null,
  }));
}
