import type { VocabularyEntry } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { vocabularyGroups } from './groups';

const entry = (id: number, vocabulary: string, key: string, value: string): VocabularyEntry => ({
  id,
  vocabulary,
  key,
  value,
  site: 1,
  site_name: 'Demo',
  path: '/demo/1',
  can_edit: true,
});
const entries = [
  entry(1, 'origen_nc', 'proveedor', 'Proveedor'),
  entry(2, 'gravedad', 'grave', 'Grave'),
  entry(3, 'gravedad', 'critica', 'Crítica'),
];

describe('vocabularyGroups', () => {
  it('groups by vocabulary name, groups and keys sorted', () => {
    expect(vocabularyGroups(entries, '').map((g) => [g.vocabulary, g.entries.map((e) => e.key)])).toEqual([
      ['gravedad', ['critica', 'grave']],
      ['origen_nc', ['proveedor']],
    ]);
  });

  it('keeps only the matching entries and drops groups left empty', () => {
    expect(vocabularyGroups(entries, 'críti').map((g) => [g.vocabulary, g.entries.map((e) => e.id)])).toEqual([
      ['gravedad', [3]],
    ]);
  });
});
