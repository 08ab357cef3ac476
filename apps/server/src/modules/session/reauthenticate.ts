import type { UserRow } from '../../db/schema.js';
import type { AppDeps } from '../../http/context.js';
import { verifyPassword } from './passwords.js';
import { LoginThrottle } from './throttle.js';

/** What the signed-in user gives to prove again who they are, and the address they give it from. */
export interface Reauthentication {
  ip: string;
  password: string;
  /** Checked too when given (a session's first signature asks it). */
  username?: string | undefined;
}

/**
 * Whether the signed-in user proved who they are again, now (a signature, a purge): counted by the
 * login throttle like a login of that user from that address, so wrong passwords here and at the
 * login share one count (429 over the limit). A wrong one stays counted; a right one is taken back.
 */
export async function reauthenticate(deps: AppDeps, user: UserRow, given: Reauthentication): Promise<boolean> {
  const attempt = await new LoginThrottle(deps).begin(user.username, given.ip);
  const passwordOk = await verifyPassword(user.password_hash, given.password);
  const usernameOk = given.username === undefined || given.username.toLowerCase() === user.username.toLowerCase();
  if (!passwordOk || !usernameOk) return false;
  await attempt.succeeded();
  return true;
}
