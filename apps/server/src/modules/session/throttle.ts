import { MESSAGES } from '@qualium/contracts';
import type { AppDeps } from '../../http/context.js';
import { tooManyRequests } from '../../http/errors.js';
import { clearAttempts, releaseAttempt, reserveAttempts } from './repo.js';

/** A subject to count attempts for, its limit per window, and what a success does to its count. */
interface Counted {
  subject: string;
  max: number;
  /** true: a success wipes the subject's count; false: it only takes back its own attempt. */
  clearOnSuccess: boolean;
}

/** An attempt that was counted before its (slow) check ran; report a success to undo the count. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Throttling of password guesses, kept in the database so every API process sees the same counts.
 * An attempt is counted before the password is verified, never after: a burst of parallel
 * guesses cannot slip past the limit while the slow argon2 checks run. A wrong guess stays
 * counted; a right one is taken back. Over the limit, the answer is 429 with Retry-After,
 * whatever the password.
 */
class AttemptThrottle {
  constructor(
    private readonly deps: AppDeps,
    private readonly message: (minutes: number) => string,
  ) {}

  async begin(counted: readonly Counted[]): Promise<Attempt> {
    const { db, config } = this.deps;
    const windowMs = config.loginWindowMinutes * 60_000;
    const now = new Date().toISOString();
    const result = await reserveAttempts(db, counted, now, new Date(Date.now() - windowMs).toISOString());
    if (!result.reserved) {
      const freeAt = Date.parse(result.oldest ?? now) + windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw tooManyRequests(this.message(Math.ceil(seconds / 60)), seconds);
    }
    return {
      succeeded: async () => {
        for (const { subject, clearOnSuccess } of counted) {
          await (clearOnSuccess ? clearAttempts(db.k, subject) : releaseAttempt(db, subject, now));
        }
      },
    };
  }
}

/**
 * One username gets LOGIN_MAX_FAILURES tries per window; one address gets four times that, to
 * slow down spraying across usernames. Known and unknown usernames are counted alike.
 */
const ADDRESS_FACTOR = 4;

export class LoginThrottle {
  private readonly throttle: AttemptThrottle;

  constructor(private readonly deps: AppDeps) {
    this.throttle = new AttemptThrottle(deps, MESSAGES.tooManyAttempts);
  }

  begin(username: string, ip: string): Promise<Attempt> {
    const max = this.deps.config.loginMaxFailures;
    return this.throttle.begin([
      { subject: `user:${username.toLowerCase()}`, max, clearOnSuccess: true },
      // A success from an address (an office behind one NAT) takes back only its own attempt.
      { subject: `ip:${ip}`, max: max * ADDRESS_FACTOR, clearOnSuccess: false },
    ]);
  }
}

/** Wrong current passwords on password change, per user, with the login limits. */
export class PasswordChangeThrottle {
  private readonly throttle: AttemptThrottle;

  constructor(private readonly deps: AppDeps) {
    this.throttle = new AttemptThrottle(deps, MESSAGES.tooManyPasswordAttempts);
  }

  begin(userId: number): Promise<Attempt> {
    return this.throttle.begin([
      { subject: `pwd:${userId}`, max: this.deps.config.loginMaxFailures, clearOnSuccess: true },
    ]);
  }
}
