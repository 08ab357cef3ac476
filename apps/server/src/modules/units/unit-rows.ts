import { MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';

/** Rows of a unit write, for the unit writer (writer.ts) only; they run inside its transaction. */

/** The BP's next unit number; the row update serialises concurrent creations. */
export async function takeUnitNumber(
  trx: Kysely<Database>,
  bp: { id: number; updated_at?: string | undefined },
): Promise<number> {
  const row = await trx
    .updateTable('business_processes')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('id', '=', bp.id)
    // The definition the creation was planned with is still the BP's: one replaced meanwhile
    // derives the unit's stored title, search text and index rows otherwise (units/rederive.ts).
    .$if(bp.updated_at !== undefined, (q) => q.where('updated_at', '=', bp.updated_at!))
    .returning('next_number')
    .executeTakeFirst();
  if (!row) throw conflict(MESSAGES.definitionChangedConcurrently);
  return Number(row.next_number) - 1;
}

export interface HistoryRowInput {
  siteId: number;
  unitId: number;
  transitionId: string;
  from: string | null;
  to: string;
  /** Null: the system. */
  userId: number | null;
  responsibleId: number | null;
  limit: string | null;
  diff: unknown[];
  at: string;
  /** A reason for change given with the transition. */
  reason?: string | null;
}

/** One row of a unit's workflow history (records-explorer §2 workflow box); answers its id. */
export async function insertHistoryRow(trx: Kysely<Database>, h: HistoryRowInput): Promise<number> {
  const row = await historyRowInsert(trx, h).executeTakeFirstOrThrow();
  return row.id;
}

/** insertHistoryRow's statement, answering the row's id, to send with others (db/sent-together.ts). */
export function historyRowInsert(trx: Kysely<Database>, h: HistoryRowInput) {
  return trx
    .insertInto('workflow_history')
    .values({
      site_id: h.siteId,
      unit_id: h.unitId,
      transition_id: h.transitionId,
      from_state: h.from,
      to_state: h.to,
      user_id: h.userId,
      responsible_id: h.responsibleId,
      limit_date: h.limit,
      diff: JSON.stringify(h.diff),
      reason: h.reason ?? null,
      created_at: h.at,
    })
    .returning('id');
}
