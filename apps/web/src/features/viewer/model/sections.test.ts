import type { UnitField } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { dataSections, documentFields, pickFields } from './sections';

const f = (id: string, type = 'text', value: unknown = 'x'): UnitField => ({
  id,
  type,
  label: id,
  value,
  readable: '',
});
const fields = {
  subject: f('subject'),
  severity: f('severity', 'choice'),
  evidence: f('evidence', 'file', { filename: 'acta.pdf', mimetype: 'application/pdf', version: 1 }),
  photo: f('photo', 'image', null),
  document: f('document', 'versionable_file', { filename: 'PR-02 v3.docx', mimetype: '', version: 3 }),
};

describe('data box sections', () => {
  it('follows the layout sections in the user language, skipping unknown fields', () => {
    const sections = dataSections(
      {
        kind: 'data',
        sections: [
          { label: { es: 'Identificación', en: 'Identification' }, fields: ['subject', 'ghost'], collapsed: false },
          { label: { es: 'Anulación' }, fields: ['severity'], collapsed: true },
        ],
      },
      fields,
      'en',
    );
    expect(sections.map((s) => [s.label, s.collapsed, s.fields.map((x) => x.id)])).toEqual([
      ['Identification', false, ['subject']],
      ['Anulación', true, ['severity']],
    ]);
  });

  it('puts every field in one open section when the layout gives none', () => {
    const [only, ...rest] = dataSections({ kind: 'data' }, fields, 'es');
    expect(rest).toHaveLength(0);
    expect(only).toMatchObject({ label: null, collapsed: false });
    expect(only!.fields.map((x) => x.id)).toEqual(Object.keys(fields));
  });

  it('picks fields in the order asked', () => {
    expect(pickFields(fields, ['severity', 'subject']).map((x) => x.id)).toEqual(['severity', 'subject']);
  });

  it('gives the documents box its named fields, or every file field', () => {
    expect(documentFields({ kind: 'documents', fields: ['photo'] }, fields).map((x) => x.id)).toEqual(['photo']);
    expect(documentFields({ kind: 'documents' }, fields).map((x) => x.id)).toEqual(['evidence', 'photo', 'document']);
  });
});
