import {
  type CalendarResponse,
  EXPLORER_MESSAGES,
  type FilterFieldsResponse,
  type FilterUsersResponse,
  localize,
  MESSAGES,
  type UnitCollection,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { processRolesInCentro } from '../src/modules/access/policy.js';
import { centroToday } from '../src/modules/shared/centro-day.js';
import { actingAs, createQxUnits, installQxBusinessProcess, QX, userId } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * The explorer calls (records-explorer §3–§9) over the QXTEST units of explorer-fixture.ts (12 in
 * centro 1, 2 in centro 3, known dates, owners and amounts), whatever else the demo seed holds.
 */
const ctx = useTestApp({}, null);

const C1 = '/api/v1/demo/1';
const C3 = '/api/v1/demo/3';
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Centro-1 units by index, centro-3 units as lab[0], lab[1]. */
const u: Array<{ id: number; uid: string }> = [];
const lab: Array<{ id: number; uid: string }> = [];
let notifUid = '';

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin', 'pablo.garcia', 'jordi.puig', 'sarah.collins']) {
    tokens[who] = await login(ctx, who);
    ids[who] = await userId(ctx, who);
  }
  await installQxBusinessProcess(ctx);
  const made = await createQxUnits(ctx);
  u.push(...made.u);
  lab.push(...made.lab);

  // Relations of u0: child u2, u0 → u3, u4 → u0, u0 → a lab unit, and a notification about it.
  await ctx.db.k.updateTable('units').set({ parent_unit_id: u[0]!.id }).where('id', '=', u[2]!.id).execute();
  const at = new Date().toISOString();
  await ctx.db.k
    .insertInto('unit_relations')
    .values([
      { site_id: 1, from_unit_id: u[0]!.id, to_unit_id: u[3]!.id, field: null, created_at: at },
      { site_id: 1, from_unit_id: u[4]!.id, to_unit_id: u[0]!.id, field: null, created_at: at },
      { site_id: 1, from_unit_id: u[0]!.id, to_unit_id: lab[0]!.id, field: null, created_at: at },
    ])
    .execute();
  const source = await ctx.db.k.selectFrom('units').selectAll().where('id', '=', u[0]!.id).executeTakeFirstOrThrow();
  const notifBp = await ctx.db.k
    .selectFrom('business_processes')
    .select('id')
    .where('site_id', '=', 1)
    .where('reference', '=', 'NOTIF_DEFAULT')
    .executeTakeFirstOrThrow();
  notifUid = 'QUnit#NOTIF_DEFAULT#1#990001';
  // On the same process as its source, so only the NOTIF_ rule can keep it out of lists.
  await ctx.db.k
    .insertInto('units')
    .values({
      ...source,
      id: undefined,
      business_process_id: notifBp.id,
      bp_reference: 'NOTIF_DEFAULT',
      number: 990001,
      uid: notifUid,
      reference: 'QX-NOTIF-1',
      title: 'Aviso sobre QX',
      parent_unit_id: u[0]!.id,
      current_responsible_id: ids.admin!,
      search_text: 'qx-notif-1 aviso sobre qx',
    })
    .execute();

  // A process the admin holds a role on in centro 1 and pablo.garcia does not: u11 moves there,
  // standing for a unit of a restricted process.
  const admin = await actingAs(ctx, 'admin', 1, new Date());
  const pablo = await actingAs(ctx, 'pablo.garcia', 1, new Date());
  const pablosProcesses = await processRolesInCentro(ctx.db, pablo.scope, 1);
  const restricted = [...(await processRolesInCentro(ctx.db, admin.scope, 1)).keys()].find(
    (p) => !pablosProcesses.has(p),
  );
  await ctx.db.k.updateTable('units').set({ process_id: restricted! }).where('id', '=', u[11]!.id).execute();
});

async function call(who: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who]!) });
}

function query(params: Record<string, string | number | object>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return q.toString();
}

