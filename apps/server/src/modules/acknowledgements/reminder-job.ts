import { displayName, localizedText } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppDeps, CentroScope } from '../../http/context.js';
import { auditedTransaction } from '../audit/write.js';
import { bpDefinition } from '../bp/repo.js';
import { scopeOf } from '../document-control/review-job.js';
import { deliverNotification } from '../notifications/deliver.js';
import { centroToday } from '../shared/centro-day.js';
import type { UnitRow } from '../units/repo.js';
import { effectiveVersion, versionRule } from './repo.js';
import { overdueReadersText, readReminderText } from './texts.js';

/**
 * The overdue "read and understood" reminder (`acknowledgement.due_days`; docs/decisions.md
 * "Acknowledgement reminders"): a reader who has not acknowledged the version in force by its due
 * date gets ONE reminder, and the document's responsible one notification naming the readers this
 * run reminded. Only the version in force of a document in its effective state is chased: a task of
 * a superseded version gave way to the new version's. Each reminder is claimed by setting the
 * task's `reminded_at` from null in the transaction that sends it: of several runs or nodes, one
 * update takes a task and the others find it taken; a failure rolls the claim back for the next run.
 * The server runs it after the periodic review job, at start and hourly (main.ts).
 */

export interface ReminderRun {
  /** Readers reminded by this run. */
  reminded: number;
  /** Documents whose responsible this run told. */
  owners: number;
}

/** The units with a task past its limit, never reminded and not acknowledged. */
function unitsWithOverdueTasks(deps: AppDeps, today: string): Promise<UnitRow[]> {
  return deps.db.k
    .selectFrom('units')
    .selectAll()
    .where('is_closed', '=', 0)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('unit_acknowledgements')
        .select('unit_id')
        .where('acknowledged_at', 'is', null)
        .where('reminded_at', 'is', null)
        .where('due_date', '<', today),
    )
    .orderBy('id')
    .execute();
}

/** Takes this unit's overdue tasks of its version in force for this run; none when another took them. */
function claimOverdue(trx: Kysely<Database>, unit: UnitRow, versionId: number, today: string, at: string) {
  return trx
    .updateTable('unit_acknowledgements')
    .set({ reminded_at: at })
    .where('site_id', '=', unit.site_id)
    .where('unit_id', '=', unit.id)
    .where('effective_history_id', '=', versionId)
    .where('acknowledged_at', 'is', null)
    .where('reminded_at', 'is', null)
    .where('due_date', '<', today)
    .returning(['id', 'user_id', 'due_date'])
    .execute();
}

async function remindUnit(deps: AppDeps, unit: UnitRow, now: Date, run: ReminderRun): Promise<void> {
  const bp = await deps.db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('id', '=', unit.business_process_id)
    .executeTakeFirstOrThrow();
  const definition = bpDefinition(bp);
  const { workflow } = definition.business_process;
  const ack = workflow.acknowledgement;
  if (!ack || unit.current_state !== ack.effective_state) return;
  const version = await effectiveVersion(deps.db.k, unit.site_id, unit.id, versionRule(workflow, ack));
  const scope = await scopeOf(deps, unit);
  if (!version || !scope) return;
  const action = workflow.transitions.find((t) => t.id === ack.transition)?.label;
  await auditedTransaction(deps.db.k, scope, async (trx) => {
    const claimed = await claimOverdue(trx, unit, version.id, centroToday(now), now.toISOString());
    if (claimed.length === 0) return;
    const tell = new Teller(trx, deps, scope, unit, now);
    for (const task of claimed) {
      const due = task.due_date ?? '';
      const uid = await tell.send(task.user_id, due, (lang) =>
        readReminderText(lang, {
          reference: unit.reference,
          title: unit.title,
          action: action ? localizedText(action, lang) : ack.transition,
          due,
        }),
      );
      // Acknowledging reads the reminder too (hook.ts).
      await trx
        .updateTable('unit_acknowledgements')
        .set({ reminder_notification_uid: uid })
        .where('id', '=', task.id)
        .execute();
    }
    run.reminded += claimed.length;
    if (unit.current_responsible_id === null) return;
    const readers = (
      await trx
        .selectFrom('users')
        .select(['first_name', 'last_name', 'username'])
        .where(
          'id',
          'in',
          claimed.map((t) => t.user_id),
        )
        .execute()
    )
      .map(displayName)
      .sort((a, b) => a.localeCompare(b));
    const due = claimed[0]?.due_date ?? '';
    await tell.send(unit.current_responsible_id, null, (lang) =>
      overdueReadersText(lang, { reference: unit.reference, title: unit.title, due, readers: readers.join(', ') }),
    );
    run.owners += 1;
  });
}

/** Sends the job's notifications about one unit, from nobody, inside the claim's transaction. */
class Teller {
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly deps: AppDeps,
    private readonly scope: CentroScope,
    private readonly unit: UnitRow,
    private readonly now: Date,
  ) {}

  send(recipientId: number, limit: string | null, text: Parameters<typeof deliverNotification>[2]['text']) {
    return deliverNotification(
      this.trx,
      { kind: this.deps.db.kind, scope: this.scope, now: this.now },
      {
        recipientId,
        authorId: null,
        about: { id: this.unit.id, centroId: this.unit.centro_id, uid: this.unit.uid, limit },
        text,
      },
    );
  }
}

/** One run of the job at `now`: what it sent (other runs' reminders are not counted). */
export async function runAcknowledgementReminders(deps: AppDeps, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, owners: 0 };
  for (const unit of await unitsWithOverdueTasks(deps, centroToday(now))) {
    try {
      await remindUnit(deps, unit, now, run);
    } catch (error) {
      // One unit's failure leaves the others to run; its claim rolled back, it is tried again next time.
      console.error(`Acknowledgement reminders of ${unit.reference} failed:`, error);
    }
  }
  return run;
}
