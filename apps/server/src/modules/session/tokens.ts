import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, hex: what the client keeps. */
export function newTokenKey(): string {
  return randomBytes(32).toString('hex');
}

/** Only this digest is stored, so a leaked table does not leak sessions. */
export function hashTokenKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const TOKEN_KEY = /^[0-9a-f]{64}$/;
export const isWellFormedTokenKey = (key: string) => TOKEN_KEY.test(key);
