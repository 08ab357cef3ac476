import { describe, expect, it } from 'vitest';
import { auditDiff, flatten } from './auditDiff';

describe('audit diff', () => {
  it('flattens nested objects to paths and keeps lists whole', () => {
    expect(flatten({ info: { name: { es: 'NC' }, tags: ['a', 'b'] }, empty: {} })).toEqual({
      'info.name.es': 'NC',
      'info.tags': ['a', 'b'],
      empty: {},
    });
    expect(flatten('text')).toEqual({ value: 'text' });
    expect(flatten(null)).toEqual({});
  });

  it('says what a change made new, changed and removed, old values kept', () => {
    const lines = auditDiff(
      { reference: 'NC', name: 'Antes', sha256: 'aaa', process_id: 4 },
      { reference: 'NC', name: 'Después', sha256: 'bbb', path: '/demo' },
    );
    expect(lines).toEqual([
      { field: 'name', label: 'name', kind: 'changed', previous: 'Antes', value: 'Después' },
      { field: 'path', label: 'path', kind: 'new', previous: null, value: '/demo' },
      { field: 'process_id', label: 'process_id', kind: 'removed', previous: '4', value: null },
      { field: 'sha256', label: 'sha256', kind: 'changed', previous: 'aaa', value: 'bbb' },
    ]);
  });

  it('reads a creation as all new and a deletion as all removed, and nothing recorded as no lines', () => {
    expect(auditDiff(null, { lang: 'en' })).toEqual([
      { field: 'lang', label: 'lang', kind: 'new', previous: null, value: 'en' },
    ]);
    expect(auditDiff({ photo: '/media/photos/x.png' }, null).map((l) => l.kind)).toEqual(['removed']);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
