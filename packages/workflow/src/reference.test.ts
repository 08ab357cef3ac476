import { describe, expect, it } from 'vitest';
import { formatReference } from './reference.js';

describe('formatReference', () => {
  it.each([
    ['NC-{YYYY}-{####}', 142, 'NC-2026-0142'],
    ['{REF}-{YY}{MM}-{###}', 7, 'NC-2603-007'],
    ['DOC-{#####}', 123456, 'DOC-123456'],
    ['AUD-{YYYY}-{###}', 1, 'AUD-2026-001'],
  ])('%s #%d → %s', (pattern, number, reference) => {
    expect(formatReference({ pattern }, { reference: 'NC', number, date: '2026-03-14' })).toBe(reference);
  });
});
