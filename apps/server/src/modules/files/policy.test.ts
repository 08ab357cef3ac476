import type { BpField, ProcessRole } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { downloadOptionsFor, downloadPmethods, filePermissionsOf, refusal } from './policy.js';

const perms = (...roles: ProcessRole[]) => filePermissionsOf(new Set(roles));
const versioned = (options: string[]) =>
  ({ id: 'document', kind: 'versionable_file', download_options: options }) as unknown as BpField;
const plain = { id: 'evidence', kind: 'file' } as unknown as BpField;

describe('file permissions by process role', () => {
  it.each([
    [['responsible'], { drafts: true, original: true, pdf: true, view: true }],
    [['creator'], { drafts: true, original: true, pdf: true, view: true }],
    [['editor'], { drafts: true, original: true, pdf: true, view: true }],
    [['reader'], { drafts: false, original: false, pdf: true, view: true }],
    [['original_document_reader'], { drafts: false, original: true, pdf: true, view: true }],
    [['visor_pdf_reader'], { drafts: false, original: false, pdf: false, view: true }],
    [['reader', 'visor_pdf_reader'], { drafts: false, original: false, pdf: true, view: true }],
    [[], { drafts: false, original: false, pdf: false, view: false }],
  ] as Array<[ProcessRole[], object]>)('%j', (roles, expected) => {
    expect(perms(...roles)).toEqual(expected);
  });
});

describe('download options', () => {
  const all = versioned(['original', 'pdf', 'controlled_copy']);
  it('narrows the field options for readers and gives editors the original besides', () => {
    expect(downloadOptionsFor(perms('reader'), all)).toEqual(['pdf', 'controlled_copy']);
    expect(downloadOptionsFor(perms('original_document_reader'), all)).toEqual(['original', 'pdf', 'controlled_copy']);
    expect(downloadOptionsFor(perms('visor_pdf_reader'), all)).toEqual([]);
    expect(downloadOptionsFor(perms('editor'), versioned(['pdf']))).toEqual(['original', 'pdf']);
    expect(downloadOptionsFor(perms('reader'), versioned(['original']))).toEqual([]);
    expect(downloadPmethods(perms('reader'), plain)).toEqual([
      'rendered_pdf_header',
      'controlled_copy',
      'uncontrolled_copy',
    ]);
  });

  it('says why a request is refused', () => {
    expect(refusal(perms('reader'), all, 'rendered_pdf_header', false)).toBeNull();
    expect(refusal(perms('reader'), all, 'original', false)).toMatch(/not the original/);
    expect(refusal(perms('visor_pdf_reader'), all, 'rendered_pdf_header', false)).toMatch(/PDF viewer only/);
    expect(refusal(perms('visor_pdf_reader'), all, 'rendered_pdf_header', true)).toBeNull();
    expect(refusal(perms('visor_pdf_reader'), all, 'controlled_copy', true)).toMatch(/PDF viewer only/);
    expect(refusal(perms('reader'), versioned(['pdf']), 'controlled_copy', false)).toMatch(/not offered/);
    expect(refusal(perms('reader'), versioned(['pdf']), 'uncontrolled_copy', false)).toMatch(/not offered/);
    expect(refusal(perms('visor_pdf_reader'), all, 'uncontrolled_copy', true)).toMatch(/PDF viewer only/);
  });
});
