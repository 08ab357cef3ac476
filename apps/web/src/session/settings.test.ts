import { INACTIVITY_TIMEOUT_MS } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings';

describe('parseSettings', () => {
  it('defaults to the spec timeout and a visible footer', () => {
    expect(parseSettings(null)).toEqual({ inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS, footer: true });
    expect(parseSettings('oops')).toEqual({ inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS, footer: true });
  });
  it('reads overrides and ignores nonsense', () => {
    expect(parseSettings('{"inactivityTimeoutMs":5000,"footer":false}')).toEqual({
      inactivityTimeoutMs: 5000,
      footer: false,
    });
    expect(parseSettings('{"inactivityTimeoutMs":-1,"footer":"no"}')).toEqual({
      inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
      footer: true,
    });
  });
});
