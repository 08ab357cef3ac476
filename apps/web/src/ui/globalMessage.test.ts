import { describe, expect, it } from 'vitest';
import { ALERT_TICK_MS, messageTimeout, remainingPercent, STAYS } from './globalMessage';

describe('the alert message (records-explorer §3, §9)', () => {
  it('lasts its own timeout; errors stay by default, the rest 5000 ms; -1 stays', () => {
    expect(messageTimeout({ severity: 'info' })).toBe(5000);
    expect(messageTimeout({ severity: 'success', timeout: 2000 })).toBe(2000);
    expect(messageTimeout({ severity: 'error' })).toBe(STAYS);
    expect(messageTimeout({ severity: 'error', timeout: 8000 })).toBe(8000);
    expect(messageTimeout({ severity: 'info', timeout: -1 })).toBe(-1);
  });

  it('moves its progress every 100 ms down to 0, and has none when it stays', () => {
    expect(ALERT_TICK_MS).toBe(100);
    expect(remainingPercent(5000, 0)).toBe(100);
    expect(remainingPercent(5000, 1)).toBe(98);
    expect(remainingPercent(5000, 25)).toBe(50);
    expect(remainingPercent(5000, 50)).toBe(0);
    expect(remainingPercent(5000, 60)).toBe(0);
    expect(remainingPercent(-1, 10)).toBeNull();
  });
});
