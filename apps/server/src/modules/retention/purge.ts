import { createHash } from 'node:crypto';
import { displayName, NOTIFICATION_BP_PREFIX, type PurgeInput, type PurgeResponse } from '@qualium/contracts';
import { stringify } from 'safe-stable-stringify';
import { nowIso } from '../../db/dialect.js';
import type { CentroContext } from '../../http/context.js';
import { buildDossier } from '../audit/dossier.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { forgetUnreferencedBlobs } from '../files/forget.js';
import { updateAtReadVersion } from '../units/concurrency.js';
import { eraseUnits } from '../units/erase.js';
import { consumePurgeProof, provePurger } from './purge-signing.js';
import { findPurgeableUnit } from './purgeable.js';

/**
 * Purges a unit past its retention period (issue 15 §4): an administrator re-authenticated now
 * (their password, or a fresh sign-in at their identity provider: purge-signing.ts) gives the reason; the unit's dossier as it stands is hashed, the unit and its
 * notifications are erased, and ONE audit entry "purged" (uid, BP, reason, who, the dossier's
 * SHA-256) closes its story in the company's chain, all in one transaction. Every refusal comes
 * before anything is written: a unit of another centro is not found, one within its period is 409,
 * a wrong password (counted by the login throttle) or IdP code 400.
 */
export async function purgeUnit(
  ctx: CentroContext,
  uid: string,
  input: PurgeInput,
  session: { tokenId: number; ip: string },
): Promise<PurgeResponse> {
  const { db, config } = ctx.deps;
  const { scope } = ctx;
  const { unit, bp } = await findPurgeableUnit(ctx, uid);
  // The signature is checked, and a wrong password counted, only for a purge that would otherwise run.
  const proof = await provePurger(ctx, unit, input, session);

  const dossier = await buildDossier(ctx, uid);
  const dossierSha256 = createHash('sha256')
    .update(stringify(dossier) ?? '')
    .digest('hex');
  const files = await auditedTransaction(db.k, scope, async (trx) => {
    await consumePurgeProof(trx, proof, nowIso());
    // Claimed at the version the dossier was made from: a purge racing a write or another purge is 409.
    await updateAtReadVersion(trx, unit, undefined, {});
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
        reauthenticated_by: proof.method,
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
