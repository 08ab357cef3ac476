import type { FileVersionRow, UnitDetail } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { fileRows, rowOf, trackerRows } from './fileRows';

const version = (attribute: string, n: number, value: string, extra: Partial<FileVersionRow> = {}): FileVersionRow => ({
  attribute,
  version: n,
  title: value,
  value,
  mimetype: '',
  size: 10,
  status: 'public',
  document_version: null,
  creation_date: '2026-03-01T10:00:00Z',
  modification_date: '2026-03-01T10:00:00Z',
  pdf: true,
  download_options: ['pdf'],
  view: true,
  ...extra,
});

const unit = {
  file_versions: [
    version('evidence', 1, 'acta.pdf', { mimetype: 'application/pdf' }),
    version('document', 2, 'PR-02.docx', { status: 'public' }),
    version('document', 3, 'PR-02.docx', { status: 'draft' }),
    version('document', 1, 'PR-02 v1.pdf', { status: 'obsolete' }),
  ],
  download_tracker: [
    { id: 9, attribute: 'document', date: '2026-03-02T10:00:00Z', version: 2, user: { id: 1, name: 'Ana' } },
    { id: 8, attribute: 'evidence', date: '2026-03-01T10:00:00Z', version: 1, user: null },
  ],
} as unknown as UnitDetail;

describe('file rows', () => {
  it('lists the versions of the given fields newest first, with their type icon', () => {
    expect(fileRows(unit, ['document']).map((r) => [r.version, r.status, r.type])).toEqual([
      [3, 'draft', 'msword'],
      [2, 'public', 'msword'],
      [1, 'obsolete', 'pdf'],
    ]);
    expect(fileRows(unit, ['evidence', 'document']).map((r) => `${r.attribute}${r.version}`)).toEqual([
      'document3',
      'document2',
      'document1',
      'evidence1',
    ]);
    expect(fileRows(unit, ['photo'])).toEqual([]);
  });

  it('finds the version a field value names', () => {
    expect(rowOf(unit, 'document', 'PR-02.docx', 2)?.status).toBe('public');
    expect(rowOf(unit, 'document', 'PR-02.docx', null)?.version).toBe(3);
    expect(rowOf(unit, 'document', 'PR-02.docx', 7)).toBeNull();
  });

  it('keeps the tracker rows of one field', () => {
    expect(trackerRows(unit, 'document').map((r) => r.id)).toEqual([9]);
  });
});
