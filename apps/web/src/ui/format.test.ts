import { describe, expect, it } from 'vitest';
import { formatDay, formatLocalDateTime, formatNumber, formatTimestamp } from './format';

describe('viewer formatting', () => {
  it('shows stored days in Spanish form without shifting them by time zone', () => {
    expect(formatDay('2026-11-20', 'es-ES')).toBe('20/11/2026');
    expect(formatDay('2026-01-01', 'es-ES')).toBe('01/01/2026');
    expect(formatDay('not a date', 'es-ES')).toBe('not a date');
  });

  it('shows centre-local date-times with hour and minute as stored', () => {
    expect(formatLocalDateTime('2026-11-20T09:05', 'es-ES')).toBe('20/11/2026, 09:05');
    expect(formatLocalDateTime('2026-11-20', 'es-ES')).toBe('20/11/2026');
  });

  it('shows instants in the given time zone', () => {
    expect(formatTimestamp('2026-11-20T23:30:00.000Z', 'es-ES', 'Europe/Madrid')).toBe('21/11/2026, 00:30');
    expect(formatTimestamp('garbage', 'es-ES')).toBe('garbage');
  });

  it('uses the locale separators and a minimum of decimals', () => {
    expect(formatNumber(12345.5, 'es-ES', 2)).toBe('12.345,50');
    expect(formatNumber(3, 'es-ES')).toBe('3');
    expect(formatNumber(1.2345, 'es-ES', 2)).toBe('1,2345');
    expect(formatNumber(1234.5, 'en-GB', 2)).toBe('1,234.50');
  });
});