async function list(
  who: string,
  params: Record<string, string | number | object>,
  scope = C1,
  call_ = 'explorer',
): Promise<UnitCollection> {
  const res = await call(who, `${scope}/unit/${call_}/?${query(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

/** QXTEST units of the list, as indexes into `u` (centro 1) or 'lab0'/'lab1'. */
function which(collection: UnitCollection): Array<number | string> {
  return collection.units.map((unit) => {
    const i = u.findIndex((x) => x.uid === unit.uid);
    return i >= 0 ? i : `lab${lab.findIndex((x) => x.uid === unit.uid)}`;
  });
}

const qx = (params: Record<string, string | number | object> = {}) => ({
  business_process: QX,
  items_per_page: 20,
  ...params,
});

describe('the explorer list', () => {
  it('answers the unit collection with the table view columns and labels in Spanish', async () => {
    const res = await list('admin', qx());
    expect(res.count).toBe(12);
    expect(res.page).toBe(1);
    expect(res.bp_name).toBe('Prueba del explorador');
    expect(res.columns).toEqual([
      { name: 'reference', label: 'Referencia', sortable: true },
      { name: 'title', label: 'Título', sortable: true },
      { name: 'area', label: 'Área', sortable: true },
      { name: 'amount', label: 'Unidades afectadas', sortable: true },
      // A text area is not in the typed index: shown, never sortable.
      { name: 'private_notes', label: 'Notas internas', sortable: false },
      { name: 'current_workflow_state', label: 'Estado', sortable: true },
      { name: 'current_workflow_responsible', label: 'Responsable', sortable: true },
      { name: 'current_workflow_limit', label: 'Fecha límite', sortable: true },
    ]);
    expect(res.labels).toMatchObject({
      reference: 'Referencia',
      fecha_creacion: 'Fecha de creación',
      fecha_cierre: 'Fecha de cierre',
      business_process_name: 'Proceso de negocio',
      creador: 'Creador',
      centro: 'Centro',
      happened_on: 'Fecha del suceso',
    });
    expect(res.sort).toEqual({ field: 'current_workflow_limit', desc: false });
    const first = res.units.find((x) => x.uid === u[0]!.uid)!;
    expect(first).toMatchObject({
      reference: 'QX-00001',
      title: 'Etiquetá de alérgenos ausente',
      business_process: QX,
      business_process_name: 'Prueba del explorador',
      centro: { id: 1, name: 'Hospital Universitario Demo' },
      current_workflow_state: { id: 'abierta', label: 'Abierta', color: '#1e88e5', closed: false },
      current_workflow_responsible: { id: ids.admin, name: 'Marta Ruiz Ortega' },
      current_workflow_limit: '2026-03-20',
      is_overdue: '2026-03-20' < centroToday(new Date()),
      fecha_creacion: '2026-03-02T08:00:00.000Z',
      fecha_cierre: null,
      creador: { id: ids.admin, name: 'Marta Ruiz Ortega' },
    });
    // Readable values of the table and card columns.
    expect(first.values).toMatchObject({
      area: 'Cocina',
      amount: '12',
      current_workflow_state: 'Abierta',
      current_workflow_responsible: 'Marta Ruiz Ortega',
      fecha_creacion: '2026-03-02',
      fecha_cierre: '',
    });
    const closed = res.units.find((x) => x.uid === u[8]!.uid)!;
    expect(closed.current_workflow_state).toMatchObject({ id: 'cerrada', closed: true });
    expect(closed.is_overdue).toBe(false);
    expect(closed.fecha_cierre).not.toBeNull();
  });

  it('speaks the user’s language: Catalan and English labels, names and values', async () => {
    const ca = await list('jordi.puig', qx({ pk: u[0]!.uid }));
    expect(ca.bp_name).toBe("Prova de l'explorador");
    expect(ca.labels).toMatchObject({ reference: 'Referència', current_workflow_limit: 'Data límit', area: 'Àrea' });
    expect(ca.columns.find((c) => c.name === 'amount')?.label).toBe('Unitats afectades');
    expect(ca.units[0]!.values.area).toBe('Cuina');
    const en = await list('sarah.collins', qx({ pk: u[0]!.uid }));
    expect(en.labels).toMatchObject({ reference: 'Reference', fecha_cierre: 'Closing date', creador: 'Creator' });
    expect(en.units[0]!.current_workflow_state.label).toBe('Open');
    expect(en.units[0]!.values.area).toBe('Kitchen');
  });

  it('answers in the interface’s language (Accept-Language) over the user’s saved one', async () => {
    const url = `${C1}/unit/explorer/?${query(qx({ pk: u[0]!.uid }))}`;
    const asked = async (language: string) =>
      (
        await ctx.app.inject({ url, headers: { ...auth(tokens.admin!), 'accept-language': language } })
      ).json() as UnitCollection;
    const en = await asked('en-GB,en;q=0.9,es;q=0.8');
    expect(en.bp_name).toBe('Explorer test');
    expect(en.units[0]!.values.area).toBe('Kitchen');
    expect((await asked('ca')).units[0]!.values.area).toBe('Cuina');
    // A language the product does not speak: the user's own (Spanish for admin).
    expect((await asked('fr-FR')).units[0]!.values.area).toBe('Cocina');
  });

  it('pages with items_per_page and offset, every unit exactly once', async () => {
    const pages = await Promise.all([0, 5, 10].map((offset) => list('admin', qx({ items_per_page: 5, offset }))));
    expect(pages.map((p) => p.units.length)).toEqual([5, 5, 2]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.every((p) => p.count === 12)).toBe(true);
    const seen = pages.flatMap(which);
    expect(new Set(seen).size).toBe(12);
    expect((await list('admin', qx({ items_per_page: 5, offset: 15 }))).units).toEqual([]);
    // Default page size 10.
    expect((await list('admin', { business_process: QX })).units).toHaveLength(10);
  });

  it('keeps a stable order across pages when many units share the sort value', async () => {
    // Four units per area: ties everywhere, broken by the id.
    const whole = which(await list('admin', qx({ sort_by: 'area:asc' })));
    const paged = [];
    for (const offset of [0, 5, 10]) {
      paged.push(...which(await list('admin', qx({ sort_by: 'area:asc', items_per_page: 5, offset }))));
    }
    expect(paged).toEqual(whole);
    expect(which(await list('admin', qx({ sort_by: 'area:asc' })))).toEqual(whole);
    // The id breaks ties in the sort's direction, so descending is the exact reverse.
    expect(which(await list('admin', qx({ sort_by: 'area:desc' })))).toEqual([...whole].reverse());
    expect(which(await list('admin', qx({ sort_by: 'area:D' })))).toEqual([...whole].reverse());
  });

  it('sorts by limit ascending by default, and by any column or field', async () => {
    const limits = (await list('admin', qx())).units.map((x) => x.current_workflow_limit);
    // The closed unit has no limit any more: last.
    expect(limits).toEqual([...limits.slice(0, -1)].sort().concat([null]));
    const amounts = (await list('admin', qx({ sort_by: 'amount:desc' }))).units.map((x) => Number(x.values.amount));
    expect(amounts).toEqual([40, 30, 25, 15, 12, 9, 7, 6, 4, 3, 2, 1]);
    const references = (await list('admin', qx({ sort_by: 'reference', sort_order: 'D' }))).units.map(
      (x) => x.reference,
    );
    expect(references).toEqual([...references].sort().reverse());
    // States follow the workflow (abierta, en_curso, cerrada), not the alphabet.
    const states = (await list('admin', qx({ sort_by: 'current_workflow_state:asc' }))).units.map(
      (x) => x.current_workflow_state.id,
    );
    expect(states).toEqual([...Array(10).fill('abierta'), 'en_curso', 'cerrada']);
    // People by the name the table shows; the closed unit has nobody responsible: last.
    const people = (await list('admin', qx({ sort_by: 'current_workflow_responsible:asc' }))).units.map(
      (x) => x.current_workflow_responsible?.name ?? null,
    );
    expect(people).toEqual([...Array(4).fill('Javier Morales Castillo'), ...Array(7).fill('Marta Ruiz Ortega'), null]);
    const created = (await list('admin', qx({ sort_by: 'fecha_creacion:desc' }))).units.map((x) => x.fecha_creacion);
    expect(created).toEqual([...created].sort().reverse());
    const happened = (await list('admin', qx({ sort_by: 'happened_on:asc' }))).units.map((x) => x.uid);
    expect(happened[0]).toBe(u[0]!.uid);
    expect(happened.at(-1)).toBe(u[11]!.uid); // no date: last
  });

  it('sorts by the first column by default when the table has no limit column and names no sort', async () => {
    // records-explorer §2: "current_workflow_limit if that column exists, otherwise the first column";
    // a text area leads the table here, which the server cannot sort by, so the next column counts.
    const row = await ctx.db.k
      .selectFrom('business_processes')
      .select(['id', 'definition', 'updated_at'])
      .where('site_id', '=', 1)
      .where('reference', '=', QX)
      .executeTakeFirstOrThrow();
    const definition = JSON.parse(row.definition);
    definition.business_process.views[0].columns = ['private_notes', 'area', 'reference', 'title'];
    const replace = (text: string, at: string) =>
      ctx.db.k
        .updateTable('business_processes')
        .set({ definition: text, updated_at: at })
        .where('id', '=', row.id)
        .execute();
    await replace(JSON.stringify(definition), new Date(Date.parse(row.updated_at) + 1000).toISOString());
    try {
      const res = await list('admin', qx());
      expect(res.sort).toEqual({ field: 'area', desc: false });
      const areas = res.units.map((x) => String(x.values.area ?? ''));
      expect(areas).toEqual([...areas].sort());
      expect(new Set(areas).size).toBeGreaterThan(1);
    } finally {
      await replace(row.definition, new Date(Date.parse(row.updated_at) + 2000).toISOString());
    }
    expect((await list('admin', qx())).sort).toEqual({ field: 'current_workflow_limit', desc: false });
  });

  it('searches reference, title and searchable fields, ignoring case and accents, from 3 characters', async () => {
    const found = async (search: string) => which(await list('admin', qx({ search, sort_by: 'reference:asc' })));
    expect(await found('etiqueta')).toEqual([0, 7]);
    expect(await found('ETIQUETÁ')).toEqual([0, 7]);
    expect(await found('alergenos')).toEqual([0]);
    expect(await found('etiqueta muestra')).toEqual([7]);
    expect(await found('zampona')).toEqual([3]); // in the searchable notes
    expect(await found('xilofono')).toEqual([]); // private notes are not searchable
    expect(await found('qx-00005')).toEqual([4]);
    // Shorter than 3 characters: ignored, not an error.
    expect((await list('admin', qx({ search: 'et' }))).count).toBe(12);
    expect((await list('admin', qx({ search: '  ' }))).count).toBe(12);
    // LIKE wildcards are plain characters.
    expect(await found('%%%')).toEqual([]);
  });

  it('filters by process (with its descendants), responsible, states, pk and folders', async () => {
    const processes = await ctx.db.k.selectFrom('processes').select(['id', 'path']).where('site_id', '=', 1).execute();
    const processOf = async (unitId: number) => {
      const row = await ctx.db.k
        .selectFrom('units')
        .select('process_id')
        .where('id', '=', unitId)
        .executeTakeFirstOrThrow();
      return processes.find((p) => p.id === row.process_id)!;
    };
    const own = await processOf(u[0]!.id);
    const restricted = await processOf(u[11]!.id);
    const within = (p: { path: string }, id: number) => p.path.includes(`/${id}/`);
    expect((await list('admin', qx({ affected_processes: String(own.id) }))).count).toBe(11);
    // The parent process stands for its branch.
    const parent = processes.find((p) => p.id === Number(own.path.split('/').filter(Boolean).at(-2)))!;
    expect((await list('admin', qx({ affected_process: String(parent.id) }))).count).toBe(
      within(restricted, parent.id) ? 12 : 11,
    );
    const elsewhere = processes.find((p) => !within(own, p.id) && !within(restricted, p.id))!;
    expect((await list('admin', qx({ affected_processes: String(elsewhere.id) }))).count).toBe(0);
    expect((await list('admin', qx({ affected_processes: `${elsewhere.id},${restricted.id}` }))).count).toBe(1);

    const managers = await list('admin', qx({ current_workflow_responsible: ids.manager!, sort_by: 'reference' }));
    expect(which(managers)).toEqual([2, 4, 7, 10]);
    const open = await list('admin', qx({ exclude_states: 'cerrada,en_curso' }));
    expect(open.count).toBe(10);
    expect(open.units.every((x) => x.current_workflow_state.id === 'abierta')).toBe(true);
    expect(which(await list('admin', qx({ pk: u[3]!.uid })))).toEqual([3]);
    expect((await list('admin', qx({ pk: '' }))).count).toBe(12);
    expect(which(await list('admin', qx({ directories: '1' })))).toEqual([6]);
  });

  it('filters by a date range on a field, the creation date or the limit, both days included', async () => {
    const on = (field: string, range: [string, string]) =>
      list('admin', qx({ filter_dates: { range, field }, sort_by: 'reference' })).then(which);
    expect(await on('happened_on', ['2026-03-05', '2026-03-16'])).toEqual([1, 2, 3]);
    expect(await on('fecha_creacion', ['2026-05-04', '2026-05-11'])).toEqual([10, 11]);
    expect(await on('current_workflow_limit', ['2026-04-01', '2026-04-10'])).toEqual([3, 4, 5, 6]);
    expect(await on('happened_on', ['2026-03-02', '2026-03-02'])).toEqual([0]);
    // Default field: the limit.
    const byLimit = await list('admin', qx({ filter_dates: { range: ['2026-03-20', '2026-03-20'] } }));
    expect(which(byLimit).sort()).toEqual([0, 1]);
  });

  it('applies advanced filters through the typed index: values, lists, ranges and tree branches', async () => {
    const adv = (filters: object) => list('admin', qx({ advanced_filters: filters, sort_by: 'reference' })).then(which);
    expect(await adv({ area: 'cocina' })).toEqual([0, 2, 6, 10]);
    expect(await adv({ area: ['cocina', 'laboratorio'] })).toEqual([0, 2, 3, 5, 6, 7, 10, 11]);
    expect(await adv({ amount: { from: 10, to: 30 } })).toEqual([0, 5, 8, 10]);
    expect(await adv({ amount: { from: '25' } })).toEqual([2, 5, 10]);
    expect(await adv({ amount: 7 })).toEqual([3]);
    expect(await adv({ happened_on: '2026-04-13' })).toEqual([7]);
    expect(await adv({ happened_on: { from: '2026-04-20' } })).toEqual([8, 9, 10]);
    expect(await adv({ happened_on: { to: '2026-03-05' } })).toEqual([0, 1]);
    // A tree item stands for its branch.
    expect(await adv({ place: 'edificio_b' })).toEqual([2, 4, 7, 10]);
    expect(await adv({ place: ['a1'] })).toEqual([0, 3, 6, 9]);
    expect(await adv({ tags: 'cliente' })).toEqual([0, 3, 6, 9]);
    expect(await adv({ owner: ids.manager! })).toEqual([2, 4, 7, 10]);
    // Unit columns too, and every filter at once.
    expect(await adv({ current_workflow_state: 'en_curso' })).toEqual([1]);
    expect(await adv({ area: 'cocina', place: 'edificio_b' })).toEqual([2, 10]);
    const all = await list(
      'admin',
      qx({
        advanced_filters: { area: ['cocina', 'planta'] },
        filter_dates: { range: ['2026-03-01', '2026-04-30'], field: 'happened_on' },
        search: 'temperaturas',
        exclude_states: 'cerrada',
        current_workflow_responsible: ids.admin!,
      }),
    );
    expect(which(all)).toEqual([1]);
  });

  it('shows only what the user may see: their centros, their processes, their company', async () => {
    expect((await list('admin', qx())).count).toBe(12);
    expect(which(await list('admin', qx({ centros: '1,3', sort_by: 'reference' }))).slice(-2)).toEqual([
      'lab0',
      'lab1',
    ]);
    expect((await list('admin', qx({ centros: '1,3' }))).count).toBe(14);
    expect(which(await list('admin', qx({ centros: '3', sort_by: 'reference' })))).toEqual(['lab0', 'lab1']);

    // The user of centro 3 never sees centro 1, even asking for it.
    expect(which(await list('user', qx({ sort_by: 'reference' }), C3))).toEqual(['lab0', 'lab1']);
    expect(which(await list('user', qx({ centros: '1,3', sort_by: 'reference' }), C3))).toEqual(['lab0', 'lab1']);
    const refused = await call('user', `${C3}/unit/explorer/?${query(qx({ centros: '1' }))}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: localize('Centro filter is required', 'es') });
    const search = await list('user', { search: 'etiqueta', items_per_page: 100 }, C3, 'global_search');
    expect(search.units.every((x) => x.centro.id === 3)).toBe(true);
    expect((await call('user', `${C1}/unit/explorer/?${query(qx())}`)).statusCode).toBe(404);

    // A unit of a process pablo.garcia holds no role on stays out of his lists.
    const pablo = await list('pablo.garcia', qx());
    expect(pablo.count).toBe(11);
    expect(which(pablo)).not.toContain(11);

    // Another company sees nothing of demo: not its units, not its BP, not its centros.
    const acme = await list(
      'acme.admin',
      { search: 'etiqueta', items_per_page: 100 },
      '/api/v1/acme/7',
      'global_search',
    );
    expect(acme.units.every((x) => x.centro.id === 7 || x.centro.id === 8)).toBe(true);
    expect(acme.units.some((x) => x.uid.startsWith(`QUnit#${QX}#`))).toBe(false);
    const acmeQx = await call('acme.admin', `/api/v1/acme/7/unit/explorer/?${query(qx())}`);
    expect(acmeQx.statusCode).toBe(400);
    expect((await call('acme.admin', `${C1}/unit/explorer/?${query(qx())}`)).statusCode).toBe(404);
  });
});

