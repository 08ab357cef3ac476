import { describe, expect, it } from 'vitest';
import { localize } from '../messages/catalog.js';
import { validateBpDefinition } from './validate.js';

/** A small controlled-document BP with "read and understood", changed by `edit`. */
function definition(edit: (bp: any) => void = () => {}) {
  const bp: any = {
    info: { reference: 'DOCX', name: { es: 'Documento' } },
    model: {
      fields: [
        { id: 'subject', kind: 'text', label: { es: 'Asunto' } },
        { id: 'procedure', kind: 'related', label: { es: 'Procedimiento' }, target_business_process: 'DOCX' },
      ],
    },
    workflow: {
      states: [
        { id: 'draft', label: { es: 'Borrador' } },
        { id: 'in_force', label: { es: 'Vigente' } },
      ],
      transitions: [
        { id: 'create', label: { es: 'Crear' }, initial: true, to: 'draft' },
        { id: 'approve', label: { es: 'Aprobar' }, from: ['draft'], to: 'in_force' },
        {
          id: 'read',
          label: { es: 'Confirmar lectura' },
          from: ['in_force'],
          to: 'in_force',
          allowed_roles: ['reader'],
          signature: { meaning: { es: 'Leído y entendido', ca: 'Llegit i entès', en: 'Read and understood' } },
        },
        {
          id: 'use',
          label: { es: 'Usar' },
          from: ['in_force'],
          to: 'draft',
          requires_acknowledged: { field: 'procedure' },
        },
      ],
      acknowledgement: { transition: 'read', effective_state: 'in_force', roles: ['reader', 'visor_pdf_reader'] },
    },
    layout: { boxes: [{ kind: 'data' }, { kind: 'acknowledgements' }] },
  };
  edit(bp);
  const r = validateBpDefinition({ business_process: bp }, { knownBusinessProcesses: ['DOCX'] });
  return r;
}

const problemsOf = (edit: (bp: any) => void) => {
  const r = definition(edit);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${localize(p.message, 'en')}`);
};

describe('read and understood in a definition', () => {
  it('accepts an acknowledgement, a transition requiring it and the box', () => {
    const r = definition();
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const wf = r.value.business_process.workflow;
    expect(wf.acknowledgement).toEqual({
      transition: 'read',
      effective_state: 'in_force',
      roles: ['reader', 'visor_pdf_reader'],
    });
    expect(wf.transitions.find((t) => t.id === 'use')?.requires_acknowledged).toEqual({ field: 'procedure' });
  });

  it('accepts a limit of one day to a year to acknowledge a version', () => {
    for (const days of [1, 14, 365]) {
      const r = definition((bp) => {
        bp.workflow.acknowledgement.due_days = days;
      });
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      expect(r.value.business_process.workflow.acknowledgement?.due_days).toBe(days);
    }
  });

  it.each([
    [
      'an unknown acknowledging transition',
      (bp: any) => {
        bp.workflow.acknowledgement.transition = 'leer';
      },
      /workflow\.acknowledgement\.transition: Unknown transition 'leer'/,
    ],
    [
      'an acknowledging transition that leaves the effective state',
      (bp: any) => {
        bp.workflow.acknowledgement.transition = 'use';
      },
      /acknowledgement\.transition: Transition 'use' must go from 'in_force' to itself/,
    ],
    [
      'an unsigned acknowledging transition',
      (bp: any) => {
        delete bp.workflow.transitions[2].signature;
      },
      /acknowledgement\.transition: Transition 'read' acknowledges: it must be signed/,
    ],
    [
      'an unknown effective state',
      (bp: any) => {
        bp.workflow.acknowledgement.effective_state = 'vigente';
      },
      /acknowledgement\.effective_state: Unknown state 'vigente'/,
    ],
    [
      'no roles',
      (bp: any) => {
        bp.workflow.acknowledgement.roles = [];
      },
      /acknowledgement\.roles: /,
    ],
    [
      'a role that does not exist',
      (bp: any) => {
        bp.workflow.acknowledgement.roles = ['lector'];
      },
      /acknowledgement\.roles\[0\]: /,
    ],
    ...[0, 366, 1.5, '14'].map((days): [string, (bp: any) => void, RegExp] => [
      `a due_days of ${JSON.stringify(days)}`,
      (bp: any) => {
        bp.workflow.acknowledgement.due_days = days;
      },
      /acknowledgement\.due_days: /,
    ]),
    [
      'requires_acknowledged on a field that is not related',
      (bp: any) => {
        bp.workflow.transitions[3].requires_acknowledged = { field: 'subject' };
      },
      /transitions\[3\]\.requires_acknowledged\.field: Field 'subject' is text; expected related/,
    ],
    [
      'requires_acknowledged on an unknown field',
      (bp: any) => {
        bp.workflow.transitions[3].requires_acknowledged = { field: 'procedimiento' };
      },
      /requires_acknowledged\.field: Unknown field 'procedimiento'/,
    ],
    [
      'an acknowledgements box without the acknowledgement',
      (bp: any) => {
        delete bp.workflow.acknowledgement;
      },
      /layout\.boxes\[1\]\.kind: An acknowledgements box needs the workflow’s `acknowledgement`/,
    ],
  ])('refuses %s', (_name, edit, message) => {
    const problems = problemsOf(edit);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
