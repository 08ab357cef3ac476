import { createHash } from 'node:crypto';
import {
  displayName,
  MESSAGES,
  NOTIFICATION_BP_PREFIX,
  type PurgeInput,
  type PurgeResponse,
  RETENTION_MESSAGES,
} from '@qualium/contracts';
import { stringify } from 'safe-stable-stringify';
import type { CentroContext } from '../../http/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { buildDossier } from '../audit/dossier.js';
import { recordAudit } from '../audit/write.js';
import { loadBpDefinition } from '../bp/repo.js';
import { forgetUnreferencedBlobs } from '../files/forget.js';
import { reauthenticate } from '../session/reauthenticate.js';
import { updateAtReadVersion } from '../units/concurrency.js';
import { eraseUnits } from '../units/erase.js';
import { findUnitWithBpByUid } from '../units/repo.js';
import { isPastRetention } from './due.js';

/**
 * Purges a unit past its retention period (issue 15 §4): an administrator re-authenticated with
 * their password gives the reason; the unit's dossier as it stands is hashed, the unit and its
 * notifications are erased, and ONE audit entry "purged" (uid, BP, reason, who, the dossier's
 * SHA-256) closes its story in the company's chain, all in one transaction. Every refusal comes
 * before anything is written: a unit of another centro is not found, one within its period is 409,
 * a wrong password 400 (counted by the login throttle).
 */
export async function purgeUnit(
  ctx: CentroContext,
  uid: string,
  input: PurgeInput,
  ip: string,
): Promise<PurgeResponse> {
  const { db, config } = ctx.deps;
  const { scope } = ctx;
  const found = await findUnitWithBpByUid(db, scope, uid);
  if (!found || found.unit.centro_id !== scope.centro.id) throw notFound(MESSAGES.cantReadUnit(uid));
  const { unit, bp } = found;
  if (!isPastRetention(unit, await loadBpDefinition(db, bp), ctx.now)) {
    throw conflict(RETENTION_MESSAGES.notPastRetention);
  }
  // The password is checked, and a wrong one counted, only for a purge that would otherwise run.
  if (!scope.user.password_hash) throw forbidden(RETENTION_MESSAGES.noPasswordToPurge);
  if (!(await reauthenticate(ctx.deps, scope.user, { ip, password: input.password }))) {
    throw badRequest({ password: [RETENTION_MESSAGES.wrongPassword] });
  }

  const dossier = await buildDossier(ctx, uid);
  const dossierSha256 = createHash('sha256')
    .update(stringify(dossier) ?? '')
    .digest('hex');
  const files = await db.k.transaction().execute(async (trx) => {
    // Claimed at the version the dossier was made from: a purge racing a write or another purge is 409.
    await updateAtReadVersion(trx, unit, {});
    // The unit's notifications hold its reference and title in their text: they go with it.
    const notifications = await trx
      .selectFrom('units')
      .innerJoin('unit_relations', 'unit_relations.from_unit_id', 'units.id')
      .select(['units.id', 'units.uid'])
      .where('units.site_id', '=', scope.site.id)
      .where('units.bp_reference', 'like', `${NOTIFICATION_BP_PREFIX}%`)
      .where('unit_relations.to_unit_id', '=', unit.id)
      .execute();
    const erased = await eraseUnits(trx, scope.site.id, [unit.id, ...notifications.map((n) => n.id)]);
    await recordAudit(trx, scope, {
      entity: 'unit',
      entityId: uid,
      action: 'purged',
      after: {
        uid,
        reference: unit.reference,
        business_process: bp.reference,
        reason: input.reason,
        by: { id: scope.user.id, username: scope.user.username, name: displayName(scope.user) },
        dossier_sha256: dossierSha256,
        notifications: notifications.map((n) => n.uid),
      },
    });
    return erased;
  });
  await forgetUnreferencedBlobs(db, config.dataDir, files);
  return { uid, dossier_sha256: dossierSha256, dossier };
}