describe('global search and the to-do list', () => {
  it('searches every BP but notifications, and refuses a business_process', async () => {
    const res = await list('admin', { search: 'alergenos ausente', items_per_page: 100 }, C1, 'global_search');
    expect(res.units.map((x) => x.uid)).toContain(u[0]!.uid);
    expect(res.bp_name).toBe('');
    expect(res.columns.map((c) => c.name)).toEqual([
      'reference',
      'title',
      'business_process_name',
      'centro',
      'current_workflow_state',
      'current_workflow_responsible',
      'current_workflow_limit',
    ]);
    expect(res.units.find((x) => x.uid === u[0]!.uid)?.values).toMatchObject({
      business_process_name: 'Prueba del explorador',
      centro: 'Hospital Universitario Demo',
    });
    // The notification matches the search and is visible to the admin, but is not searched.
    expect((await list('admin', { search: 'qx-notif' }, C1, 'global_search')).count).toBe(0);
    expect((await list('admin', { business_process: 'NOTIF_DEFAULT', search: 'qx-notif' })).count).toBe(1);
    const narrowed = await list(
      'admin',
      { search: 'etiqueta', business_process_include: QX, business_process_exclude: 'NC' },
      C1,
      'global_search',
    );
    expect(which(narrowed).sort()).toEqual([0, 7]);
    expect(
      (await list('admin', { search: 'etiqueta', business_process_exclude: QX }, C1, 'global_search')).units.some(
        (x) => x.business_process === QX,
      ),
    ).toBe(false);
    const refused = await call('admin', `${C1}/unit/global_search/?business_process=${QX}&search=etiqueta`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: localize('Filter business_process must not be in here', 'es') });
  });

  it('lists the user’s open units, soonest limit first, without notifications', async () => {
    const mine = await list('admin', { search: 'qx-', items_per_page: 100 }, C1, 'explorer_user_todo_list');
    expect(which(mine)).toEqual([0, 1, 3, 5, 6, 9, 11]);
    expect(mine.units.map((x) => x.uid)).not.toContain(notifUid);
    expect(mine.units.every((x) => x.current_workflow_responsible?.id === ids.admin)).toBe(true);
    const theirs = await list('manager', { search: 'qx-', items_per_page: 100 }, C1, 'explorer_user_todo_list');
    expect(which(theirs)).toEqual([2, 4, 7, 10]);
    const narrowed = await list('admin', { business_process: QX, items_per_page: 3 }, C1, 'explorer_user_todo_list');
    expect(narrowed.count).toBe(7);
    expect(which(narrowed)).toEqual([0, 1, 3]);
    // Paged like the explorer.
    const second = await list(
      'admin',
      { business_process: QX, items_per_page: 3, offset: 3 },
      C1,
      'explorer_user_todo_list',
    );
    expect(second.page).toBe(2);
    expect(which(second)).toEqual([5, 6, 9]);
  });
});

