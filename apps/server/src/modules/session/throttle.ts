import { setTimeout as sleep } from 'node:timers/promises';
import { type Localized, MESSAGES } from '@qualium/contracts';
import type { AppDeps } from '../../http/context.js';
import { tooManyRequests } from '../../http/errors.js';
import { type AttemptLimit, type AttemptPace, clearAttempts, releaseAttempt, reserveAttempts } from './repo.js';

/** A subject limited per window, and what a success does to its count. */
interface Limited extends AttemptLimit {
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
 * guesses cannot slip past a limit while the slow argon2 checks run. A wrong guess stays
 * counted; a right one is taken back. Over a limit, the answer is 429 with Retry-After, whatever
 * the password. A paced subject is never stopped for long: its attempt waits for its slot, and
 * only when that is further than the pace allows is it refused for the seconds until it is not.
 */
class AttemptThrottle {
  constructor(
    private readonly deps: AppDeps,
    private readonly message: (minutes: number) => Localized,
  ) {}

  async begin(limits: readonly Limited[], pace?: AttemptPace): Promise<Attempt> {
    const { db, config } = this.deps;
    const nowMs = Date.now();
    const result = await reserveAttempts(db, { limits, pace }, nowMs, config.loginWindowMinutes * 60_000);
    if (!result.reserved) {
      const seconds = Math.max(1, Math.ceil((result.freeAt - Date.now()) / 1000));
      throw tooManyRequests(this.message(Math.ceil(seconds / 60)), seconds);
    }
    const wait = Date.parse(result.slot) - Date.now();
    if (wait > 0) await sleep(wait);
    return {
      succeeded: async () => {
        for (const { subject, clearOnSuccess } of limits) {
          await (clearOnSuccess
            ? clearAttempts(db.k, subject)
            : releaseAttempt(db, subject, new Date(nowMs).toISOString()));
        }
        if (pace) await releaseAttempt(db, pace.subject, result.slot);
      },
    };
  }
}

/**
 * Failures a username may collect from all addresses together, as a multiple of the limit per
 * address and username: guessing from many addresses gets no more than this many tries.
 */
const USERNAME_FACTOR = 4;
/** Failures an address may collect at full speed across all usernames, as a multiple of the same limit. */
const ADDRESS_FACTOR = 4;
/** An address's attempts are never spaced wider than this many slowdown steps… */
const MAX_SPACING_STEPS = 30;
/** …and never wait longer than this many: further, the attempt is refused for the difference. */
const MAX_WAIT_STEPS = 60;

/**
 * Login throttling (docs/decisions.md): LOGIN_MAX_FAILURES failures per window for one username
 * from one address, then 429 for that pair, the right password included; USERNAME_FACTOR times
 * that for one username from all addresses together. An address is slowed, not locked: after
 * ADDRESS_FACTOR times the limit in failures across usernames, each further attempt from it
 * waits LOGIN_SLOWDOWN_MS longer per failure over that, one after another. An office behind one
 * NAT address keeps signing in, a little slower, while one address spraying guesses across
 * usernames gets few of them. Known and unknown usernames are counted alike.
 */
export class LoginThrottle {
  private readonly throttle: AttemptThrottle;

  constructor(private readonly deps: AppDeps) {
    this.throttle = new AttemptThrottle(deps, MESSAGES.tooManyAttempts);
  }

  begin(username: string, ip: string): Promise<Attempt> {
    const { loginMaxFailures: max, loginSlowdownMs: step } = this.deps.config;
    const name = username.toLowerCase();
    return this.throttle.begin(
      [
        { subject: `login:${ip}|${name}`, max, clearOnSuccess: true },
        // A success takes back only its own attempt: it must not reopen the count for guessers elsewhere.
        { subject: `user:${name}`, max: max * USERNAME_FACTOR, clearOnSuccess: false },
      ],
      {
        subject: `ip:${ip}`,
        free: max * ADDRESS_FACTOR,
        stepMs: step,
        maxSpacingMs: step * MAX_SPACING_STEPS,
        maxWaitMs: step * MAX_WAIT_STEPS,
      },
    );
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
