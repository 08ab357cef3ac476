import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { recipientOf } from '../shared/catalog.js';
import { publishInTransaction } from './events.js';
import type { NotificationText } from './texts.js';
import { transactionDb } from './transaction-db.js';
import { canReceive, insertNotification, notificationBusinessProcess } from './writer.js';

/** What a write wants someone told, inside its own transaction. */
export interface Delivery {
  recipientId: number;
  /** Who caused it: the notification's author; null: the system (a scheduled job). */
  authorId: number | null;
  /**
   * The unit it is about (of the write's own company): its centro is the notification's, its uid
   * the notification's `parent_unit`, its id that relation's target (nothing looked up).
   */
  about: { id: number; centroId: number; uid: string; limit: string | null };
  /** The texts in the recipient's language. */
  text(lang: string): NotificationText;
}

/**
 * Writes the notification and announces it to the recipient's open streams once the transaction
 * commits. Nobody is told who has switched internal notifications off, is inactive, could not
 * see it (no process role on the notification BP's process in that centro), or where the site has
 * no notification BP. Answers the notification's uid, or null when none was written.
 */
export async function deliverNotification(
  trx: Kysely<Database>,
  env: { kind: Db['kind']; scope: Scope; now: Date },
  d: Delivery,
): Promise<string | null> {
  const db = transactionDb(trx, env.kind);
  const recipient = await recipientOf(db, env.scope, d.recipientId);
  if (recipient?.is_active !== 1 || recipient.internal_notifications !== 1) return null;
  const bp = await notificationBusinessProcess(db, env.scope);
  if (!bp || !(await canReceive(db, env.scope, recipient, d.about.centroId, bp))) return null;
  const uid = await insertNotification({ trx, ...env }, bp, {
    centroId: d.about.centroId,
    recipientId: recipient.id,
    authorId: d.authorId,
    text: d.text(recipient.lang),
    parent: { uid: d.about.uid, id: d.about.id },
    deadline: d.about.limit,
    now: env.now,
  });
  if (uid === null) return null;
  await publishInTransaction(trx, env.kind, [
    {
      userId: recipient.id,
      event: { type: 'created', site: env.scope.site.id, centro: d.about.centroId, uids: [uid] },
    },
  ]);
  return uid;
}
