import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry';

describe('stream reconnection delay', () => {
  it('doubles from one second up to half a minute, jittered over the upper half', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(10, 0)).toBe(15000);
  });
});
