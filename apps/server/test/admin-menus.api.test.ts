import { ADMIN_MESSAGES, type AdminMenuItem, type AdminMenuList, MESSAGES, type MenuItem } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectStatus } from './admin-fixture.js';
import { login, useTestApp } from './harness.js';

const ctx = useTestApp();
const api = adminApi(ctx);
const ids = {
  demo: 0,
  hud: 0,
  lab: 0,
  ces: 0,
  bilbao: 0,
  acmeCentro: 0,
  tsl: 0,
  tecMant: 0,
  dirCalidad: 0,
  acmeRole: 0,
};
let HUD = '';
let LAB = '';
let BILBAO = '';

beforeAll(async () => {
  ids.demo = await api.idOf('sites', 'url_name', 'demo');
  ids.hud = await api.idOf('centros', 'url_name', 'hospital-universitario-demo');
  ids.lab = await api.idOf('centros', 'url_name', 'laboratorio-clinico');
  ids.ces = await api.idOf('centros', 'url_name', 'centro-especialidades-sur');
  const norte = await api.idOf('sites', 'url_name', 'norte');
  const acme = await api.idOf('sites', 'url_name', 'acme');
  const firstCentro = async (site: number) =>
    (
      await ctx.db.k
        .selectFrom('centros')
        .select('id')
        .where('site_id', '=', site)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.bilbao = await firstCentro(norte);
  ids.acmeCentro = await firstCentro(acme);
  ids.tsl = await api.idOf('roles', 'name', 'Técnico superior de laboratorio');
  ids.tecMant = await api.idOf('roles', 'name', 'Técnico de mantenimiento');
  ids.dirCalidad = await api.idOf('roles', 'name', 'Director de calidad');
  ids.acmeRole = (
    await ctx.db.k.selectFrom('roles').select('id').where('site_id', '=', acme).executeTakeFirstOrThrow()
  ).id;
  HUD = `/api/v1/demo/${ids.hud}`;
  LAB = `/api/v1/demo/${ids.lab}`;
  BILBAO = `/api/v1/demo/norte/${ids.bilbao}`;
});

const table = async (scope = HUD, who = 'admin') => (await api.get(who, `${scope}/menuitem/`)).json() as AdminMenuList;
const byName = async (name: string, scope = HUD) =>
  (await table(scope)).results.find((m) => m.name === name) as AdminMenuItem;
const full = async (who: string, scope: string) => (await api.get(who, `${scope}/menuitem/full`)).json() as MenuItem[];
const names = (tree: MenuItem[]): string[] => tree.flatMap((m) => [m.name, ...names(m.items)]);
/** The body the spec's form sends for an item, as JSON. */
const body = (m: AdminMenuItem, overrides: Record<string, unknown> = {}) => ({
  name: m.name,
  order: m.order,
  enabled: m.enabled,
  parent: m.parent,
  url: m.url ?? '',
  allowed_roles: m.allowed_roles,
  blocked_roles: m.blocked_roles,
  ...overrides,
});

describe('the Menus table', () => {
  it('lists every item in tree order with its depth, submenus and roles, whoever may see it', async () => {
    const res = await api.get('admin', `${HUD}/menuitem/`);
    expectStatus(res, 200);
    const list = res.json() as AdminMenuList;
    expect(list).toMatchObject({ can_edit: true, can_copy_from_parent: false });
    expect(list.results.map((m) => `${'--'.repeat(m.indent)}${m.name}`)).toEqual([
      'Calidad',
      '--No conformidades',
      '--Acciones correctivas',
      '--Auditorías',
      '--Programa de auditorías',
      '--Riesgos y oportunidades',
      'Documentación',
      'Indicadores',
      'Mis tareas',
      'Mapa de procesos',
    ]);
    const calidad = list.results[0] as AdminMenuItem;
    expect(calidad).toMatchObject({ has_children: true, parent: null, url: null, order: 1, enabled: true });
    expect(list.results.find((m) => m.name === 'Riesgos y oportunidades')?.enabled).toBe(false);
    expect(list.results.find((m) => m.name === 'Indicadores')?.blocked_roles).toEqual([ids.tecMant]);
    expect(list.results.find((m) => m.name === 'Programa de auditorías')?.allowed_roles).toContain(ids.dirCalidad);

    const children = (await api.get('admin', `${HUD}/menuitem/?parent=${calidad.id}`)).json() as AdminMenuList;
    expect(children.results.map((m) => m.name)).toHaveLength(5);
    const top = (await api.get('admin', `${HUD}/menuitem/?parent=`)).json() as AdminMenuList;
    expect(top.results.every((m) => m.parent === null)).toBe(true);
    expect((await api.get('admin', `${HUD}/menuitem/${calidad.id}/`)).json()).toEqual(calidad);
    const badParent = await api.get('admin', `${HUD}/menuitem/?parent=abc`);
    expectStatus(badParent, 400);
    expect(badParent.json()).toEqual({ parent: [ADMIN_MESSAGES.invalidInteger] });
  });

  it('is read by managers without edit rights and refused to plain users', async () => {
    const manager = await table(HUD, 'manager');
    expect(manager.can_edit).toBe(false);
    expect(manager.results.length).toBeGreaterThan(0);
    const user = await api.get('user', `${LAB}/menuitem/`);
    expectStatus(user, 403);
    expect(user.json()).toEqual({ detail: ADMIN_MESSAGES.readOnlyAccess });
  });
});

describe('adding, editing and deleting menu items', () => {
  it('adds a submenu from the multipart form with allowed and blocked roles, and audits it', async () => {
    const calidad = await byName('Calidad');
    const res = await api.form('admin', 'POST', `${HUD}/menuitem/`, {
      name: 'Indicadores de laboratorio',
      order: '6',
      enabled: 'true',
      parent: String(calidad.id),
      url: '/explorer?business_process=INDICATOR',
      allowed_roles: [String(ids.tsl), String(ids.dirCalidad)],
      blocked_roles: JSON.stringify([ids.tecMant]),
    });
    expectStatus(res, 201);
    const created = res.json() as AdminMenuItem;
    expect(created).toMatchObject({
      parent: calidad.id,
      indent: 1,
      order: 6,
      allowed_roles: [ids.dirCalidad, ids.tsl].sort((a, b) => a - b),
      blocked_roles: [ids.tecMant],
      has_children: false,
    });
    const audit = await api.auditOf('menu_item', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', before: null, site_id: ids.demo });
    expect(audit[0]?.after).toMatchObject({ name: 'Indicadores de laboratorio', allowed_roles: created.allowed_roles });
  });

  it('validates the form with the spec rules and messages', async () => {
    const empty = await api.post('admin', `${HUD}/menuitem/`, {});
    expect(empty.json()).toEqual({
      name: [ADMIN_MESSAGES.required],
      order: [ADMIN_MESSAGES.required],
      enabled: [ADMIN_MESSAGES.required],
    });
    const bad = await api.form('admin', 'POST', `${HUD}/menuitem/`, {
      name: 'X',
      order: '0',
      enabled: 'true',
      url: 'javascript:alert(1)',
      allowed_roles: String(ids.tsl),
      blocked_roles: String(ids.tsl),
    });
    expect(bad.json()).toEqual({
      order: [ADMIN_MESSAGES.atLeast(1).en],
      url: [ADMIN_MESSAGES.linkInvalid],
      blocked_roles: [ADMIN_MESSAGES.roleBothAllowedAndBlocked],
    });
    const notNumber = await api.form('admin', 'POST', `${HUD}/menuitem/`, { name: 'X', order: 'uno', enabled: 'sí' });
    expect(notNumber.json()).toEqual({ order: [ADMIN_MESSAGES.invalidInteger], enabled: [ADMIN_MESSAGES.notBoolean] });
    const foreignRole = await api.post('admin', `${HUD}/menuitem/`, {
      name: 'X',
      order: 1,
      enabled: true,
      allowed_roles: [ids.acmeRole],
    });
    expect(foreignRole.json()).toEqual({ allowed_roles: [ADMIN_MESSAGES.unknownRole(ids.acmeRole).en] });
    const foreignParent = await ctx.db.k
      .selectFrom('menu_items')
      .innerJoin('sites', 'sites.id', 'menu_items.site_id')
      .select('menu_items.id')
      .where('sites.url_name', '=', 'acme')
      .executeTakeFirstOrThrow();
    const parent = await api.post('admin', `${HUD}/menuitem/`, {
      name: 'X',
      order: 1,
      enabled: true,
      parent: foreignParent.id,
    });
    expect(parent.json()).toEqual({ parent: [ADMIN_MESSAGES.unknownId(foreignParent.id).en] });
    const absolute = await api.post('admin', `${HUD}/menuitem/`, {
      name: 'Web',
      order: 9,
      enabled: true,
      url: 'https://www.iso.org/',
    });
    expectStatus(absolute, 201);
  });

  it('updates with form data, empty url and parent meaning none, and refuses a parent below itself', async () => {
    const calidad = await byName('Calidad');
    const auditorias = await byName('Auditorías');
    const cycle = await api.put('admin', `${HUD}/menuitem/${calidad.id}/`, body(calidad, { parent: auditorias.id }));
    expectStatus(cycle, 400);
    expect(cycle.json()).toEqual({ parent: [ADMIN_MESSAGES.notUnderItself] });
    const itself = await api.put('admin', `${HUD}/menuitem/${calidad.id}/`, body(calidad, { parent: calidad.id }));
    expect(itself.json()).toEqual({ parent: [ADMIN_MESSAGES.notUnderItself] });

    const res = await api.form('admin', 'PUT', `${HUD}/menuitem/${auditorias.id}/`, {
      name: 'Auditorías internas',
      order: '3',
      enabled: 'true',
      parent: '',
      url: '',
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ name: 'Auditorías internas', parent: null, url: null, indent: 0 });
    const audit = await api.auditOf('menu_item', auditorias.id);
    expect(audit.at(-1)?.before).toMatchObject({ name: 'Auditorías', parent: calidad.id });
    expect(audit.at(-1)?.after).toMatchObject({ name: 'Auditorías internas', parent: null });
  });

  it('keeps the enabled flag of a menu with submenus and refuses to delete it', async () => {
    const calidad = await byName('Calidad');
    const toggle = await api.put('admin', `${HUD}/menuitem/${calidad.id}/`, body(calidad, { enabled: false }));
    expectStatus(toggle, 400);
    expect(toggle.json()).toEqual({ enabled: [ADMIN_MESSAGES.menuEnabledLocked] });
    const rename = await api.put(
      'admin',
      `${HUD}/menuitem/${calidad.id}/`,
      body(calidad, { name: 'Gestión de calidad' }),
    );
    expectStatus(rename, 200);
    const del = await api.del('admin', `${HUD}/menuitem/${calidad.id}/`);
    expectStatus(del, 409);
    expect(del.json()).toEqual({ detail: ADMIN_MESSAGES.menuHasChildren });
    const leaf = await byName('Riesgos y oportunidades');
    expectStatus(await api.del('admin', `${HUD}/menuitem/${leaf.id}/`), 204);
    expect(await byName('Riesgos y oportunidades')).toBeUndefined();
    expect((await api.auditOf('menu_item', leaf.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
  });

  it('is for administrators only, and never reaches another company’s items', async () => {
    const docs = await byName('Documentación');
    for (const who of ['manager', 'user'] as const) {
      const scope = who === 'user' ? LAB : HUD;
      const add = await api.post(who, `${scope}/menuitem/`, { name: 'X', order: 1, enabled: true });
      expectStatus(add, 403);
      expect(add.json()).toEqual({ detail: MESSAGES.adminOnly });
      expectStatus(await api.put(who, `${scope}/menuitem/${docs.id}/`, body(docs)), 403);
      expectStatus(await api.del(who, `${scope}/menuitem/${docs.id}/`), 403);
      expectStatus(await api.get(who, `${scope}/menuitem/copy_from_parent/`), 403);
    }
    const ACME = `/api/v1/acme/${ids.acmeCentro}`;
    expectStatus(await api.get('acme.admin', `${HUD}/menuitem/`), 404);
    expectStatus(await api.get('acme.admin', `${ACME}/menuitem/${docs.id}/`), 404);
    expectStatus(await api.put('acme.admin', `${ACME}/menuitem/${docs.id}/`, body(docs, { name: 'Hack' })), 404);
    expectStatus(await api.del('acme.admin', `${ACME}/menuitem/${docs.id}/`), 404);
    expect((await byName('Documentación')).name).toBe('Documentación');
  });
});

describe('the navigation honours allowed and blocked roles', () => {
  it('shows an item allowed to a role only to its holders, and hides a blocked one from its holders', async () => {
    // As seeded: the audit programme only for quality roles; Indicadores blocked for maintenance technicians.
    expect(names(await full('user', LAB))).not.toContain('Programa de auditorías');
    expect(names(await full('admin', HUD))).toContain('Programa de auditorías');
    const pablo = await login(ctx, 'pablo.garcia');
    const CES = `/api/v1/demo/${ids.ces}`;
    expect(names(await full(pablo, CES))).not.toContain('Indicadores');
    expect(names(await full(pablo, HUD))).toContain('Indicadores');

    // The admin restricts "Mis tareas" to laboratory technicians: `user` keeps it, the admin loses it.
    const tasks = await byName('Mis tareas');
    expectStatus(
      await api.put('admin', `${HUD}/menuitem/${tasks.id}/`, body(tasks, { allowed_roles: [ids.tsl] })),
      200,
    );
    expect(names(await full('user', LAB))).toContain('Mis tareas');
    expect(names(await full('admin', HUD))).not.toContain('Mis tareas');
    // Blocking the technicians hides it from them again.
    await api.put('admin', `${HUD}/menuitem/${tasks.id}/`, body(tasks, { blocked_roles: [ids.tsl] }));
    expect(names(await full('user', LAB))).not.toContain('Mis tareas');
    expect(names(await full('admin', HUD))).toContain('Mis tareas');
  });
});

describe('Copy Parent Menus', () => {
  it('is only for a sub-company without menus', async () => {
    const top = await api.get('admin', `${HUD}/menuitem/copy_from_parent/`);
    expectStatus(top, 400);
    expect(top.json()).toEqual({ detail: ADMIN_MESSAGES.noParentCompany });
    const has = await api.get('admin', `${BILBAO}/menuitem/copy_from_parent/`);
    expectStatus(has, 409);
    expect(has.json()).toEqual({ detail: ADMIN_MESSAGES.alreadyHasMenus });
  });

  it('copies the parent company’s menu, keeping only roles the sub-company can use', async () => {
    const norte = await api.idOf('sites', 'url_name', 'norte');
    await ctx.db.k.deleteFrom('menu_items').where('site_id', '=', norte).where('parent_id', 'is not', null).execute();
    await ctx.db.k.deleteFrom('menu_items').where('site_id', '=', norte).execute();
    // Demo's documentation menu, allowed only to laboratory technicians (not a role Norte can use).
    const docs = await byName('Documentación');
    expectStatus(await api.put('admin', `${HUD}/menuitem/${docs.id}/`, body(docs, { allowed_roles: [ids.tsl] })), 200);
    const empty = await table(BILBAO);
    expect(empty).toMatchObject({ count: 0, can_copy_from_parent: true });
    const res = await api.get('admin', `${BILBAO}/menuitem/copy_from_parent/`);
    expectStatus(res, 200);
    const copied = res.json() as AdminMenuList;
    const parentMenu = (await table(HUD)).results;
    expect(parentMenu.length).toBeGreaterThan(0);
    expect(copied.results.map((m) => [m.name, m.indent, m.order, m.url])).toEqual(
      parentMenu.map((m) => [m.name, m.indent, m.order, m.url]),
    );
    expect(copied.can_copy_from_parent).toBe(false);
    // The audit programme is allowed to demo's quality roles; Norte inherits the director and the technician.
    const programme = copied.results.find((m) => m.name === 'Programa de auditorías') as AdminMenuItem;
    expect(programme.allowed_roles).toContain(ids.dirCalidad);
    expect(programme.enabled).toBe(true);
    // The maintenance technician is not Norte's: the block is dropped.
    expect(copied.results.find((m) => m.name === 'Indicadores')?.blocked_roles).toEqual([]);
    // An item allowed only to roles Norte cannot use is copied disabled, never open to everyone.
    expect(copied.results.find((m) => m.name === 'Documentación')).toMatchObject({ enabled: false, allowed_roles: [] });
    const audit = await api.auditOf('menu_item', programme.id);
    expect(audit[0]).toMatchObject({ action: 'copy_from_parent', before: null });
    expectStatus(await api.get('admin', `${BILBAO}/menuitem/copy_from_parent/`), 409);
  });
});