describe('the calendars', () => {
  const calendar = async (who: string, path: string, params: Record<string, string>, scope = C1) => {
    const res = await call(who, `${scope}/unit/${path}/?${query(params)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CalendarResponse;
  };

  it('places units by the calendar view’s date, spanning to its end date, within the range', async () => {
    const march = await calendar('admin', 'explorer_calendar', {
      business_process: QX,
      start: '2026-03-01',
      end: '2026-04-01',
    });
    expect(march.date_field).toBe('happened_on');
    expect(march.end_date_field).toBe('until');
    expect(march.events.map((e) => e.uid)).toEqual([0, 1, 2, 3, 4, 5].map((i) => u[i]!.uid));
    expect(march.count).toBe(6);
    expect(march.events[1]).toEqual({
      uid: u[1]!.uid,
      reference: 'QX-00002',
      title: 'Registro de temperaturas incompleto',
      start: '2026-03-05',
      end: '2026-03-07',
      all_day: true,
      color: '#fdd835',
      state: 'En curso',
      overdue: '2026-03-20' < centroToday(new Date()),
      business_process: QX,
      business_process_name: 'Prueba del explorador',
      centro: 1,
    });
    // u5 runs from 30 March to 3 April: it shows in April too.
    const april = await calendar('admin', 'explorer_calendar', {
      business_process: QX,
      start: '2026-04-01',
      end: '2026-04-15',
    });
    expect(april.events.map((e) => e.uid)).toEqual([5, 6, 7].map((i) => u[i]!.uid));
    expect(april.events[0]).toMatchObject({ start: '2026-03-30', end: '2026-04-03' });
    // Overdue as the lists say it: open with its limit passed; a closed unit never is.
    const closedInApril = await calendar('admin', 'explorer_calendar', {
      business_process: QX,
      start: '2026-04-15',
      end: '2026-05-01',
    });
    expect(closedInApril.events.map((e) => [e.uid, e.overdue])).toEqual([
      [u[8]!.uid, false],
      [u[9]!.uid, '2026-05-05' < centroToday(new Date())],
    ]);
    // Another date field, and the end is excluded.
    const limits = await calendar('admin', 'explorer_calendar', {
      business_process: QX,
      start: '2026-03-20',
      end: '2026-04-01',
      date_field: 'current_workflow_limit',
    });
    expect(limits.events.map((e) => [e.uid, e.start, e.end])).toEqual([
      [u[0]!.uid, '2026-03-20', null],
      [u[1]!.uid, '2026-03-20', null],
      [u[2]!.uid, '2026-03-25', null],
    ]);
    // Filters apply.
    const kitchen = await calendar('admin', 'explorer_calendar', {
      business_process: QX,
      start: '2026-03-01',
      end: '2026-04-01',
      advanced_filters: JSON.stringify({ area: 'cocina' }),
    });
    expect(kitchen.events.map((e) => e.uid)).toEqual([u[0]!.uid, u[2]!.uid]);
  });

  it('shows the user’s open units by limit in the to-do calendar', async () => {
    const todo = await calendar('admin', 'todo_calendar', {
      business_process: QX,
      start: '2026-03-15',
      end: '2026-04-11',
    });
    expect(todo.date_field).toBe('current_workflow_limit');
    expect(todo.events.map((e) => e.uid)).toEqual([0, 1, 3, 5, 6].map((i) => u[i]!.uid));
    const lab = await calendar(
      'user',
      'todo_calendar',
      { business_process: QX, start: '2026-03-01', end: '2026-04-01' },
      C3,
    );
    expect(lab.events).toHaveLength(2);
  });

  it('covers at most 31 days and refuses a range ending before it starts', async () => {
    const ok = await call(
      'admin',
      `${C1}/unit/explorer_calendar/?business_process=${QX}&start=2026-01-01&end=2026-02-01`,
    );
    expect(ok.statusCode).toBe(200);
    const long = await call(
      'admin',
      `${C1}/unit/explorer_calendar/?business_process=${QX}&start=2026-01-01&end=2026-02-02`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ detail: localize('The calendar shows at most 31 days', 'es') });
    const backwards = await call('admin', `${C1}/unit/todo_calendar/?start=2026-02-01&end=2026-01-20`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ detail: localize("Finish Date can't be earlier than Start Date", 'es') });
    for (const bad of [
      'start=2026-01-01',
      'start=2026-02-30&end=2026-03-01',
      `business_process=${QX}&start=2026-01-01&end=2026-01-10&date_field=subject`,
    ]) {
      expect((await call('admin', `${C1}/unit/explorer_calendar/?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('the related list', () => {
  const related = (who: string, params: Record<string, string | number>, scope = C1, path = 'related_list') =>
    call(who, `${scope}/unit/${path}/?${query(params)}`);

  it('lists children, parent and related units, not notifications, soonest limit first', async () => {
    const res = await related('admin', { pk: u[0]!.uid, business_process: QX });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UnitCollection;
    // Limits 25, 31 March, 1 April twice (the id decides between u3 and u4).
    expect(which(body)).toEqual([2, 'lab0', 3, 4]);
    expect(body.page).toBe(1);
    expect(body.units.map((x) => x.uid)).not.toContain(notifUid);
    const alias = await related('admin', { pk: u[0]!.uid, business_process: QX }, C1, 'qunit_related_qunits_list');
    expect(alias.json()).toEqual(body);
    // The child sees its parent.
    expect(which((await related('admin', { pk: u[2]!.uid, business_process: QX })).json())).toEqual([0]);
    // Filter-set paging and sorting.
    const paged = await related('admin', { pk: u[0]!.uid, business_process: QX, units_per_page: 2, page: 2 });
    expect(which(paged.json())).toEqual([3, 4]);
    const desc = await related('admin', {
      pk: u[0]!.uid,
      business_process: QX,
      sort_by: 'reference',
      sort_desc: 'true',
    });
    expect(which(desc.json())).toEqual(['lab0', 4, 3, 2]);
    const one = await related('admin', { pk: u[0]!.uid, business_process: QX, centro: 3 });
    expect(which(one.json())).toEqual(['lab0']);
  });

  it('shows only related units the user may read, and refuses a unit they may not', async () => {
    const mine = await related('user', { pk: lab[0]!.uid, business_process: QX }, C3);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as UnitCollection).units).toEqual([]); // its relation is in centro 1
    const theirs = await related('user', { pk: u[0]!.uid, business_process: QX }, C3);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: MESSAGES.cantReadUnit(u[0]!.uid).es });
  });

  it('needs a QUnit pk of the named business process', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ business_process: QX }, localize('Invalid QUnit PK', 'es')],
      [{ business_process: QX, pk: 'NC-2026-0001' }, localize('Invalid QUnit PK', 'es')],
      [{ business_process: 'NC', pk: u[0]!.uid }, localize('Invalid QUnit PK', 'es')],
      [{ pk: u[0]!.uid }, localize('Filter business_process is required', 'es')],
    ];
    for (const [params, detail] of cases) {
      const res = await related('admin', params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });
});

