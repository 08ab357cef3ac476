import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketTitle, calendarNames, escapeHtml, formatShare, formatValue } from './format';

const plain = (s: string) => s.replace(/\s/g, ' ');
const weekOf = (day: string) => `Week of ${day}`;

describe('chart formats', () => {
  it('writes values and shares in the locale', () => {
    expect(formatValue(1234.567, 'en-GB')).toBe('1,234.57');
    expect(formatValue(5.75, 'es-ES')).toBe('5,75');
    expect(plain(formatShare(1, 8, 'es-ES'))).toBe('12,5 %');
    expect(formatShare(1, 3, 'en-GB')).toBe('33.3%');
    expect(formatShare(0, 0, 'en-GB')).toBe('0%');
  });

  it('labels each time bucket by its first day', () => {
    expect(bucketLabel('2026-10-05', 'day', 'en-GB')).toBe('5 Oct');
    expect(bucketLabel('2026-10-05', 'week', 'es-ES')).toBe('5 oct');
    expect(bucketLabel('2026-10-01', 'month', 'es-ES')).toBe('oct 2026');
    expect(bucketLabel('2026-01-01', 'year', 'es-ES')).toBe('2026');
    expect(bucketTitle('2026-10-05', 'week', 'en-GB', weekOf)).toBe('Week of 5 Oct 2026');
    expect(bucketTitle('2026-10-01', 'month', 'en-GB', weekOf)).toBe('October 2026');
    expect(bucketTitle('2026-10-05', 'day', 'en-GB', weekOf)).toBe('5 Oct 2026');
  });

  it('names the calendar’s months and weekdays, Sunday first', () => {
    const { months, weekdays } = calendarNames('en-GB');
    expect(months[0]).toBe('Jan');
    expect(months).toHaveLength(12);
    expect(weekdays).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });

  it('escapes HTML', () => {
    expect(escapeHtml('<b>"A & B\'</b>')).toBe('&lt;b&gt;&quot;A &amp; B&#39;&lt;/b&gt;');
  });
});
