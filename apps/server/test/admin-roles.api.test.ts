import {
  ADMIN_MESSAGES,
  type DepartmentList,
  type DepartmentRecord,
  MESSAGES,
  type RoleList,
  type RoleRecord,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectStatus } from './admin-fixture.js';
import { useTestApp } from './harness.js';

const ctx = useTestApp();
const api = adminApi(ctx);
const DEMO = '/api/v1/demo';
const NORTE = '/api/v1/demo/norte';
const ACME = '/api/v1/acme';
const ids = { demo: 0, acme: 0, calidad: 0, laboratorio: 0, dirCalidad: 0, tecCalidad: 0, acmeDep: 0, acmeRole: 0 };

beforeAll(async () => {
  ids.demo = await api.idOf('sites', 'url_name', 'demo');
  ids.acme = await api.idOf('sites', 'url_name', 'acme');
  const dep = (site: number, name: string) =>
    ctx.db.k
      .selectFrom('departments')
      .select('id')
      .where('site_id', '=', site)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  ids.calidad = (await dep(ids.demo, 'Calidad')).id;
  ids.laboratorio = (await dep(ids.demo, 'Laboratorio')).id;
  ids.dirCalidad = await api.idOf('roles', 'name', 'Director de calidad');
  ids.tecCalidad = await api.idOf('roles', 'name', 'Técnico de calidad');
  const acmeRole = await ctx.db.k
    .selectFrom('roles')
    .select(['id', 'department_id'])
    .where('site_id', '=', ids.acme)
    .executeTakeFirstOrThrow();
  ids.acmeRole = acmeRole.id;
  ids.acmeDep = acmeRole.department_id;
});

const roles = async (scope = DEMO, query = '') =>
  ((await api.get('admin', `${scope}/role/${query}`)).json() as RoleList).results;
const roleById = async (id: number) => (await api.get('admin', `${DEMO}/role/${id}/`)).json() as RoleRecord;

