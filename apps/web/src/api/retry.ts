/** Reconnection waits grow from one second to half a minute, with jitter so tabs do not stampede. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** The pause before reconnection attempt `attempt` (0 first); `random` in [0, 1) spreads it over its upper half. */
export function retryDelay(attempt: number, random = Math.random()): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
  return Math.round(base * (0.5 + random / 2));
}
