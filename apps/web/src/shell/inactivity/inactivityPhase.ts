/**
 * Where the inactivity timer of shell-and-admin §4 stands, from the last activity in any tab: before the
 * timeout the session is active; then the warning counts down `countdownMs`; at zero it expires.
 * Pure, so every tab derives the same answer from the same shared timestamp.
 */
export type InactivityPhase =
  | { kind: 'active' /** Until the warning shows. */; warnInMs: number }
  | { kind: 'warning'; secondsLeft: number /** Until the countdown shows one second less. */; nextTickMs: number }
  | { kind: 'expired' };

export function inactivityPhase(
  lastActivity: number,
  now: number,
  timeoutMs: number,
  countdownMs: number,
): InactivityPhase {
  const warnAt = lastActivity + timeoutMs;
  if (now < warnAt) return { kind: 'active', warnInMs: warnAt - now };
  const left = warnAt + countdownMs - now;
  if (left <= 0) return { kind: 'expired' };
  const secondsLeft = Math.ceil(left / 1000);
  return { kind: 'warning', secondsLeft, nextTickMs: left - (secondsLeft - 1) * 1000 };
}
