import { describe, expect, it } from 'vitest';
import { localize } from '../messages/catalog.js';
import { nextDocumentVersion } from './documentControl.js';
import { validateBpDefinition } from './validate.js';

/** `workflow.document_control`: what the checker accepts, fills in and refuses (docs/bp-definition.md). */

const l = (es: string) => ({ es });

/** A small controlled document: draft → in force (approved) → periodic review → in force again. */
function documentBp(): any {
  return {
    business_process: {
      info: { reference: 'DOCT', name: l('Documento'), process: 'PS-01' },
      model: {
        fields: [
          { id: 'doc_title', kind: 'text', label: l('Título'), required: true },
          { id: 'doc_version', kind: 'text', label: l('Versión'), readonly: true },
          { id: 'notes', kind: 'textarea', label: l('Notas') },
        ],
      },
      workflow: {
        states: [
          { id: 'borrador', label: l('Borrador') },
          { id: 'vigente', label: l('Vigente') },
          { id: 'revision', label: l('Revisión') },
        ],
        transitions: [
          { id: 'crear', label: l('Crear'), initial: true, to: 'borrador', fields: ['doc_title'] },
          { id: 'aprobar', label: l('Aprobar'), from: ['borrador'], to: 'vigente' },
          { id: 'revisar', label: l('Revisar'), from: ['vigente'], to: 'revision', fields: ['notes'] },
          { id: 'nueva', label: l('Nueva versión'), from: ['revision'], to: 'borrador' },
        ],
        document_control: {
          version_field: 'doc_version',
          approve_transitions: ['aprobar'],
          review: { transition: 'revisar' },
        },
      },
    },
  };
}

function problemsOf(edit: (bp: any) => void) {
  const doc = documentBp();
  edit(doc.business_process);
  const r = validateBpDefinition(doc);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${localize(p.message, 'en')}`);
}

describe('document control', () => {
  it('is accepted with its defaults filled', () => {
    const r = validateBpDefinition(documentBp());
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.value.business_process.workflow.document_control).toEqual({
      version_field: 'doc_version',
      version_format: 'integer',
      approve_transitions: ['aprobar'],
      review: { transition: 'revisar', notice_days: 30 },
    });
  });

  it.each([
    [
      'an unknown version field',
      (bp: any) => {
        bp.workflow.document_control.version_field = 'edition';
      },
      /document_control\.version_field: Unknown field 'edition'/,
    ],
    [
      'a version field that is not text',
      (bp: any) => {
        bp.model.fields[1].kind = 'numeric';
      },
      /document_control\.version_field: Field 'doc_version' is numeric; expected text/,
    ],
    [
      'a version field a transition collects',
      (bp: any) => {
        bp.workflow.transitions[2].fields = ['notes', 'doc_version'];
      },
      /transitions\[2\]\.fields: Field 'doc_version' holds the version number/,
    ],
    [
      'an unknown approval',
      (bp: any) => {
        bp.workflow.document_control.approve_transitions = ['aprobar', 'publicar'];
      },
      /approve_transitions\[1\]: Unknown transition 'publicar'/,
    ],
    [
      'the initial transition as an approval',
      (bp: any) => {
        bp.workflow.document_control.approve_transitions = ['crear'];
      },
      /approve_transitions\[0\]: An approval is a transition of an existing unit/,
    ],
    [
      'no approval',
      (bp: any) => {
        bp.workflow.document_control.approve_transitions = [];
      },
      /approve_transitions: .*(too small|at least)/i,
    ],
    [
      'an unknown review transition',
      (bp: any) => {
        bp.workflow.document_control.review.transition = 'revisar_ya';
      },
      /review\.transition: Unknown transition 'revisar_ya'/,
    ],
    [
      'a review that does not leave from the approved state',
      (bp: any) => {
        bp.workflow.document_control.review.transition = 'nueva';
      },
      /review\.transition: The review must leave from 'vigente'/,
    ],
    [
      'a review requiring a field',
      (bp: any) => {
        bp.workflow.transitions[2].fields = [{ field: 'notes', required: true }];
      },
      /review\.transition: The system runs the review with no values/,
    ],
    [
      'a signed review',
      (bp: any) => {
        bp.workflow.transitions[2].signature = { meaning: 'Revisado' };
      },
      /review\.transition: The system runs the review: it cannot be signed/,
    ],
    [
      'a negative notice',
      (bp: any) => {
        bp.workflow.document_control.review.notice_days = -1;
      },
      /review\.notice_days/,
    ],
    [
      'a misspelt key',
      (bp: any) => {
        bp.workflow.document_control.versions_field = 'doc_version';
      },
      /document_control: Unrecognized key/,
    ],
  ])('refuses %s', (_name, edit, message) => {
    expect(problemsOf(edit).join('\n')).toMatch(message);
  });
});

describe('version numbers', () => {
  it('count approvals from 1, as integers or as major versions', () => {
    expect(nextDocumentVersion(undefined, 'integer')).toBe('1');
    expect(nextDocumentVersion('', 'integer')).toBe('1');
    expect(nextDocumentVersion('2', 'integer')).toBe('3');
    expect(nextDocumentVersion(null, 'major')).toBe('1.0');
    expect(nextDocumentVersion('2.0', 'major')).toBe('3.0');
  });
});
