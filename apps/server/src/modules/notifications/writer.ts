import { type BpDefinition, DEFAULT_NOTIFICATION_BP, QUNIT_UID_PREFIX } from '@qualium/contracts';
import { formatReference, initialTransition, planTransition } from '@qualium/workflow';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { processRolesInCentro, rolesOn } from '../access/process-roles.js';
import { writeAudit } from '../audit/repo.js';
import { type BusinessProcessRow, bpDefinition, bpProcessId, findBusinessProcess } from '../bp/repo.js';
import type { UserRow } from '../session/repo.js';
import { syncFieldRelations } from '../units/references.js';
import { fieldIndexRows, searchTextOf, titleOf } from '../units/stored-fields.js';
import { centroToday } from '../units/text.js';
import { insertHistoryRow, takeUnitNumber } from '../units/unit-rows.js';
import type { NotificationText } from './texts.js';

/**
 * Writes a NOTIF_DEFAULT unit through its BP's initial transition, inside the transaction of the
 * write it tells about (docs/design.md §6: every write is one transaction). The definition decides as
 * for any unit: its fields are checked, its responsible (the recipient) and due date (the deadline)
 * follow its rules. The notification is the system's doing on the actor's behalf, so the actor is
 * its author without needing the BP's creator or editor role.
 */

export interface NotificationBp {
  row: BusinessProcessRow;
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
export async function canReceive(db: Db, scope: Scope, user: UserRow, centroId: number, bp: NotificationBp) {
  const roles = await processRolesInCentro(db, { ...scope, user } as Scope, centroId);
  return rolesOn(roles, bp.processId).size > 0;
}

export interface NewNotification {
  centroId: number;
  recipientId: number;
  authorId: number;
  text: NotificationText;
  /** The unit it is about (its `parent_unit`). */
  parentUid: string;
  /** `YYYY-MM-DD`: the unit's limit, which becomes the notification's own. */
  deadline: string | null;
  now: Date;
}

/** The new notification's uid, or null when the site's notification BP refuses these values. */
export async function insertNotification(
  trx: Kysely<Database>,
  scope: Scope,
  bp: NotificationBp,
  n: NewNotification,
): Promise<string | null> {
  const { definition, row } = bp;
  const today = centroToday(n.now);
  const initial = initialTransition(definition);
  const plan = planTransition(
    definition,
    null,
    { userId: n.authorId, processRoles: new Set(['editor']) },
    {
      transitionId: initial.id,
      values: {
        subject: n.text.subject,
        recipient: n.recipientId,
        message: n.text.message,
        parent_unit: n.parentUid,
        ...(n.deadline ? { deadline: n.deadline } : {}),
      },
      today,
    },
  );
  // A site whose own NOTIF_DEFAULT no longer takes these fields gets no notifications, rather
  // than a failed transition for the user who caused one.
  if (!plan.ok) return null;
  const responsibleId = plan.responsible.kind === 'fixed' ? Number(plan.responsible.userId) : n.recipientId;
  const at = n.now.toISOString();
  const number = await takeUnitNumber(trx, row.id);
  const reference = formatReference(definition.business_process.info.numbering, {
    reference: row.reference,
    number,
    date: today,
  });
  const uid = `${QUNIT_UID_PREFIX}${row.reference}#${scope.site.id}#${number}`;
  const fields = plan.fields;
  const title = titleOf(definition, fields, reference);
  const { id } = await trx
    .insertInto('units')
    .values({
      site_id: scope.site.id,
      centro_id: n.centroId,
      business_process_id: row.id,
      bp_reference: row.reference,
      number,
      uid,
      reference,
      title,
      process_id: bp.processId,
      directory_id: null,
      parent_unit_id: null,
      creator_id: n.authorId,
      current_state: plan.state ?? '',
      current_responsible_id: responsibleId,
      current_limit: plan.limit,
      fecha_cierre: plan.closedAt,
      is_closed: plan.closedAt ? 1 : 0,
      fields: JSON.stringify(fields),
      search_text: searchTextOf(definition, fields, reference, title),
      version: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const index = fieldIndexRows(definition, fields).map((r) => ({ ...r, site_id: scope.site.id, unit_id: id }));
  if (index.length > 0) await trx.insertInto('unit_field_values').values(index).execute();
  await syncFieldRelations(trx, scope.site.id, id, definition, fields, at);
  await insertHistoryRow(trx, {
    siteId: scope.site.id,
    unitId: id,
    transitionId: initial.id,
    from: null,
    to: plan.state ?? '',
    userId: n.authorId,
    responsibleId,
    limit: plan.limit,
    diff: plan.diff,
    at,
  });
  await writeAudit(trx, {
    site_id: scope.site.id,
    user_id: n.authorId,
    entity: 'unit',
    entity_id: uid,
    action: 'create',
    before: null,
    after: JSON.stringify({ state: plan.state, responsible: responsibleId, limit: plan.limit, fields }),
  });
  return uid;
}