describe('departments', () => {
  it('lists the company’s departments with their role counts', async () => {
    const res = await api.get('admin', `${DEMO}/department/`);
    expectStatus(res, 200);
    const list = res.json() as DepartmentList;
    expect(list.can_edit).toBe(true);
    expect(list.results.map((d) => d.name)).toEqual(
      [...list.results.map((d) => d.name)].sort((a, b) => a.localeCompare(b)),
    );
    const calidad = list.results.find((d) => d.name === 'Calidad') as DepartmentRecord;
    expect(calidad).toMatchObject({ site: ids.demo, roles_count: 3 });
    expect(calidad.description).toMatch(/ISO 9001/);
    expect(list.results.every((d) => d.site === ids.demo)).toBe(true);
    expect((await api.get('admin', `${DEMO}/department/${ids.calidad}/`)).json()).toEqual(calidad);
  });

  it('creates from multipart with site, refuses repeated names and a foreign site, updates and audits', async () => {
    const created = await api.form('admin', 'POST', `${DEMO}/department/`, {
      name: 'Farmacia',
      description: 'Servicio de farmacia hospitalaria',
      site: String(ids.demo),
    });
    expectStatus(created, 201);
    const farmacia = created.json() as DepartmentRecord;
    expect(farmacia).toMatchObject({ name: 'Farmacia', roles_count: 0, site: ids.demo });

    const repeated = await api.post('admin', `${DEMO}/department/`, { name: 'Calidad' });
    expect(repeated.json()).toEqual({ name: [ADMIN_MESSAGES.duplicate] });
    const empty = await api.post('admin', `${DEMO}/department/`, { name: '   ', description: 'x' });
    expect(empty.json()).toEqual({ name: [ADMIN_MESSAGES.required] });
    const foreign = await api.post('admin', `${DEMO}/department/`, { name: 'Otro', site: ids.acme });
    expect(foreign.json()).toEqual({ site: [ADMIN_MESSAGES.unknownId(ids.acme).en] });

    const updated = await api.form('admin', 'PUT', `${DEMO}/department/${farmacia.id}/`, {
      name: 'Farmacia hospitalaria',
      description: '',
      site: String(ids.demo),
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ name: 'Farmacia hospitalaria', description: '' });
    const audit = await api.auditOf('department', farmacia.id);
    expect(audit.map((e) => e.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ name: 'Farmacia' });
    expect(audit[1]?.after).toMatchObject({ name: 'Farmacia hospitalaria' });

    expectStatus(await api.del('admin', `${DEMO}/department/${farmacia.id}/`), 204);
    expect((await api.auditOf('department', farmacia.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
  });

  it('refuses to delete a department in use, saying why', async () => {
    const res = await api.del('admin', `${DEMO}/department/${ids.calidad}/`);
    expectStatus(res, 409);
    const permissions = await ctx.db.k
      .selectFrom('process_permissions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('department_id', '=', ids.calidad)
      .executeTakeFirstOrThrow();
    expect(res.json().detail).toBe(
      ADMIN_MESSAGES.departmentInUse([
        ADMIN_MESSAGES.hasRoles(3),
        ADMIN_MESSAGES.usedByPermissions(Number(permissions.n)),
      ]).en,
    );
    // A department without roles but granted process roles is in use as well.
    const dep = (await api.post('admin', `${DEMO}/department/`, { name: 'Docencia' })).json() as DepartmentRecord;
    const process = await ctx.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', ids.demo)
      .executeTakeFirstOrThrow();
    await ctx.db.k
      .insertInto('process_permissions')
      .values({ site_id: ids.demo, process_id: process.id, permission: 'reader', role_id: null, department_id: dep.id })
      .execute();
    const granted = await api.del('admin', `${DEMO}/department/${dep.id}/`);
    expectStatus(granted, 409);
    expect(granted.json().detail).toBe(ADMIN_MESSAGES.departmentInUse([ADMIN_MESSAGES.usedByPermissions(1)]).en);
  });

  it('lets managers read only; plain users and other tenants get nothing', async () => {
    const manager = await api.get('manager', `${DEMO}/department/`);
    expectStatus(manager, 200);
    expect((manager.json() as DepartmentList).can_edit).toBe(false);
    expectStatus(await api.get('user', `${DEMO}/department/`), 403);
    expectStatus(await api.get('user', `${DEMO}/department/${ids.calidad}/`), 403);
    for (const who of ['manager', 'user'] as const) {
      const add = await api.post(who, `${DEMO}/department/`, { name: `De ${who}` });
      expectStatus(add, 403);
      expect(add.json()).toEqual({ detail: MESSAGES.adminOnly });
      expectStatus(await api.put(who, `${DEMO}/department/${ids.calidad}/`, { name: 'X' }), 403);
      expectStatus(await api.del(who, `${DEMO}/department/${ids.calidad}/`), 403);
    }
    expectStatus(await api.get('acme.admin', `${DEMO}/department/`), 404);
    expectStatus(await api.get('acme.admin', `${ACME}/department/${ids.calidad}/`), 404);
    expectStatus(await api.put('acme.admin', `${ACME}/department/${ids.calidad}/`, { name: 'Hackeado' }), 404);
    expectStatus(await api.del('acme.admin', `${ACME}/department/${ids.calidad}/`), 404);
    expectStatus(await api.get('admin', `${DEMO}/department/${ids.acmeDep}/`), 404);
  });
});

describe('roles', () => {
  it('lists each department’s tree depth first with levels, names and paths', async () => {
    const res = await api.get('admin', `${DEMO}/role/`);
    expectStatus(res, 200);
    expect((res.json() as RoleList).can_edit).toBe(true);
    const calidad = (await roles()).filter((r) => r.department === ids.calidad);
    expect(calidad.map((r) => [r.name, r.level])).toEqual([
      ['Director de calidad', 0],
      ['Responsable de seguridad del paciente', 1],
      ['Técnico de calidad', 1],
    ]);
    const tec = calidad[2] as RoleRecord;
    expect(tec).toMatchObject({
      parent: ids.dirCalidad,
      parent_name: 'Director de calidad',
      department_name: 'Calidad',
      site: ids.demo,
      site_name: 'Grupo Sanitario Demo',
      path: [ids.dirCalidad, tec.id],
      inherited: false,
    });
    expect(await roleById(tec.id)).toEqual(tec);
    const onlyLab = await roles(DEMO, `?department=${ids.laboratorio}`);
    expect(onlyLab.every((r) => r.department === ids.laboratorio)).toBe(true);
  });

  it('adds the inherited roles, marked, when asked (the menu form’s choices)', async () => {
    const own = await roles(NORTE);
    expect(own.every((r) => !r.inherited)).toBe(true);
    const all = await roles(NORTE, '?inherited=true');
    const inherited = all.filter((r) => r.inherited);
    expect(inherited.map((r) => r.name).sort()).toEqual(['Director de calidad', 'Técnico de calidad']);
    expect(inherited.every((r) => r.site_name === 'Grupo Sanitario Demo')).toBe(true);
  });

  it('creates roles and sub-roles (path sent by the client is ignored) and audits them', async () => {
    const top = await api.form('admin', 'POST', `${DEMO}/role/`, {
      name: 'Coordinador de acreditación',
      description: 'Prepara la acreditación ISO 15189',
      department: String(ids.laboratorio),
      parent: '',
      path: '/whatever/',
    });
    expectStatus(top, 201);
    const coord = top.json() as RoleRecord;
    expect(coord).toMatchObject({ parent: null, level: 0, path: [coord.id], department_name: 'Laboratorio' });
    const sub = await api.post('admin', `${DEMO}/role/`, {
      name: 'Auxiliar de acreditación',
      department: ids.laboratorio,
      parent: coord.id,
    });
    expectStatus(sub, 201);
    expect(sub.json()).toMatchObject({
      parent: coord.id,
      parent_name: 'Coordinador de acreditación',
      level: 1,
      path: [coord.id, sub.json().id],
    });
    expect((await api.auditOf('role', coord.id))[0]).toMatchObject({ action: 'create', before: null });
  });

  it('validates roles with the spec messages', async () => {
    const missing = await api.post('admin', `${DEMO}/role/`, {});
    expect(missing.json()).toEqual({ name: [ADMIN_MESSAGES.required], department: [ADMIN_MESSAGES.required] });
    const otherDep = await api.post('admin', `${DEMO}/role/`, {
      name: 'Becario',
      department: ids.laboratorio,
      parent: ids.dirCalidad,
    });
    expect(otherDep.json()).toEqual({ parent: [ADMIN_MESSAGES.parentOtherDepartment] });
    const foreign = await api.post('admin', `${DEMO}/role/`, {
      name: 'Becario',
      department: ids.acmeDep,
      parent: ids.acmeRole,
    });
    expect(foreign.json()).toEqual({
      department: [ADMIN_MESSAGES.unknownId(ids.acmeDep).en],
      parent: [ADMIN_MESSAGES.unknownId(ids.acmeRole).en],
    });
    const repeated = await api.post('admin', `${DEMO}/role/`, { name: 'Técnico de calidad', department: ids.calidad });
    expect(repeated.json()).toEqual({ name: [ADMIN_MESSAGES.duplicate] });
  });

  it('moves a role with its subtree, rewriting paths, and refuses cycles', async () => {
    const make = async (name: string, parent: number | null) =>
      ((await api.post('admin', `${DEMO}/role/`, { name, department: ids.calidad, parent })).json() as RoleRecord).id;
    const a = await make('Jefe de auditoría interna', null);
    const b = await make('Auditor interno', a);
    const c = await make('Auditor en formación', b);

    const cycle = await api.put('admin', `${DEMO}/role/${a}/`, {
      name: 'Jefe de auditoría interna',
      department: ids.calidad,
      parent: c,
    });
    expectStatus(cycle, 400);
    expect(cycle.json()).toEqual({ parent: [ADMIN_MESSAGES.notUnderItself] });
    const self = await api.put('admin', `${DEMO}/role/${a}/`, {
      name: 'Jefe de auditoría interna',
      department: ids.calidad,
      parent: a,
    });
    expect(self.json()).toEqual({ parent: [ADMIN_MESSAGES.notUnderItself] });

    // b (with c below it) now reports to the quality director.
    const moved = await api.put('admin', `${DEMO}/role/${b}/`, {
      name: 'Auditor interno jefe',
      description: 'Dirige las auditorías',
      department: ids.calidad,
      parent: ids.dirCalidad,
      site: ids.demo,
      path: 'ignored',
    });
    expectStatus(moved, 200);
    expect(moved.json()).toMatchObject({ name: 'Auditor interno jefe', path: [ids.dirCalidad, b], level: 1 });
    expect((await roleById(c)).path).toEqual([ids.dirCalidad, b, c]);
    // "Reports to anyone": back to the top, subtree along.
    await api.put('admin', `${DEMO}/role/${b}/`, {
      name: 'Auditor interno jefe',
      department: ids.calidad,
      parent: null,
    });
    expect((await roleById(c)).path).toEqual([b, c]);
    // Another department takes the whole subtree.
    const otherDep = await api.put('admin', `${DEMO}/role/${b}/`, {
      name: 'Auditor interno jefe',
      department: ids.laboratorio,
      parent: null,
    });
    expectStatus(otherDep, 200);
    expect((await roleById(c)).department).toBe(ids.laboratorio);
    const audit = await api.auditOf('role', b);
    expect(audit.at(-1)?.before).toMatchObject({ department: ids.calidad });
    expect(audit.at(-1)?.after).toMatchObject({ department: ids.laboratorio });
  });

  it('refuses to delete a role in use, listing every reason; deletes an unused one', async () => {
    const res = await api.del('admin', `${DEMO}/role/${ids.dirCalidad}/`);
    expectStatus(res, 409);
    const detail = res.json().detail as string;
    expect(detail).toMatch(/^This role cannot be deleted: /);
    expect(detail).toContain('user role assignments in centros');
    expect(detail).toContain('process permission');
    expect(detail).toContain('menus allow or block it');
    expect(detail).toContain('sub-company inherits it');
    expect(detail).toContain('roles report to it');
    const leaf = (
      await api.post('admin', `${DEMO}/role/`, { name: 'Pasante', department: ids.calidad })
    ).json() as RoleRecord;
    expectStatus(await api.del('admin', `${DEMO}/role/${leaf.id}/`), 204);
    expectStatus(await api.get('admin', `${DEMO}/role/${leaf.id}/`), 404);
    expect((await api.auditOf('role', leaf.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('is read by managers, written by administrators, and closed to other tenants', async () => {
    expect(((await api.get('manager', `${DEMO}/role/`)).json() as RoleList).can_edit).toBe(false);
    expectStatus(await api.get('user', `${DEMO}/role/`), 403);
    for (const who of ['manager', 'user'] as const) {
      expectStatus(await api.post(who, `${DEMO}/role/`, { name: 'X', department: ids.calidad }), 403);
      expectStatus(await api.put(who, `${DEMO}/role/${ids.tecCalidad}/`, { name: 'X', department: ids.calidad }), 403);
      expectStatus(await api.del(who, `${DEMO}/role/${ids.tecCalidad}/`), 403);
    }
    expectStatus(await api.get('acme.admin', `${ACME}/role/${ids.tecCalidad}/`), 404);
    expectStatus(
      await api.put('acme.admin', `${ACME}/role/${ids.tecCalidad}/`, { name: 'X', department: ids.acmeDep }),
      404,
    );
    expectStatus(await api.del('acme.admin', `${ACME}/role/${ids.tecCalidad}/`), 404);
    expectStatus(await api.get('admin', `${DEMO}/role/${ids.acmeRole}/`), 404);
  });
});
