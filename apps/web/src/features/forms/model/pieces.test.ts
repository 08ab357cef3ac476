import { describe, expect, it } from 'vitest';
import { formatSize, storedFiles } from './files';
import { folderPaths } from './folders';
import { splitServerErrors } from './serverErrors';
import { addTrackingRow } from './tracking';

describe('server field errors (records-explorer §8 general rule)', () => {
  it('go under the inputs shown; everything else to the dialog alert', () => {
    const body = {
      subject: ['No puede empezar por un espacio'],
      responsible: ['Not a candidate'],
      non_field_errors: ['Transition not offered'],
      hidden_field: ['x'],
    };
    expect(splitServerErrors(body, new Set(['subject', 'responsible']))).toEqual({
      byField: { subject: ['No puede empezar por un espacio'], responsible: ['Not a candidate'] },
      rest: { non_field_errors: ['Transition not offered'], hidden_field: ['x'] },
    });
    expect(splitServerErrors('Bad gateway', new Set())).toEqual({ byField: {}, rest: 'Bad gateway' });
    expect(splitServerErrors({ subject: 'one text' }, new Set(['subject']))).toEqual({
      byField: { subject: ['one text'] },
      rest: null,
    });
  });
});

describe('tracking rows', () => {
  it('add the month after the last one, rolling over December, or the current month', () => {
    expect(addTrackingRow([{ period: '2025-12', values: {} }]).at(-1)?.period).toBe('2026-01');
    expect(addTrackingRow([{ period: '2026-04', values: { '1': '3' } }]).at(-1)?.period).toBe('2026-05');
    expect(addTrackingRow([], new Date(2026, 2, 15))).toEqual([{ period: '2026-03', values: {} }]);
  });
});

describe('folders and files', () => {
  it('show folder paths as names joined with /, cut at 60 characters from the left', () => {
    const paths = folderPaths([
      { id: 1, name: 'Calidad', color: null, parent_id: null },
      { id: 2, name: 'Procedimientos', color: null, parent_id: 1 },
      { id: 3, name: 'x'.repeat(70), color: null, parent_id: 2 },
    ]);
    expect(paths.get(2)).toBe('Calidad/Procedimientos');
    expect(paths.get(3)).toHaveLength(60);
    expect(paths.get(3)?.startsWith('…')).toBe(true);
  });

  it('read stored files and sizes', () => {
    expect(storedFiles({ filename: 'plan.pdf', mimetype: 'application/pdf', version: 2, size: 10 })).toEqual([
      { filename: 'plan.pdf', mimetype: 'application/pdf', version: 2 },
    ]);
    expect(storedFiles(null)).toEqual([]);
    expect(formatSize(512, 'es')).toBe('512 B');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(20 * 1024 * 1024, 'es')).toBe('20 MB');
  });
});
