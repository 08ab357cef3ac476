import { type BpDefinitionInput, validateBpDefinition } from '@qualium/contracts';
import { type CentroContext, hasCentro } from '../src/http/context.js';
import { bpDefinition } from '../src/modules/bp/repo.js';
import { refOrRefuse } from '../src/modules/explorer/filters.js';
import type { RefCondition, UnitFilter } from '../src/modules/explorer/query.js';
import { resolveScope } from '../src/modules/org/scope.js';
import { createUnit, executeTransition } from '../src/modules/units/service.js';
import type { TestContext } from './harness.js';

/**
 * A business process made for the explorer and charts tests, QXTEST, stored for the demo company
 * next to the demo BPs and linked to the process of the demo's non-conformities. Its units get
 * their responsible and due date from fields, so a test decides both; with a clock per unit, the
 * creation dates too. Every kind the typed index holds is there: choice and tree choices, tags, a
 * user, numbers and dates.
 */
export const QX = 'QXTEST';

const l = (es: string, ca = es, en = es) => ({ es, ca, en });

export function qxDefinition(process: string): BpDefinitionInput {
  const quiet = { notify_responsible: false } as const;
  return {
    business_process: {
      info: {
        reference: QX,
        name: l('Prueba del explorador', "Prova de l'explorador", 'Explorer test'),
        process,
        title_field: 'subject',
        numbering: { pattern: 'QX-{#####}' },
      },
      model: {
        fields: [
          { id: 'subject', kind: 'text', label: l('Asunto', 'Assumpte', 'Subject'), required: true, searchable: true },
          { id: 'notes', kind: 'textarea', label: l('Notas'), searchable: true },
          { id: 'private_notes', kind: 'textarea', label: l('Notas internas') },
          {
            id: 'area',
            kind: 'choice',
            label: l('Área', 'Àrea', 'Area'),
            filterable: true,
            items: [
              { value: 'cocina', label: l('Cocina', 'Cuina', 'Kitchen'), color: '#43a047' },
              { value: 'planta', label: l('Planta'), color: '#fb8c00' },
              { value: 'laboratorio', label: l('Laboratorio'), color: '#e53935' },
            ],
          },
          {
            id: 'place',
            kind: 'treeview',
            label: l('Lugar'),
            filterable: true,
            items: [
              {
                value: 'edificio_a',
                label: l('Edificio A'),
                children: [
                  { value: 'a1', label: l('A1') },
                  { value: 'a2', label: l('A2') },
                ],
              },
              { value: 'edificio_b', label: l('Edificio B'), children: [{ value: 'b1', label: l('B1') }] },
            ],
          },
          { id: 'tags', kind: 'tag', label: l('Etiquetas') },
          { id: 'amount', kind: 'numeric', label: l('Cantidad'), filterable: true },
          { id: 'happened_on', kind: 'date', label: l('Fecha del suceso'), filterable: true },
          { id: 'until', kind: 'date', label: l('Hasta') },
          { id: 'due_on', kind: 'date', label: l('Vence'), required: true },
          { id: 'owner', kind: 'user', label: l('Propietario'), required: true },
        ],
      },
      workflow: {
        states: [
          { id: 'abierta', label: l('Abierta', 'Oberta', 'Open'), color: '#1e88e5' },
          { id: 'en_curso', label: l('En curso'), color: '#fdd835' },
          { id: 'cerrada', label: l('Cerrada'), color: '#43a047', closed: true },
        ],
        transitions: [
          {
            id: 'abrir',
            label: l('Abrir'),
            initial: true,
            to: 'abierta',
            fields: [
              'subject',
              'notes',
              'private_notes',
              'area',
              'place',
              'tags',
              'amount',
              'happened_on',
              'until',
              'due_on',
              'owner',
            ],
            ...quiet,
            responsible: { rule: 'field', field: 'owner' },
            due: { rule: 'field', field: 'due_on' },
          },
          { id: 'avanzar', label: l('Avanzar'), from: ['abierta'], to: 'en_curso', ...quiet },
          {
            id: 'cerrar',
            label: l('Cerrar'),
            from: ['abierta', 'en_curso'],
            to: 'cerrada',
            responsible: { rule: 'none' },
            due: { rule: 'none' },
            ...quiet,
          },
        ],
      },
      views: [
        {
          kind: 'table',
          columns: [
            'reference',
            'title',
            'area',
            { field: 'amount', label: l('Unidades afectadas', 'Unitats afectades', 'Units affected') },
            { field: 'private_notes', sortable: true },
            'current_workflow_state',
            'current_workflow_responsible',
            'current_workflow_limit',
          ],
        },
        { kind: 'cards' },
        { kind: 'calendar', date_field: 'happened_on', end_date_field: 'until' },
        { kind: 'charts' },
      ],
      charts: {
        charts: [
          {
            id: 'by_area',
            type: 'bar',
            title: l('Por área'),
            group_by: 'area',
            stack_by: 'current_workflow_state',
          },
          {
            id: 'amount_by_area',
            type: 'pie',
            title: l('Cantidad por área'),
            group_by: 'area',
            aggregate: 'sum',
            value_field: 'amount',
          },
          {
            id: 'average_by_area',
            type: 'line',
            title: l('Media por área'),
            group_by: 'area',
            aggregate: 'avg',
            value_field: 'amount',
          },
          {
            id: 'weekly',
            type: 'datetime_line',
            title: l('Por semana'),
            date_field: 'happened_on',
            interval: 'week',
            series_by: 'area',
          },
          {
            id: 'created_monthly',
            type: 'datetime_line',
            title: l('Altas por mes'),
            date_field: 'fecha_creacion',
            interval: 'month',
          },
          { id: 'heat', type: 'date_heatmap', title: l('Por día'), date_field: 'happened_on' },
          {
            id: 'mix',
            type: 'multi',
            title: l('Número y cantidad'),
            date_field: 'happened_on',
            interval: 'month',
            series: [
              { type: 'bar', label: l('Número') },
              { type: 'line', label: l('Cantidad'), aggregate: 'sum', value_field: 'amount' },
              { type: 'line', label: l('Media'), aggregate: 'avg', value_field: 'amount' },
            ],
          },
          { id: 'grid', type: 'table', title: l('Área por estado'), rows: 'area', columns: 'current_workflow_state' },
          { id: 'by_tag', type: 'bar', title: l('Por etiqueta'), group_by: 'tags' },
          { id: 'by_owner', type: 'pie', title: l('Por responsable'), group_by: 'current_workflow_responsible' },
        ],
      },
    },
  };
}

