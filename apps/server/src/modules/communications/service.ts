import {
  COMMUNICATION_MESSAGES,
  type CommunicationList,
  type CommunicationRow,
  displayName,
  type SendCommunicationBody,
  type SendCommunicationResponse,
} from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { deliverNotification } from '../notifications/deliver.js';
import { messageText } from '../notifications/texts.js';
import { loadReadableUnit } from '../units/read.js';
import type { UnitRow } from '../units/repo.js';
import type { Mailer } from './mailer.js';
import {
  type CommunicationRecord,
  findForUnit,
  insertCommunication,
  listForUnit,
  presentCommunications,
  updateCommunication,
} from './repo.js';
import { mailSubject, mailText } from './texts.js';

/**
 * A unit's communications (records-explorer §2 comunications box): whoever may read the unit sees
 * them, and may write to one of its contacts; the recipient marks them read by opening them.
 */

/** The unit's contacts, as its presentation lists them (units/present.ts): its creator and its responsible. */
function contactIds(unit: UnitRow): number[] {
  return [unit.creator_id, unit.current_responsible_id].filter((id): id is number => id !== null);
}

async function present(ctx: CentroContext, rows: CommunicationRecord[]): Promise<CommunicationRow[]> {
  return presentCommunications(ctx.deps.db, ctx.scope.user.id, rows);
}

/** `mailer` is null without SMTP_URL: messages are recorded only. */
export async function listCommunications(
  ctx: CentroContext,
  mailer: Mailer | null,
  uid: string,
): Promise<CommunicationList> {
  const { unit } = await loadReadableUnit(ctx, uid);
  const rows = await listForUnit(ctx.deps.db, ctx.scope, unit.id);
  return { count: rows.length, results: await present(ctx, rows), email_enabled: mailer !== null };
}

/**
 * Records the message with the unit and tells the recipient in the app (a notification), in one
 * transaction; then, where SMTP is configured, e-mails it. An e-mail the SMTP server refuses
 * leaves the message recorded, marked `failed`, and says why.
 */
export async function sendCommunication(
  ctx: CentroContext,
  mailer: Mailer | null,
  uid: string,
  input: SendCommunicationBody,
): Promise<SendCommunicationResponse> {
  const { db } = ctx.deps;
  const { unit } = await loadReadableUnit(ctx, uid);
  const me = ctx.scope.user;
  if (input.recipient === me.id) throw badRequest({ recipient: [COMMUNICATION_MESSAGES.notToYourself] });
  const recipient = contactIds(unit).includes(input.recipient)
    ? await db.k.selectFrom('users').selectAll().where('id', '=', input.recipient).executeTakeFirst()
    : undefined;
  if (recipient?.is_active !== 1) throw badRequest({ recipient: [COMMUNICATION_MESSAGES.notAContact] });

  const record = await auditedTransaction(db.k, { site: ctx.scope.site }, async (trx) => {
    const row = await insertCommunication(trx, {
      site_id: ctx.scope.site.id,
      centro_id: unit.centro_id,
      unit_id: unit.id,
      subject: input.subject,
      body: input.body,
      sender_id: me.id,
      recipient_id: recipient.id,
      state: 'sent',
      type: mailer ? 'email' : 'internal',
      created_at: ctx.now.toISOString(),
    });
    await deliverNotification(
      trx,
      { kind: db.kind, scope: ctx.scope, now: ctx.now },
      {
        recipientId: recipient.id,
        authorId: me.id,
        about: { id: unit.id, centroId: unit.centro_id, uid: unit.uid, limit: null },
        text: (lang) =>
          messageText(lang, { sender: displayName(me), reference: unit.reference, subject: input.subject }),
      },
    );
    await recordAudit(
      trx,
      { site: ctx.scope.site, user: me },
      {
        entity: 'communication',
        entityId: row.id,
        action: 'create',
        before: null,
        after: { unit: unit.uid, recipient: recipient.id, subject: input.subject, type: row.type },
      },
    );
    return row;
  });

  if (!mailer) {
    return { communication: (await present(ctx, [record]))[0]!, delivery: 'recorded', email_error: null };
  }
  const facts = {
    sender: displayName(me),
    reference: unit.reference,
    title: unit.title,
    subject: input.subject,
    body: input.body,
    link: ctx.deps.config.publicUrl
      ? `${ctx.deps.config.publicUrl}/explorer?${new URLSearchParams({ business_process: unit.bp_reference, pk: unit.uid })}`
      : null,
  };
  try {
    await mailer.send({
      to: recipient.email,
      fromName: `${displayName(me)} (Qualium)`,
      replyTo: me.email || null,
      subject: mailSubject(facts),
      text: mailText(recipient.lang, facts),
    });
    return { communication: (await present(ctx, [record]))[0]!, delivery: 'emailed', email_error: null };
  } catch (error) {
    await updateCommunication(db, record.id, { state: 'failed' });
    return {
      communication: (await present(ctx, [{ ...record, state: 'failed' }]))[0]!,
      delivery: 'email_failed',
      email_error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The recipient opened the message: it is read from now on (once; later openings change nothing). */
export async function markCommunicationRead(ctx: CentroContext, uid: string, id: number): Promise<CommunicationRow> {
  const { unit } = await loadReadableUnit(ctx, uid);
  const row = await findForUnit(ctx.deps.db, ctx.scope, unit.id, id);
  if (!row) throw notFound(COMMUNICATION_MESSAGES.notFound);
  if (row.recipient_id !== ctx.scope.user.id) throw forbidden(COMMUNICATION_MESSAGES.onlyRecipient);
  if (row.read_at !== null) return (await present(ctx, [row]))[0]!;
  const readAt = ctx.now.toISOString();
  await updateCommunication(ctx.deps.db, row.id, { read_at: readAt, state: 'read' });
  return (await present(ctx, [{ ...row, read_at: readAt, state: 'read' }]))[0]!;
}
