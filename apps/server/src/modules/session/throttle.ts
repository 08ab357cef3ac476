import { MESSAGES } from '@qualium/contracts';
import type { AppDeps } from '../../http/context.js';
import { tooManyRequests } from '../../http/errors.js';
import { clearFailures, countFailures, oldestFailureSince, recordFailures } from './repo.js';

/**
 * Failed-login throttling kept in the database, so every API process sees the
 * same counts. One username gets LOGIN_MAX_FAILURES tries per window; one
 * address gets four times that, to slow down spraying across usernames.
 * The same answer is given for known and unknown usernames.
 */
const ADDRESS_FACTOR = 4;
const userSubject = (username: string) => `user:${username.toLowerCase()}`;
const addressSubject = (ip: string) => `ip:${ip}`;

export class LoginThrottle {
  constructor(private readonly deps: AppDeps) {}

  private windowStart(): string {
    return new Date(Date.now() - this.deps.config.loginWindowMinutes * 60_000).toISOString();
  }

  async assertAllowed(username: string, ip: string): Promise<void> {
    const { db, config } = this.deps;
    const since = this.windowStart();
    const checks: Array<[string, number]> = [
      [userSubject(username), config.loginMaxFailures],
      [addressSubject(ip), config.loginMaxFailures * ADDRESS_FACTOR],
    ];
    for (const [subject, max] of checks) {
      if ((await countFailures(db.k, subject, since)) >= max) {
        const oldest = await oldestFailureSince(db.k, subject, since);
        const freeAt = Date.parse(oldest ?? new Date().toISOString()) + config.loginWindowMinutes * 60_000;
        const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
        throw tooManyRequests(MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
      }
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await recordFailures(
      this.deps.db.k,
      [userSubject(username), addressSubject(ip)],
      new Date().toISOString(),
      this.windowStart(),
    );
  }

  async recordSuccess(username: string): Promise<void> {
    await clearFailures(this.deps.db.k, userSubject(username));
  }
}
