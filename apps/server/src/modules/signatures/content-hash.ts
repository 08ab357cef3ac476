import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/**
 * What binds a signature to one unit at one version (21 CFR Part 11 §11.70): SHA-256 over the
 * canonical JSON (keys sorted, no spaces) of the site, the unit's uid, the version the signed
 * transition wrote and the unit's fields after it. The same content on another unit, or at
 * another version, hashes differently, so a signature copied elsewhere no longer matches.
 */
export interface SignedContent {
  siteId: number;
  uid: string;
  version: number;
  /** The fields as canonicalContent() wrote them. */
  content: string;
}

/** The unit's fields as the signature keeps them: canonical JSON, the same text for the same values. */
export function canonicalContent(fields: Record<string, unknown>): string {
  return stringify(fields) ?? '{}';
}

export function contentHash(signed: SignedContent): string {
  const text = stringify({ site: signed.siteId, unit: signed.uid, version: signed.version, fields: signed.content });
  return createHash('sha256')
    .update(text ?? '')
    .digest('hex');
}
