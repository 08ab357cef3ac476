import { describe, expect, it } from 'vitest';
import { inactivityPhase } from './inactivityPhase';

const TIMEOUT = 60_000;
const COUNTDOWN = 30_000;

describe('inactivityPhase', () => {
  it('is active until the timeout, then counts whole seconds down to expiry', () => {
    expect(inactivityPhase(1_000, 1_000, TIMEOUT, COUNTDOWN)).toEqual({ kind: 'active', warnInMs: 60_000 });
    expect(inactivityPhase(0, 60_000, TIMEOUT, COUNTDOWN)).toEqual({
      kind: 'warning',
      secondsLeft: 30,
      nextTickMs: 1_000,
    });
    expect(inactivityPhase(0, 60_400, TIMEOUT, COUNTDOWN)).toEqual({
      kind: 'warning',
      secondsLeft: 30,
      nextTickMs: 600,
    });
    expect(inactivityPhase(0, 89_000, TIMEOUT, COUNTDOWN)).toEqual({
      kind: 'warning',
      secondsLeft: 1,
      nextTickMs: 1_000,
    });
    expect(inactivityPhase(0, 90_000, TIMEOUT, COUNTDOWN)).toEqual({ kind: 'expired' });
    // A tab that slept through the whole countdown expires without warning.
    expect(inactivityPhase(0, 500_000, TIMEOUT, COUNTDOWN)).toEqual({ kind: 'expired' });
  });
});
