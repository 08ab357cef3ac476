import { SIGNATURE_MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { recordAudit } from '../audit/write.js';
import { CENTRO_TIME_ZONE, centroDateTime } from '../shared/centro-day.js';
import { consumeSigningCode } from '../sso/signing-repo.js';
import { canonicalContent, contentHash } from './content-hash.js';
import { markSessionSigned } from './repo.js';
import type { Signing } from './signer.js';

/** The signed write as the unit writer made it: which unit, at which version, holding what. */
export interface SignedWrite {
  siteId: number;
  unit: { id: number; uid: string };
  /** The version the transition wrote. */
  version: number;
  historyId: number;
  transitionId: string;
  /** The unit's fields after the transition. */
  fields: Record<string, unknown>;
  now: Date;
}

/**
 * Writes the signature of a transition in the transition's own transaction (units/writer.ts):
 * its row (append-only; one per unit version, so of two signatures of one step only one
 * commits), the session's "has signed" mark and the audit entry.
 */
export async function recordSignature(trx: Kysely<Database>, signing: Signing, write: SignedWrite): Promise<void> {
  // An IdP signing code signs once: a second use (even one racing this) rolls its write back.
  if (signing.ssoCodeHash !== null && !(await consumeSigningCode(trx, signing.ssoCodeHash, write.now.toISOString()))) {
    throw badRequest({ signature: [SIGNATURE_MESSAGES.ssoCodeInvalid] });
  }
  const content = canonicalContent(write.fields);
  const hash = contentHash({ siteId: write.siteId, uid: write.unit.uid, version: write.version, content });
  const signedAt = centroDateTime(write.now);
  await trx
    .insertInto('unit_signatures')
    .values({
      site_id: write.siteId,
      unit_id: write.unit.id,
      history_id: write.historyId,
      version: write.version,
      transition_id: write.transitionId,
      meaning: JSON.stringify(signing.meaning),
      reason: signing.reason,
      user_id: signing.userId,
      printed_name: signing.printedName,
      signed_at: signedAt,
      time_zone: CENTRO_TIME_ZONE,
      content,
      content_hash: hash,
    })
    .execute();
  if (signing.tokenId !== null) await markSessionSigned(trx, signing.tokenId, write.now.toISOString());
  await recordAudit(
    trx,
    { site: { id: write.siteId }, user: { id: signing.userId } },
    {
      entity: 'unit',
      entityId: write.unit.uid,
      action: `sign:${write.transitionId}`,
      before: null,
      after: {
        meaning: signing.meaning,
        reason: signing.reason,
        printed_name: signing.printedName,
        signed_at: signedAt,
        time_zone: CENTRO_TIME_ZONE,
        version: write.version,
        content_hash: hash,
      },
    },
  );
}
