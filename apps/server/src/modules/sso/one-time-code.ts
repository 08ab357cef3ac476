import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit one-time code for a URL fragment, and the SHA-256 the database keeps instead of it. */
export function newOneTimeCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashOneTimeCode(code) };
}

export const hashOneTimeCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** An AuthnRequest ID: an XML NCName, so it starts with an underscore. */
export const newRequestId = () => `_${randomBytes(20).toString('hex')}`;

export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