/** Stores QXTEST for the demo company (site 1) under the process of the demo's NC. */
export async function installQxBusinessProcess(ctx: TestContext): Promise<void> {
  const nc = await ctx.db.k
    .selectFrom('business_processes')
    .innerJoin('processes', 'processes.id', 'business_processes.process_id')
    .select(['processes.id', 'processes.reference'])
    .where('business_processes.site_id', '=', 1)
    .where('business_processes.reference', '=', 'NC')
    .executeTakeFirstOrThrow();
  const definition = qxDefinition(nc.reference);
  const checked = validateBpDefinition(definition);
  if (!checked.ok) throw new Error(`QXTEST is invalid: ${JSON.stringify(checked.problems)}`);
  const now = new Date().toISOString();
  await ctx.db.k
    .insertInto('business_processes')
    .values({
      site_id: 1,
      reference: QX,
      name: 'Prueba del explorador',
      process_id: nc.id,
      is_shared: 0,
      has_charts: 1,
      path: '/demo/',
      definition: JSON.stringify(definition),
      next_number: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Adds to the stored QXTEST a transition, `corregir`, that keeps an open unit's state and edits
 * these fields: the upkeep tests' way of moving a unit within a sort, a search or a chart.
 */
export async function addQxCorrection(ctx: TestContext, fields: string[]): Promise<void> {
  const bp = await ctx.db.k
    .selectFrom('business_processes')
    .select(['definition'])
    .where('reference', '=', QX)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(bp.definition) as ReturnType<typeof qxDefinition>;
  stored.business_process.workflow.transitions.push({
    id: 'corregir',
    label: { es: 'Corregir' },
    from: ['abierta', 'en_curso'],
    to: 'en_curso',
    fields,
    notify_responsible: false,
  });
  await ctx.db.k
    .updateTable('business_processes')
    .set({ definition: JSON.stringify(stored), updated_at: new Date().toISOString() })
    .where('reference', '=', QX)
    .execute();
}

export async function userId(ctx: TestContext, username: string): Promise<number> {
  const row = await ctx.db.k
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The units service as `username` signed in at a demo centro, with the clock at `now`. */
export async function actingAs(
  ctx: TestContext,
  username: string,
  centroId: number,
  now: Date,
): Promise<CentroContext> {
  const user = await ctx.db.k
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const scope = await resolveScope({ db: ctx.db }, user, { sitePath: '/demo', centroId });
  if (!scope || !hasCentro(scope)) throw new Error(`${username} cannot reach centro ${centroId}`);
  return { deps: { db: ctx.db, config: ctx.config }, scope, now };
}

interface QxUnit {
  subject: string;
  centro?: number;
  by?: string;
  /** Creation moment. */
  at: string;
  owner: number;
  due_on: string;
  area?: string;
  place?: string;
  tags?: string[];
  amount?: number;
  happened_on?: string;
  until?: string;
  notes?: string;
  private_notes?: string;
  directory?: number;
}

/** Creates a QXTEST unit through the units service; answers its id and uid. */
export async function createQx(ctx: TestContext, u: QxUnit) {
  const { centro = 1, by = 'admin', at, directory, ...values } = u;
  const acting = await actingAs(ctx, by, centro, new Date(at));
  return createUnit(acting, {
    businessProcess: QX,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])),
    directoryId: directory ?? null,
  });
}

/** Moves a QXTEST unit on through the units service, as `by` at `centro`, with these values. */
export async function transitionQx(
  ctx: TestContext,
  uid: string,
  transitionId: string,
  by: string,
  centro: number,
  values: Record<string, unknown> = {},
) {
  const acting = await actingAs(ctx, by, centro, new Date());
  return executeTransition(acting, { uid, transitionId, values });
}

/**
 * The units both test files work on. Centro 1 (admin creates; the owner is the responsible):
 * subject, area, place, amount, happened_on, until, due_on, owner. Every third has the tags
 * urgente and cliente, the others urgente; u1 then moves to en_curso and u8 is closed. Centro 3:
 * two laboratory units by `user`, due 31 March.
 */
export const QX_ROWS = [
  ['Etiquetá de alérgenos ausente', 'cocina', 'a1', 12, '2026-03-02', null, '2026-03-20', 'admin'],
  ['Registro de temperaturas incompleto', 'planta', 'a2', 3, '2026-03-05', '2026-03-07', '2026-03-20', 'admin'],
  ['Bandejas sin identificar', 'cocina', 'b1', 40, '2026-03-09', null, '2026-03-25', 'manager'],
  ['Nevera fuera de rango', 'laboratorio', 'a1', 7, '2026-03-16', null, '2026-04-01', 'admin'],
  ['Guantes caducados', 'planta', 'b1', 1, '2026-03-23', null, '2026-04-01', 'manager'],
  ['Alarma sin revisar', 'laboratorio', 'a2', 25, '2026-03-30', '2026-04-03', '2026-04-10', 'admin'],
  ['Derrame en pasillo', 'cocina', 'a1', 2, '2026-04-06', null, '2026-04-10', 'admin'],
  ['Etiqueta ilegible en muestra', 'laboratorio', 'b1', 9, '2026-04-13', null, '2026-04-20', 'manager'],
  ['Puerta cortafuegos bloqueada', 'planta', 'a2', 15, '2026-04-20', null, '2026-04-30', 'admin'],
  ['Carro de curas incompleto', 'planta', 'a1', 4, '2026-04-27', null, '2026-05-05', 'admin'],
  ['Formación pendiente', 'cocina', 'b1', 30, '2026-05-04', null, '2026-05-15', 'manager'],
  ['Protocolo no firmado', 'laboratorio', 'a2', 6, null, null, '2026-05-20', 'admin'],
] as const;

export async function createQxUnits(ctx: TestContext) {
  const u = [];
  for (const [i, [subject, area, place, amount, happened, until, due, owner]] of QX_ROWS.entries()) {
    u.push(
      await createQx(ctx, {
        subject,
        // Created the day it happened (u11, with no date, on 11 May).
        at: `${happened ?? '2026-05-11'}T08:00:00.000Z`,
        owner: await userId(ctx, owner),
        due_on: due,
        area,
        place,
        amount,
        ...(happened ? { happened_on: happened } : {}),
        ...(until ? { until } : {}),
        ...(i === 3 ? { notes: 'Revisar la zampoña del compresor' } : {}),
        ...(i === 4 ? { private_notes: 'clave del xilófono' } : {}),
        ...(i === 6 ? { directory: 1 } : {}),
        tags: i % 3 === 0 ? ['urgente', 'cliente'] : ['urgente'],
      }),
    );
  }
  const lab = [];
  for (const subject of ['Muestra hemolizada', 'Centrífuga descalibrada']) {
    lab.push(
      await createQx(ctx, {
        subject,
        centro: 3,
        by: 'user',
        at: '2026-03-10T08:00:00.000Z',
        owner: await userId(ctx, 'user'),
        due_on: '2026-03-31',
        area: 'laboratorio',
      }),
    );
  }
  await transitionQx(ctx, u[1]!.uid, 'avanzar', 'admin', 1);
  await transitionQx(ctx, u[8]!.uid, 'cerrar', 'admin', 1);
  return { u, lab };
}

/** Every unit of the explorer's test BP in the demo company, on every process, with these field conditions. */
export async function qxFilter(
  t: TestContext,
  conditions: Array<Omit<RefCondition, 'ref'> & { field: string }> = [],
): Promise<UnitFilter> {
  const site = await t.db.k.selectFrom('sites').select('id').where('url_name', '=', 'demo').executeTakeFirstOrThrow();
  const bp = await t.db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('site_id', '=', site.id)
    .where('reference', '=', QX)
    .executeTakeFirstOrThrow();
  const definition = bpDefinition(bp);
  const centros = await t.db.k.selectFrom('centros').select('id').where('site_id', '=', site.id).execute();
  const processes = await t.db.k.selectFrom('processes').select('id').where('site_id', '=', site.id).execute();
  return {
    siteId: site.id,
    businessProcessIds: [bp.id],
    visible: centros.map((c) => ({ centroId: c.id, processIds: processes.map((p) => p.id) })),
    search: [],
    processIds: [],
    responsibleId: null,
    openOnly: false,
    excludeStates: [],
    uid: null,
    directoryIds: [],
    conditions: conditions.map(({ field, ...c }) => ({ ...c, ref: refOrRefuse(field, [definition]) })),
    relatedTo: null,
  };
}
