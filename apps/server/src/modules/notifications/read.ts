import {
  MESSAGES,
  NOTIFICATION_BP_PREFIX,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_READ_TRANSITION,
  notificationsQuery,
  QUNIT_UID_PREFIX,
  type ReadNotificationsResponse,
} from '@qualium/contracts';
import { planTransition } from '@qualium/workflow';
import type { AppDeps, CentroContext, CentroScope } from '../../http/context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { auditedTransaction } from '../audit/write.js';
import { bpDefinition } from '../bp/repo.js';
import { centroToday } from '../shared/centro-day.js';
import { actorForUnit } from '../units/policy.js';
import { unitSnapshot } from '../units/read.js';
import type { UnitRow } from '../units/repo.js';
import { unitWriter } from '../units/write-hooks.js';
import type { UnitWriteEnv } from '../units/writer.js';
import { publishInTransaction, type UserEvent } from './events.js';
import { unreadNotificationCount } from './list.js';
import { transactionDb } from './transaction-db.js';

/** How many notifications one call may read. */
export const READ_BATCH_MAX = 500;

/**
 * The user's own notifications among `ids` (uids, or instance ids as the lists give them). An id
 * that is not one of them — another user's, another company's, not a notification, or nothing at
 * all — refuses the whole call with the same answer, so it reveals nothing about what it names.
 */
async function ownNotifications(deps: AppDeps, scope: CentroScope, ids: readonly string[]): Promise<UnitRow[]> {
  const uids = ids.filter((id) => id.startsWith(QUNIT_UID_PREFIX));
  const numbers = ids.filter((id) => /^\d{1,12}$/.test(id)).map(Number);
  const rows =
    uids.length + numbers.length === 0
      ? []
      : await deps.db.k
          .selectFrom('units')
          .selectAll()
          .where('site_id', '=', scope.site.id)
          .where('current_responsible_id', '=', scope.user.id)
          .where('bp_reference', 'like', `${NOTIFICATION_BP_PREFIX}%`)
          .where((eb) =>
            eb.or([
              ...(uids.length > 0 ? [eb('uid', 'in', uids)] : []),
              ...(numbers.length > 0 ? [eb('id', 'in', numbers)] : []),
            ]),
          )
          .execute();
  const missing = ids.find((id) => !rows.some((r) => r.uid === id || String(r.id) === id));
  if (missing !== undefined) throw notFound(NOTIFICATION_MESSAGES.notFound(missing));
  return rows;
}

/**
 * execute_read_notifications (records-explorer §4 "Notifications move to read through a read
 * transition"): runs the `read` transition on each of the user's open notifications among `ids`,
 * all in one transaction; those read already are left as they are. The user's other open streams
 * hear of it, so every tab's badge follows.
 */
export async function readNotifications(
  ctx: CentroContext,
  rawIds: readonly string[],
): Promise<ReadNotificationsResponse> {
  const { deps, scope, now } = ctx;
  const ids = [...new Set(rawIds.map((id) => id.trim()).filter((id) => id !== ''))];
  if (ids.length === 0) throw badRequest({ notifications_ids: [MESSAGES.required] });
  if (ids.length > READ_BATCH_MAX) {
    throw badRequest({ notifications_ids: [NOTIFICATION_MESSAGES.tooMany(READ_BATCH_MAX)] });
  }
  const rows = await ownNotifications(deps, scope, ids);
  const open = rows.filter((r) => r.is_closed === 0);
  const alreadyRead = rows.filter((r) => r.is_closed !== 0).map((r) => r.uid);

  if (open.length > 0) {
    await auditedTransaction(deps.db.k, scope, (trx) =>
      readInTransaction({ trx, kind: deps.db.kind, scope, now }, open),
    );
  }
  const count = await unreadNotificationCount(deps, scope, notificationsQuery.parse({}));
  return { read: open.map((unit) => unit.uid), already_read: alreadyRead, count };
}

/**
 * Runs the `read` transition on open notifications of the scope's user, inside a transaction
 * already open: a read call's, or a unit write's that settles what they were about (an
 * acknowledgement reads its reading task, acknowledgements/hook.ts). The user's other open
 * streams hear of it. A notification another tab read meanwhile is 409 and rolls everything back.
 */
export async function readInTransaction(env: UnitWriteEnv, open: readonly UnitRow[]): Promise<void> {
  const { trx, kind, scope, now } = env;
  const db = transactionDb(trx, kind);
  const bpRows = await trx
    .selectFrom('business_processes')
    .selectAll()
    .where('id', 'in', [...new Set(open.map((r) => r.business_process_id))])
    .execute();
  const today = centroToday(now);
  const writer = unitWriter();
  for (const unit of open) {
    const definition = bpDefinition(bpRows.find((b) => b.id === unit.business_process_id)!);
    const actor = await actorForUnit(db, scope, unit);
    const plan = planTransition(definition, unitSnapshot(unit), actor, {
      transitionId: NOTIFICATION_READ_TRANSITION,
      values: {},
      today,
    });
    if (!plan.ok) throw conflict(NOTIFICATION_MESSAGES.cannotRead(unit.uid));
    const responsibleId =
      plan.responsible.kind === 'fixed' && plan.responsible.userId !== null
        ? Number(plan.responsible.userId)
        : unit.current_responsible_id;
    await writer.transition(env, {
      unit,
      definition,
      transition: plan.transition,
      authorId: scope.user.id,
      // The read transition collects no fields: they, the index and the relations stay as they are.
      outcome: {
        state: plan.state ?? unit.current_state,
        responsibleId,
        limit: plan.limit,
        closedAt: plan.closedAt,
        diff: plan.diff,
      },
    });
  }
  const byCentro = new Map<number, string[]>();
  for (const unit of open) byCentro.set(unit.centro_id, [...(byCentro.get(unit.centro_id) ?? []), unit.uid]);
  const events: UserEvent[] = [...byCentro].map(([centro, uids]) => ({
    userId: scope.user.id,
    event: { type: 'read', site: scope.site.id, centro, uids },
  }));
  await publishInTransaction(trx, kind, events);
}
