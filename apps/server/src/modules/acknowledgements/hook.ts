import {
  ACKNOWLEDGEMENT_MESSAGES,
  type BpAcknowledgement,
  localizedText,
  NOTIFICATION_BP_PREFIX,
} from '@qualium/contracts';
import { conflict } from '../../http/errors.js';
import { usersWithProcessRole } from '../access/policy.js';
import { deliverNotification } from '../notifications/deliver.js';
import { readInTransaction } from '../notifications/read.js';
import { transactionDb } from '../notifications/transaction-db.js';
import type { UnitWriteEnv, UnitWriteHook, UnitWritten } from '../units/writer.js';
import { acknowledgementDueDate } from './due.js';
import { effectiveVersion, hasAcknowledged, versionRule } from './repo.js';
import { readTaskText } from './texts.js';

/**
 * "Read and understood" in the unit write (units/writer.ts hook contract; docs/bp-definition.md):
 * a write that puts a new version in force (the unit enters the workflow's `acknowledgement.effective_state`
 * from another state, and repo.ts `effectiveVersion` names this write's history row: for a
 * controlled document, not a return at the same version number) gives every active holder of the
 * named process roles, in the unit's centro, a task for that version, due `due_days` later, told by
 * a notification carrying that limit; a run of the acknowledging transition (signed:
 * its signature row is already written) records the actor's acknowledgement, once per version.
 * Both commit or roll back with the write.
 */
export function acknowledgementHook(options: { notify: boolean }): UnitWriteHook {
  return {
    name: 'acknowledgements',
    async afterWrite(env, write) {
      const ack = write.definition.business_process.workflow.acknowledgement;
      if (!ack || write.unit.bpReference.startsWith(NOTIFICATION_BP_PREFIX)) return;
      if (write.to === ack.effective_state && write.from !== ack.effective_state) {
        await assignTasks(env, write, ack, options.notify);
      } else if (write.transition.id === ack.transition) {
        await acknowledge(env, write, ack);
      }
    },
  };
}

/** Who must read the version: active users holding one of the roles on the unit's process in its centro. */
async function readersOf(env: UnitWriteEnv, write: UnitWritten, roles: BpAcknowledgement['roles']) {
  const { process_id: processId } = await env.trx
    .selectFrom('units')
    .select('process_id')
    .where('id', '=', write.unit.id)
    .executeTakeFirstOrThrow();
  if (processId === null) return [];
  const db = transactionDb(env.trx, env.kind);
  const ids = new Set<number>();
  for (const role of roles) {
    for (const user of await usersWithProcessRole(db, env.scope, write.unit.centroId, processId, role))
      ids.add(user.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Whether `historyId` is the unit's newest history row: the one this write made. */
async function madeByThisWrite(env: UnitWriteEnv, write: UnitWritten, historyId: number): Promise<boolean> {
  const newest = await env.trx
    .selectFrom('workflow_history')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('site_id', '=', env.scope.site.id)
    .where('unit_id', '=', write.unit.id)
    .executeTakeFirst();
  return Number(newest?.id) === historyId;
}

async function assignTasks(env: UnitWriteEnv, write: UnitWritten, ack: BpAcknowledgement, notify: boolean) {
  const siteId = env.scope.site.id;
  const rule = versionRule(write.definition.business_process.workflow, ack);
  const version = await effectiveVersion(env.trx, siteId, write.unit.id, rule);
  // Back in force at the version already read (a periodic review confirmed it unchanged): the tasks stand.
  if (!version || !(await madeByThisWrite(env, write, version.id))) return;
  const readers = await readersOf(env, write, ack.roles);
  if (readers.length === 0) return;
  const due = acknowledgementDueDate(ack, write.at);
  const transition = write.definition.business_process.workflow.transitions.find((t) => t.id === ack.transition);
  const told = new Map<number, string | null>();
  for (const recipientId of notify ? readers : []) {
    if (recipientId === write.authorId) continue;
    const uid = await deliverNotification(
      env.trx,
      { kind: env.kind, scope: env.scope, now: env.now },
      {
        recipientId,
        authorId: write.authorId,
        about: { id: write.unit.id, centroId: write.unit.centroId, uid: write.unit.uid, limit: due },
        text: (lang) =>
          readTaskText(lang, {
            reference: write.unit.reference,
            title: write.unit.title,
            action: transition ? localizedText(transition.label, lang) : ack.transition,
            due,
          }),
      },
    );
    told.set(recipientId, uid);
  }
  await env.trx
    .insertInto('unit_acknowledgements')
    .values(
      readers.map((userId) => ({
        site_id: siteId,
        unit_id: write.unit.id,
        effective_history_id: version.id,
        user_id: userId,
        assigned: 1,
        created_at: write.at,
        due_date: due,
        task_notification_uid: told.get(userId) ?? null,
      })),
    )
    .execute();
}

async function acknowledge(env: UnitWriteEnv, write: UnitWritten, ack: BpAcknowledgement) {
  const { trx } = env;
  const siteId = env.scope.site.id;
  const readerId = write.authorId;
  // A system write (the periodic review job) reads nothing: only a person acknowledges.
  if (readerId === null) return;
  const rule = versionRule(write.definition.business_process.workflow, ack);
  const version = await effectiveVersion(trx, siteId, write.unit.id, rule);
  if (!version) throw conflict(ACKNOWLEDGEMENT_MESSAGES.notInForce);
  // The acknowledging transition is signed (the definition's checker insists): its row was just written.
  const signature = await trx
    .selectFrom('unit_signatures')
    .select('id')
    .where('site_id', '=', siteId)
    .where('unit_id', '=', write.unit.id)
    .where('user_id', '=', readerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const updated = await trx
    .updateTable('unit_acknowledgements')
    .set({ acknowledged_at: write.at, signature_id: signature?.id ?? null })
    .where('site_id', '=', siteId)
    .where('unit_id', '=', write.unit.id)
    .where('effective_history_id', '=', version.id)
    .where('user_id', '=', readerId)
    .where('acknowledged_at', 'is', null)
    .returning(['task_notification_uid', 'reminder_notification_uid'])
    .executeTakeFirst();
  if (updated) {
    await readTaskNotifications(env, readerId, [updated.task_notification_uid, updated.reminder_notification_uid]);
    return;
  }
  const done = await hasAcknowledged(trx, siteId, { unitId: write.unit.id, historyId: version.id }, readerId);
  if (done) throw conflict(ACKNOWLEDGEMENT_MESSAGES.alreadyAcknowledged);
  // Someone the task did not name (they joined the roles later) acknowledges all the same.
  await trx
    .insertInto('unit_acknowledgements')
    .values({
      site_id: siteId,
      unit_id: write.unit.id,
      effective_history_id: version.id,
      user_id: readerId,
      assigned: 0,
      created_at: write.at,
      acknowledged_at: write.at,
      signature_id: signature?.id ?? null,
    })
    .execute();
}

/**
 * What told the reader of the task (and reminded them) is done once they acknowledge: those of
 * its notifications still open are read in the same write, so the task leaves their to-do list.
 */
async function readTaskNotifications(env: UnitWriteEnv, readerId: number, uids: ReadonlyArray<string | null>) {
  const wanted = uids.filter((uid): uid is string => uid !== null);
  if (wanted.length === 0) return;
  const open = await env.trx
    .selectFrom('units')
    .selectAll()
    .where('site_id', '=', env.scope.site.id)
    .where('uid', 'in', wanted)
    .where('current_responsible_id', '=', readerId)
    .where('is_closed', '=', 0)
    .execute();
  if (open.length > 0) await readInTransaction(env, open);
}
