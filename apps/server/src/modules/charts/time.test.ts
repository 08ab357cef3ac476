import { describe, expect, it } from 'vitest';
import { bucketStart, timeCategories } from './time.js';

describe('time buckets', () => {
  it('names a bucket by its first day; weeks start on Monday, across months and years', () => {
    expect(bucketStart('2026-03', 'month')).toBe('2026-03-01');
    expect(bucketStart('2026', 'year')).toBe('2026-01-01');
    expect(bucketStart('2026-03-05', 'day')).toBe('2026-03-05');
    expect(bucketStart('2026-03-05', 'week')).toBe('2026-03-02'); // Thursday
    expect(bucketStart('2026-03-02', 'week')).toBe('2026-03-02'); // Monday itself
    expect(bucketStart('2026-03-08', 'week')).toBe('2026-03-02'); // Sunday ends the week
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29');
  });

  it('lists every bucket from the first to the last, empty ones included', () => {
    expect(timeCategories(['2026-04-01', '2026-01-01', '2026-04-01'], 'month')).toEqual([
      { key: '2026-01-01', label: '2026-01', color: null },
      { key: '2026-02-01', label: '2026-02', color: null },
      { key: '2026-03-01', label: '2026-03', color: null },
      { key: '2026-04-01', label: '2026-04', color: null },
    ]);
    expect(timeCategories(['2025-12-29', '2026-01-12'], 'week').map((c) => c.key)).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(timeCategories(['2024-01-01', '2026-01-01'], 'year').map((c) => c.label)).toEqual(['2024', '2025', '2026']);
    expect(timeCategories([], 'day')).toEqual([]);
  });

  it('keeps only the buckets with units when filling would make an axis too long', () => {
    const axis = timeCategories(['2020-01-01', '2026-01-01'], 'day');
    expect(axis.map((c) => c.key)).toEqual(['2020-01-01', '2026-01-01']);
  });
});
