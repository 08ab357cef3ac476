import { type BpLocalizedText, localizedText, type UnitSignature } from '@qualium/contracts';
import { contentHash } from './content-hash.js';
import type { SignatureRow } from './repo.js';

/**
 * A signature as the viewer and the reports show it, in the reader's language. `intact` recomputes
 * the hash over the unit it is shown on: a row copied onto another unit, or whose content was
 * altered, shows as not intact.
 */
export function presentSignature(
  row: SignatureRow,
  unit: { siteId: number; uid: string },
  lang: string,
): UnitSignature {
  const meaning = JSON.parse(row.meaning) as BpLocalizedText;
  const expected = contentHash({ siteId: unit.siteId, uid: unit.uid, version: row.version, content: row.content });
  return {
    id: row.id,
    transition_id: row.transition_id,
    version: row.version,
    meaning: localizedText(meaning, lang),
    reason: row.reason,
    user_id: row.user_id,
    printed_name: row.printed_name,
    signed_at: row.signed_at,
    time_zone: row.time_zone,
    content_hash: row.content_hash,
    intact: row.site_id === unit.siteId && expected === row.content_hash,
  };
}
