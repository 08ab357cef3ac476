import { type BpDefinition, DEFAULT_NOTIFICATION_BP } from '@qualium/contracts';
import { initialTransition, planTransition } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { processRolesInCentro, rolesOn } from '../access/policy.js';
import { type BusinessProcessRecord, bpDefinition, bpProcessId, findBusinessProcess } from '../bp/repo.js';
import type { Recipient } from '../shared/catalog.js';
import { centroToday } from '../shared/centro-day.js';
import { unitWriter } from '../units/write-hooks.js';
import type { UnitWriteEnv } from '../units/writer.js';
import type { NotificationText } from './texts.js';

/**
 * Writes a NOTIF_DEFAULT unit through its BP's initial transition, with the unit writer
 * (units/writer.ts), inside the transaction of the write it tells about (docs/design.md §6: every write is one transaction). The definition decides as
 * for any unit: its fields are checked, its responsible (the recipient) and due date (the deadline)
 * follow its rules. The notification is the system's doing on the actor's behalf, so the actor is
 * its author without needing the BP's creator or editor role.
 */

export interface NotificationBp {
  row: BusinessProcessRecord;
  definition: BpDefinition;
  processId: number | null;
}

/** The site's notification BP (its own or inherited), or null where there is none. */
export async function notificationBusinessProcess(db: Db, scope: Scope): Promise<NotificationBp | null> {
  const row = await findBusinessProcess(db, scope, DEFAULT_NOTIFICATION_BP);
  if (!row) return null;
  const definition = bpDefinition(row);
  return { row, definition, processId: await bpProcessId(db, scope, definition) };
}

/**
 * Whether `user` could see a notification in `centroId`: lists and reads need a process role on
 * the notification BP's process there (records-explorer §6), so one they could never see is not
 * written at all.
 */
export async function canReceive(db: Db, scope: Scope, user: Recipient, centroId: number, bp: NotificationBp) {
  const roles = await processRolesInCentro(db, { ...scope, user } as Scope, centroId);
  return rolesOn(roles, bp.processId).size > 0;
}

export interface NewNotification {
  centroId: number;
  recipientId: number;
  /** Null: the system. */
  authorId: number | null;
  text: NotificationText;
  /** The unit it is about (its `parent_unit`), of the write's own company. */
  parent: { uid: string; id: number };
  /** `YYYY-MM-DD`: the unit's limit, which becomes the notification's own. */
  deadline: string | null;
  now: Date;
}

/** The new notification's uid, or null when the site's notification BP refuses these values. */
export async function insertNotification(
  env: UnitWriteEnv,
  bp: NotificationBp,
  n: NewNotification,
): Promise<string | null> {
  const { definition, row } = bp;
  const today = centroToday(n.now);
  const initial = initialTransition(definition);
  const plan = planTransition(
    definition,
    null,
    // The system (no author) acts as nobody: 0 is no user's id.
    { userId: n.authorId ?? 0, processRoles: new Set(['editor']) },
    {
      transitionId: initial.id,
      values: {
        subject: n.text.subject,
        recipient: n.recipientId,
        message: n.text.message,
        parent_unit: n.parent.uid,
        ...(n.deadline ? { deadline: n.deadline } : {}),
      },
      today,
    },
  );
  // A site whose own NOTIF_DEFAULT no longer takes these fields gets no notifications, rather
  // than a failed transition for the user who caused one.
  if (!plan.ok) return null;
  const responsibleId = plan.responsible.kind === 'fixed' ? Number(plan.responsible.userId) : n.recipientId;
  const { uid } = await unitWriter().create(env, {
    bp: { id: row.id, reference: row.reference },
    definition,
    transition: initial,
    centroId: n.centroId,
    processId: bp.processId,
    directoryId: null,
    authorId: n.authorId,
    today,
    outcome: { ...plan, state: plan.state ?? '', responsibleId },
    relatedIds: new Map([[n.parent.uid, n.parent.id]]),
  });
  return uid;
}
