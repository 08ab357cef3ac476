import { describe, expect, it } from 'vitest';
import { centroToday } from './centro-day.js';

describe('centroToday', () => {
  it("gives Madrid's calendar day, across its midnight and within one minute asked again", () => {
    // Winter: Madrid is UTC+1, so its day begins at 23:00 UTC.
    expect(centroToday(new Date('2026-11-29T22:59:00.000Z'))).toBe('2026-11-29');
    expect(centroToday(new Date('2026-11-29T22:59:59.999Z'))).toBe('2026-11-29');
    expect(centroToday(new Date('2026-11-29T23:00:00.000Z'))).toBe('2026-11-30');
    expect(centroToday(new Date('2026-11-29T23:00:30.000Z'))).toBe('2026-11-30');
    // Summer: UTC+2; and back to an earlier minute.
    expect(centroToday(new Date('2026-06-30T21:59:59.000Z'))).toBe('2026-06-30');
    expect(centroToday(new Date('2026-06-30T22:00:00.000Z'))).toBe('2026-07-01');
    expect(centroToday(new Date('2026-11-29T22:59:30.000Z'))).toBe('2026-11-29');
  });
});
