import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { localize } from '../messages/catalog.js';
import { BP_CHECK_MESSAGES } from './checkMessages.js';
import { EXAMPLE_DEFINITION } from './testFixtures.js';
import { formatBpPath, validateBpDefinition } from './validate.js';

/** The example of docs/bp-definition.md: the NC definition of the demo. */
if (!EXAMPLE_DEFINITION) throw new Error('docs/bp-definition.md has no example definition');
const NC_DEFINITION = EXAMPLE_DEFINITION;
/** The example's own reference and the business processes it names. */
const known = ['NC', 'CAPA', 'AUDIT'];

/** A deep copy of the example, changed by `edit`, and the problems it gets. */
function problemsOf(edit: (bp: any) => void, options = {}) {
  const doc = structuredClone(NC_DEFINITION) as any;
  edit(doc.business_process);
  const r = validateBpDefinition(doc, options);
  return r.ok ? [] : r.problems;
}

const transitionIndex = (id: string) =>
  NC_DEFINITION.business_process.workflow.transitions.findIndex((t) => t.id === id);

// That every demo definition is valid is checked in packages/demo-bps.
describe('valid definitions', () => {
  it('accept the example, knowing the business processes it names', () => {
    const r = validateBpDefinition(NC_DEFINITION, { knownBusinessProcesses: known });
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('fills defaults', () => {
    const r = validateBpDefinition(NC_DEFINITION);
    if (!r.ok) throw new Error('invalid');
    const bp = r.value.business_process;
    expect(bp.model.fields[0]).toMatchObject({ readonly: false, hidden: false, cols: 12 });
    expect(bp.workflow.transitions[1]).toMatchObject({ initial: false, notify_responsible: true });
    expect(bp.workflow.transitions[1]?.fields).toEqual([{ field: 'immediate_action', required: true }]);
    expect(bp.views[1]).toEqual({
      kind: 'cards',
      columns: [
        { field: 'fecha_creacion', sortable: true },
        { field: 'current_workflow_state', sortable: true },
        { field: 'current_workflow_responsible', sortable: true },
        { field: 'current_workflow_limit', sortable: true },
        { field: 'fecha_cierre', sortable: true },
      ],
    });
  });

  it('gives a minimal definition its default views, layout and reports', () => {
    const r = validateBpDefinition({
      business_process: {
        info: { reference: 'MIN', name: { es: 'Mínimo' } },
        model: { fields: [{ id: 'subject', kind: 'text', label: { es: 'Asunto' } }] },
        workflow: {
          states: [{ id: 'open', label: { es: 'Abierta' } }],
          transitions: [
            { id: 'create', label: { es: 'Crear' }, initial: true, to: 'open' },
            { id: 'reopen', label: { es: 'Reabrir' }, from: ['open'], to: 'open' },
          ],
        },
      },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const bp = r.value.business_process;
    expect(bp.views).toHaveLength(1);
    expect(bp.views[0]?.kind).toBe('table');
    expect(bp.layout.boxes.map((b) => b.kind)).toEqual(['data', 'workflow']);
    expect(bp.reports).toEqual({ list: [], unit: [] });
    expect(bp.info.numbering.pattern).toBe('{REF}-{YYYY}-{####}');
    expect(bp.workflow.states[0]?.color).toBe('#ffffff');
    expect(bp.workflow.transitions.map((t) => [t.allowed_roles, t.responsible, t.due])).toEqual([
      [['creator', 'editor'], { rule: 'actor' }, { rule: 'keep' }],
      [['responsible'], { rule: 'keep' }, { rule: 'keep' }],
    ]);
  });
});

describe('signatures and reason for change', () => {
  it('accept a signed transition, its meaning as a text or in every language, and fill its defaults', () => {
    const doc = structuredClone(NC_DEFINITION) as any;
    const wf = doc.business_process.workflow;
    wf.transitions[transitionIndex('iniciar_analisis')].signature = { meaning: 'Revisado', not_creator: true };
    wf.transitions[transitionIndex('anular')].signature = {
      meaning: { es: 'Anulado', ca: 'Anul·lat', en: 'Cancelled' },
      reason_required: true,
    };
    wf.reason_for_change = { after_states: ['cerrada'] };
    const r = validateBpDefinition(doc, { knownBusinessProcesses: known });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const parsed = r.value.business_process.workflow;
    expect(parsed.transitions[transitionIndex('iniciar_analisis')]?.signature).toEqual({
      meaning: { es: 'Revisado' },
      reason_required: false,
      not_creator: true,
      not_previous_signer: false,
    });
    expect(parsed.transitions[transitionIndex('anular')]?.signature?.meaning.ca).toBe('Anul·lat');
    expect(parsed.reason_for_change).toEqual({ after_states: ['cerrada'] });
  });
});

describe('invalid definitions are refused with path and reason', () => {
  const cases: Array<[string, (bp: any) => void, string, RegExp]> = [
    [
      'an initial transition keeping a responsible it does not have',
      (bp) => {
        bp.workflow.transitions[0].responsible = { rule: 'keep' };
      },
      'business_process.workflow.transitions[0].responsible',
      /A new unit has no responsible to keep/,
    ],
    [
      'transition to an unknown state',
      (bp) => {
        bp.workflow.transitions[transitionIndex('iniciar_analisis')].to = 'revisada';
      },
      `business_process.workflow.transitions[${transitionIndex('iniciar_analisis')}].to`,
      /Unknown state 'revisada'/,
    ],
    [
      'transition from an unknown state',
      (bp) => {
        bp.workflow.transitions[transitionIndex('anular')].from = ['abierta', 'cerada'];
      },
      `business_process.workflow.transitions[${transitionIndex('anular')}].from[1]`,
      /Unknown state 'cerada'/,
    ],
    [
      'no initial transition',
      (bp) => {
        bp.workflow.transitions[0].initial = false;
        bp.workflow.transitions[0].from = ['abierta'];
      },
      'business_process.workflow.transitions',
      /Exactly one transition must be initial/,
    ],
    [
      'two initial transitions',
      (bp) => {
        bp.workflow.transitions.push({ ...bp.workflow.transitions[0], id: 'abrir_bis' });
      },
      `business_process.workflow.transitions[${NC_DEFINITION.business_process.workflow.transitions.length}].initial`,
      /Exactly one transition must be initial/,
    ],
    [
      'duplicate transition id',
      (bp) => {
        bp.workflow.transitions[2].id = 'iniciar_analisis';
      },
      'business_process.workflow.transitions[2].id',
      /Duplicate transition id 'iniciar_analisis'/,
    ],
    [
      'both a state and a related BP',
      (bp) => {
        bp.workflow.transitions[transitionIndex('abrir_capa')].to = 'en_analisis';
      },
      `business_process.workflow.transitions[${transitionIndex('abrir_capa')}].to`,
      /exactly one of `to`/,
    ],
    [
      'collecting an unknown field',
      (bp) => {
        bp.workflow.transitions[0].fields.push('lot_number');
      },
      `business_process.workflow.transitions[0].fields[${(NC_DEFINITION.business_process.workflow.transitions[0]?.fields ?? []).length}]`,
      /Unknown field 'lot_number'/,
    ],
    [
      'responsible from a non-user field',
      (bp) => {
        bp.workflow.transitions[0].responsible = { rule: 'field', field: 'origin' };
      },
      'business_process.workflow.transitions[0].responsible.field',
      /Field 'origin' is choice; expected user, process_user/,
    ],
    [
      'due date from a non-date field',
      (bp) => {
        bp.workflow.transitions[0].due = { rule: 'field', field: 'cost' };
      },
      'business_process.workflow.transitions[0].due.field',
      /Field 'cost' is decimal/,
    ],
    [
      'initial transition open to responsible',
      (bp) => {
        bp.workflow.transitions[0].allowed_roles = ['creator', 'responsible'];
      },
      'business_process.workflow.transitions[0].allowed_roles',
      /Only creator and editor/,
    ],
    [
      'unknown process role',
      (bp) => {
        bp.workflow.transitions[1].allowed_roles = ['manager'];
      },
      'business_process.workflow.transitions[1].allowed_roles[0]',
      /Invalid option/,
    ],
    [
      'duplicate field id',
      (bp) => {
        bp.model.fields[3].id = 'origin';
      },
      'business_process.model.fields[3].id',
      /Duplicate field id 'origin'/,
    ],
    [
      'a field named like a unit column',
      (bp) => {
        bp.model.fields[0].id = 'title';
        bp.info.title_field = 'title';
      },
      'business_process.model.fields[0].id',
      /'title' is a unit column/,
    ],
    [
      'unknown field kind',
      (bp) => {
        bp.model.fields[0].kind = 'rich_text';
      },
      'business_process.model.fields[0].kind',
      /Invalid discriminator value/,
    ],
    [
      'a misspelt option',
      (bp) => {
        bp.model.fields[0].requried = true;
      },
      'business_process.model.fields[0]',
      /Unrecognized key: "requried"/,
    ],
    [
      'an option of another kind',
      (bp) => {
        bp.model.fields[0].decimals = 2;
      },
      'business_process.model.fields[0]',
      /Unrecognized key: "decimals"/,
    ],
    [
      'an input that cannot edit the kind',
      (bp) => {
        bp.model.fields[0].input = 'file';
      },
      'business_process.model.fields[0].input',
      /Input 'file' cannot edit a text field/,
    ],
    [
      'min above max',
      (bp) => {
        bp.model.fields.find((f: any) => f.id === 'cost').rules = { min: 10, max: 1 };
      },
      `business_process.model.fields[${NC_DEFINITION.business_process.model.fields.findIndex((f) => f.id === 'cost')}].rules.min`,
      /min must not be greater than max/,
    ],
    [
      'a label without Spanish',
      (bp) => {
        bp.model.fields[0].label = { en: 'Subject' };
      },
      'business_process.model.fields[0].label.es',
      /expected string/,
    ],
    [
      'a state colour that is not hex',
      (bp) => {
        bp.workflow.states[0].color = 'blue';
      },
      'business_process.workflow.states[0].color',
      /hex colour/,
    ],
    [
      'an unreachable state',
      (bp) => {
        bp.workflow.states.push({ id: 'archivada', label: { es: 'Archivada' } });
      },
      `business_process.workflow.states[${NC_DEFINITION.business_process.workflow.states.length}].id`,
      /No transition leads to state 'archivada'/,
    ],
    [
      'a dependency on an unknown field',
      (bp) => {
        bp.model.fields.find((f: any) => f.id === 'requirement').depends_on.field = 'auditoria';
      },
      `business_process.model.fields[${NC_DEFINITION.business_process.model.fields.findIndex((f) => f.id === 'requirement')}].depends_on.field`,
      /Unknown field 'auditoria'/,
    ],
    [
      'a layout box naming an unknown field',
      (bp) => {
        bp.layout.boxes[0].sections[0].fields[1] = 'origen';
      },
      'business_process.layout.boxes[0].sections[0].fields[1]',
      /Unknown field 'origen'/,
    ],
    [
      'a box kind the viewer does not have',
      (bp) => {
        bp.layout.boxes.push({ kind: 'gallery' });
      },
      `business_process.layout.boxes[${NC_DEFINITION.business_process.layout?.boxes.length}].kind`,
      /Invalid discriminator value/,
    ],
    [
      'a table column that does not exist',
      (bp) => {
        bp.views[0].columns.push('gravedad');
      },
      'business_process.views[0].columns[8]',
      /Unknown field or unit column 'gravedad'/,
    ],
    [
      'a calendar on a text field',
      (bp) => {
        bp.views[2].date_field = 'subject';
      },
      'business_process.views[2].date_field',
      /Field 'subject' is text; expected date, date_time/,
    ],
    [
      'two table views',
      (bp) => {
        bp.views.push({ kind: 'table' });
      },
      'business_process.views[4].kind',
      /Duplicate view id 'table'/,
    ],
    [
      'a charts view without charts',
      (bp) => {
        delete bp.charts;
      },
      'business_process.views[3].kind',
      /needs the charts section/,
    ],
    [
      'a chart layout naming an unknown chart',
      (bp) => {
        bp.charts.layout.children[0].children[1].chart = 'por_gravedad';
      },
      'business_process.charts.layout.children[0].children[1].chart',
      /Unknown chart 'por_gravedad'/,
    ],
    [
      'a chart size above 100',
      (bp) => {
        bp.charts.layout.children[0].size = 140;
      },
      'business_process.charts.layout.children[0].size',
      /<=100/,
    ],
    [
      'a sum without a value field',
      (bp) => {
        bp.charts.charts[2].aggregate = 'sum';
      },
      'business_process.charts.charts[2].value_field',
      /sum needs a value_field/,
    ],
    [
      'a list report that is not xlsx',
      (bp) => {
        bp.reports.list[0].template = 'listado.docx';
      },
      'business_process.reports.list[0].template',
      /Must be a \.xlsx file name/,
    ],
    [
      'a numbering pattern without counter',
      (bp) => {
        bp.info.numbering.pattern = 'NC-{YYYY}';
      },
      'business_process.info.numbering.pattern',
      /exactly one counter/,
    ],
    [
      'a numbering pattern with an unknown token',
      (bp) => {
        bp.info.numbering.pattern = 'NC-{CENTRO}-{####}';
      },
      'business_process.info.numbering.pattern',
      /Unknown token/,
    ],
    [
      'a lower-case reference',
      (bp) => {
        bp.info.reference = 'nc';
      },
      'business_process.info.reference',
      /upper-case/,
    ],
    [
      'a missing section',
      (bp) => {
        delete bp.workflow;
      },
      'business_process.workflow',
      /expected object, received undefined/,
    ],
    [
      'a signature on the initial transition',
      (bp) => {
        bp.workflow.transitions[0].signature = { meaning: 'Aprobado' };
      },
      'business_process.workflow.transitions[0].signature',
      /Only a transition of an existing unit to one of its states can be signed/,
    ],
    [
      'a signature on a related transition',
      (bp) => {
        bp.workflow.transitions[transitionIndex('abrir_capa')].signature = { meaning: 'Aprobado' };
      },
      `business_process.workflow.transitions[${transitionIndex('abrir_capa')}].signature`,
      /Only a transition of an existing unit to one of its states can be signed/,
    ],
    [
      'a signature without a meaning',
      (bp) => {
        bp.workflow.transitions[transitionIndex('iniciar_analisis')].signature = { reason_required: true };
      },
      `business_process.workflow.transitions[${transitionIndex('iniciar_analisis')}].signature.meaning`,
      /expected/i,
    ],
    [
      'a misspelt signature key',
      (bp) => {
        bp.workflow.transitions[transitionIndex('iniciar_analisis')].signature = { meaning: 'Revisado', reason: true };
      },
      `business_process.workflow.transitions[${transitionIndex('iniciar_analisis')}].signature`,
      /Unrecognized key/,
    ],
    [
      'a reason for change after an unknown state',
      (bp) => {
        bp.workflow.reason_for_change = { after_states: ['cerrada', 'aprobada'] };
      },
      'business_process.workflow.reason_for_change.after_states[1]',
      /Unknown state 'aprobada'/,
    ],
    [
      'a reason for change after no state',
      (bp) => {
        bp.workflow.reason_for_change = { after_states: [] };
      },
      'business_process.workflow.reason_for_change.after_states',
      /too small|at least/i,
    ],
  ];

  it.each(cases)('%s', (_name, edit, path, message) => {
    const problems = problemsOf(edit);
    expect(problems.map((p) => p.path)).toContain(path);
    const reason = problems.find((p) => p.path === path)?.message;
    expect(reason && localize(reason, 'en')).toMatch(message);
  });

  it('gives a cross-reference reason in es, ca and en', () => {
    const problems = problemsOf((bp) => {
      bp.workflow.transitions[1].to = 'x';
    });
    const reason = problems.find((p) => p.path === 'business_process.workflow.transitions[1].to')?.message;
    expect(reason).toEqual(BP_CHECK_MESSAGES.unknownState('x'));
    expect(BP_CHECK_MESSAGES.unknownState('x')).toEqual({
      es: "Estado desconocido 'x'",
      ca: "Estat desconegut 'x'",
      en: "Unknown state 'x'",
    });
  });

  it('reports every problem at once', () => {
    const problems = problemsOf((bp) => {
      bp.workflow.transitions[1].to = 'x';
      bp.workflow.transitions[2].from = ['y'];
      bp.layout.boxes[0].sections[0].fields[0] = 'z';
    });
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'business_process.workflow.transitions[1].to',
        'business_process.workflow.transitions[2].from[0]',
        'business_process.layout.boxes[0].sections[0].fields[0]',
        // en_analisis is now reached by no transition
        'business_process.workflow.states[1].id',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('checks related business processes against the known ones', () => {
    const problems = problemsOf(
      (bp) => {
        bp.workflow.transitions[transitionIndex('abrir_capa')].related_business_process = 'ACCION';
      },
      { knownBusinessProcesses: known },
    );
    expect(problems).toEqual([
      {
        path: `business_process.workflow.transitions[${transitionIndex('abrir_capa')}].related_business_process`,
        message: MESSAGES.unknownBusinessProcess('ACCION'),
      },
    ]);
  });

  it('keeps sections it does not know (BP creator tabs) but refuses other top-level keys', () => {
    const doc = structuredClone(NC_DEFINITION) as any;
    doc.business_process.notas = { texto: 'libre' };
    const r = validateBpDefinition(doc);
    expect(r.ok && (r.value.business_process as any).notas).toEqual({ texto: 'libre' });
    expect(validateBpDefinition({ ...doc, extra: 1 })).toEqual({
      ok: false,
      problems: [
        {
          path: '(root)',
          message: {
            es: 'Llave desconocida: "extra"',
            ca: 'Clau no reconeguda: "extra"',
            en: 'Unrecognized key: "extra"',
          },
        },
      ],
    });
  });

  it.each([[null], ['text'], [[]], [{}]])('refuses %j', (value) => {
    const r = validateBpDefinition(value);
    expect(r.ok).toBe(false);
  });
});

describe('formatPath', () => {
  it.each([
    [[], '(root)'],
    [['business_process'], 'business_process'],
    [['business_process', 'workflow', 'transitions', 2, 'to'], 'business_process.workflow.transitions[2].to'],
    [['a', 'odd key'], 'a["odd key"]'],
  ] as const)('%j → %s', (path, text) => expect(formatBpPath(path)).toBe(text));
});