describe('the filter definitions', () => {
  it('lists the BP’s filterable fields with labels and items', async () => {
    const res = await call(
      'admin',
      `${C1}/unit/get_fields_definition_to_collect_for_filtering/?business_process=${QX}`,
    );
    expect(res.statusCode).toBe(200);
    const { fields } = res.json() as FilterFieldsResponse;
    expect(fields.map((f) => [f.id, f.kind, f.label])).toEqual([
      ['area', 'choice', 'Área'],
      ['place', 'treeview', 'Lugar'],
      ['amount', 'numeric', 'Cantidad'],
      ['happened_on', 'date', 'Fecha del suceso'],
    ]);
    expect(fields[0]!.items.map((i) => i.text)).toEqual(['Cocina', 'Planta', 'Laboratorio']);
    expect(fields[1]!.items[0]).toMatchObject({ value: 'edificio_a', children: [{ value: 'a1' }, { value: 'a2' }] });
    expect(fields[0]!.multiple).toBe(false);
    const missing = await call('admin', `${C1}/unit/get_fields_definition_to_collect_for_filtering/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: localize('Filter business_process is required', 'es') });
  });

  it('lists the date fields: the unit date columns, then the BP’s own', async () => {
    const plain = await call('admin', `${C1}/unit/get_fields_by_type_to_collect_for_filtering/`);
    expect((plain.json() as FilterFieldsResponse).fields.map((f) => [f.id, f.label])).toEqual([
      ['current_workflow_limit', 'Fecha límite'],
      ['fecha_creacion', 'Fecha de creación'],
      ['fecha_cierre', 'Fecha de cierre'],
    ]);
    const res = await call(
      'sarah.collins',
      `${C1}/unit/get_fields_by_type_to_collect_for_filtering/?business_process=${QX}&type=date`,
    );
    expect((res.json() as FilterFieldsResponse).fields.map((f) => f.id)).toEqual([
      'current_workflow_limit',
      'fecha_creacion',
      'fecha_cierre',
      'happened_on',
      'until',
      'due_on',
    ]);
    expect((res.json() as FilterFieldsResponse).fields[0]!.label).toBe('Limit date');
  });
});

describe('the user filter', () => {
  const users = async (who: string, scope: string) => {
    const res = await call(who, `${scope}/unit/get_users_to_collect_for_filtering/`);
    expect(res.statusCode).toBe(200);
    return (res.json() as FilterUsersResponse).users;
  };

  it('offers the centre’s people without admins, the current user first and marked (YO)', async () => {
    const lab = await users('user', C3);
    expect(lab[0]).toEqual({ id: ids.user, label: 'Lucía Fernández Gil (YO)', me: true });
    const others = lab.slice(1);
    expect(others.some((x) => x.id === ids.admin)).toBe(false); // an admin, though with a role in centro 3
    expect(others.every((x) => !x.me)).toBe(true);
    expect(others.map((x) => x.label)).toEqual(others.map((x) => x.label).sort((a, b) => a.localeCompare(b, 'es')));
    const hospital = await users('admin', C1);
    expect(hospital[0]).toEqual({ id: ids.admin, label: 'Marta Ruiz Ortega (YO)', me: true });
    expect(hospital.map((x) => x.id)).toContain(ids.manager);
    expect(hospital.map((x) => x.id)).not.toContain(ids.user); // no role in centro 1
  });
});

describe('filter errors', () => {
  it('answers each spec error verbatim', async () => {
    const cases: Array<[string, string, string]> = [
      ['explorer', 'search=x', localize('Filter business_process is required', 'es')],
      ['explorer', `business_process=${QX}&centros=`, localize('Centro filter is required', 'es')],
      ['explorer', `business_process=${QX}&centros=999`, localize('Centro filter is required', 'es')],
      ['explorer', `business_process=${QX}&pk=NC-1`, localize('Invalid QUnit PK', 'es')],
      [
        'explorer',
        `business_process=${QX}&advanced_filters=${encodeURIComponent('{"nope":1}')}`,
        EXPLORER_MESSAGES.invalidProperty('nope').es,
      ],
      ['explorer', `business_process=${QX}&sort_by=nope:asc`, EXPLORER_MESSAGES.invalidProperty('nope').es],
      [
        'explorer',
        `business_process=${QX}&sort_by=private_notes`,
        EXPLORER_MESSAGES.invalidProperty('private_notes').es,
      ],
      [
        'explorer',
        `business_process=${QX}&filter_dates=${encodeURIComponent('{"range":["2026-03-10","2026-03-01"],"field":"happened_on"}')}`,
        localize("Finish Date can't be earlier than Start Date", 'es'),
      ],
      [
        'explorer',
        `business_process=${QX}&filter_dates=${encodeURIComponent('{"range":["2026-03-01","2026-03-10"],"field":"area"}')}`,
        EXPLORER_MESSAGES.invalidProperty('area').es,
      ],
      ['global_search', `business_process=${QX}`, localize('Filter business_process must not be in here', 'es')],
      ['explorer_user_todo_list', 'pk=x', localize('Invalid QUnit PK', 'es')],
    ];
    for (const [path, params, detail] of cases) {
      const res = await call('admin', `${C1}/unit/${path}/?${params}`);
      expect(res.statusCode, `${path}?${params}`).toBe(400);
      expect(res.json(), `${path}?${params}`).toEqual({ detail });
    }
  });

  it('answers a malformed query with 400, never 500', async () => {
    const bad = [
      'items_per_page=abc',
      'items_per_page=0',
      'items_per_page=101',
      'offset=-1',
      'sort_by=DROP%20TABLE',
      'sort_by=area:sideways',
      'sort_order=X',
      'centros=a,b',
      'directories=1;2',
      'current_workflow_responsible=me',
      'affected_processes=PE-04',
      'advanced_filters=not-json',
      'advanced_filters=[1]',
      `advanced_filters=${encodeURIComponent('{"area":{"from":"a"}}')}`,
      `advanced_filters=${encodeURIComponent('{"amount":"doce"}')}`,
      `advanced_filters=${encodeURIComponent('{"amount":{"from":null}}')}`,
      `advanced_filters=${encodeURIComponent('{"happened_on":"ayer"}')}`,
      `advanced_filters=${encodeURIComponent('{"area":[]}')}`,
      `advanced_filters=${encodeURIComponent('{"area":[{"x":1}]}')}`,
      `filter_dates=${encodeURIComponent('{"range":["2026-02-30","2026-03-01"]}')}`,
      `filter_dates=${encodeURIComponent('{"range":["2026-03-01"]}')}`,
      'filter_dates={}',
      `search=${'x'.repeat(300)}`,
    ];
    for (const params of bad) {
      const res = await call('admin', `${C1}/unit/explorer/?business_process=${QX}&${params}`);
      expect(res.statusCode, params).toBe(400);
      expect(res.json(), params).toBeTypeOf('object');
    }
    const unknown = await call('admin', `${C1}/unit/explorer/?business_process=NOPE`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ business_process: [MESSAGES.unknownBusinessProcess('NOPE').es] });
  });
});
