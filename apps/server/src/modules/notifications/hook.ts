import { displayName, localizedText, NOTIFICATION_BP_PREFIX } from '@qualium/contracts';
import type { UnitWriteHook } from '../units/writer.js';
import { deliverNotification } from './deliver.js';
import { assignmentText } from './texts.js';

/**
 * The notifications module's unit write hook (units/writer.ts), run inside the write's
 * transaction: a transition that gives the unit a new responsible (the initial one included)
 * tells them with a notification ("Se te ha asignado NC-2026-0142; plazo 12/12/2026"), unless the
 * transition says `notify_responsible: false`, the new responsible is the one acting, or the unit
 * is itself a notification. The notification and its stream event commit or roll back with the
 * transition.
 */
export const notifyNewResponsible: UnitWriteHook = {
  name: 'notify-new-responsible',
  async afterWrite(env, write) {
    const { responsibleId, unit } = write;
    if (!write.transition.notify_responsible) return;
    if (responsibleId === null || responsibleId === write.previousResponsibleId) return;
    if (responsibleId === env.scope.user.id) return;
    if (unit.bpReference.startsWith(NOTIFICATION_BP_PREFIX)) return;
    const actor = env.scope.user;
    await deliverNotification(
      env.trx,
      { kind: env.kind, scope: env.scope, now: env.now },
      {
        recipientId: responsibleId,
        authorId: actor.id,
        about: { id: unit.id, centroId: unit.centroId, uid: unit.uid, limit: unit.limit },
        text: (lang) =>
          assignmentText(lang, {
            actor: displayName(actor),
            reference: unit.reference,
            title: unit.title,
            businessProcess: localizedText(write.definition.business_process.info.name, lang),
            limit: unit.limit,
          }),
      },
    );
  },
};
