import { type BpTransition, displayName, localizedText, NOTIFICATION_BP_PREFIX } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { BP_SUMMARY_COLUMNS, loadBpDefinition } from '../bp/repo.js';
import type { UnitsContext } from '../units/context.js';
import { deliverNotification } from './deliver.js';
import { assignmentText } from './texts.js';
import { transactionDb } from './unit-writes.js';

/** What a units write knows when it may have to tell someone: the unit, its transition, who was and is responsible. */
export interface ResponsibleChange {
  unitId: number;
  transition: BpTransition;
  responsibleId: number | null;
  /** Null for a new unit. */
  previousResponsibleId: number | null;
}

/**
 * The units service's hook, called inside the write's transaction: a transition that gives the
 * unit a new responsible (the initial one included) tells them with a notification ("Se te ha
 * asignado NC-2026-0142; plazo 12/12/2026"), unless the transition says `notify_responsible:
 * false`, the new responsible is the one acting, or the unit is itself a notification. The
 * notification and its stream event commit or roll back with the transition.
 */
export async function notifyNewResponsible(
  trx: Kysely<Database>,
  ctx: UnitsContext,
  change: ResponsibleChange,
): Promise<void> {
  const { responsibleId } = change;
  if (ctx.notifyResponsibles === false || !change.transition.notify_responsible) return;
  if (responsibleId === null || responsibleId === change.previousResponsibleId) return;
  if (responsibleId === ctx.scope.user.id) return;
  const unit = await trx
    .selectFrom('units')
    .select(['uid', 'reference', 'title', 'centro_id', 'current_limit', 'bp_reference', 'business_process_id'])
    .where('id', '=', change.unitId)
    .executeTakeFirstOrThrow();
  if (unit.bp_reference.startsWith(NOTIFICATION_BP_PREFIX)) return;
  const bpRow = await trx
    .selectFrom('business_processes')
    .select(BP_SUMMARY_COLUMNS)
    .where('id', '=', unit.business_process_id)
    .executeTakeFirstOrThrow();
  const definition = await loadBpDefinition(transactionDb(trx, ctx.deps.db.kind), bpRow);
  const actor = ctx.scope.user;
  await deliverNotification(
    trx,
    { kind: ctx.deps.db.kind, scope: ctx.scope, now: ctx.now },
    {
      recipientId: responsibleId,
      authorId: actor.id,
      about: { centroId: unit.centro_id, uid: unit.uid, limit: unit.current_limit },
      text: (lang) =>
        assignmentText(lang, {
          actor: displayName(actor),
          reference: unit.reference,
          title: unit.title,
          businessProcess: localizedText(definition.business_process.info.name, lang),
          limit: unit.current_limit,
        }),
    },
  );
}
