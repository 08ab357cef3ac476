import { ADMIN_MESSAGES, MESSAGES, ORG_MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';
import { unitsApi } from './units-fixture.js';

/**
 * The Companies and Centros screens' API (shell-and-admin §7 "Sites", "Role inheritance and
 * roles", "Centro"): every call, form rule and permission, the audit entries, and tenants kept
 * apart (acme.admin reaching into demo gets 404).
 */
const ctx = useTestApp();
const tokens: Record<string, string> = {};
const ids = { demo: 0, norte: 0, acme: 0, hud: 0, bq: 0, lab: 0, ces: 0, bilbao: 0, madrid: 0 };
const users = { admin: 0, manager: 0, user: 0, acmeAdmin: 0 };

type Who = 'admin' | 'manager' | 'user' | 'acme.admin';
type Fields = Record<string, string | string[]>;
type Files = Parameters<typeof multipart>[1];

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(tokens[who]!), ...(payload ? { payload } : {}) });

async function form(who: Who, method: 'POST' | 'PUT', url: string, fields: Fields, files: Files = {}) {
  const body = await multipart(fields, files);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...auth(tokens[who]!), ...body.headers } });
}

/** The smallest PNG there is (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';

const companyFields = (name: string, extra: Fields = {}): Fields => ({
  name,
  qualium_product: 'health',
  storage_type: 'filesystem',
  max_users_number: '3',
  ...extra,
});

async function lastAudit(entity: string, entityId: number) {
  return ctx.db.k
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
const parsed = (text: string | null) => (text === null ? null : JSON.parse(text));

async function centroRow(id: number) {
  return ctx.db.k.selectFrom('centros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin'] as const) tokens[who] = await login(ctx, who);
  const sites = await ctx.db.k.selectFrom('sites').select(['id', 'url_name']).execute();
  for (const s of sites) if (s.url_name in ids) ids[s.url_name as 'demo'] = s.id;
  const centros = await ctx.db.k.selectFrom('centros').select(['id', 'url_name']).execute();
  const byUrl = (prefix: string) => centros.find((c) => c.url_name?.startsWith(prefix))!.id;
  Object.assign(ids, {
    hud: byUrl('hospital-universitario'),
    bq: byUrl('bloque-quirurgico'),
    lab: byUrl('laboratorio-clinico'),
    ces: byUrl('centro-especialidades'),
    bilbao: byUrl('planta-elaborados-bilbao'),
    madrid: byUrl('sede-central-madrid'),
  });
  const people = await ctx.db.k.selectFrom('users').select(['id', 'username']).execute();
  const userId = (name: string) => people.find((p) => p.username === name)!.id;
  Object.assign(users, {
    admin: userId('admin'),
    manager: userId('manager'),
    user: userId('user'),
    acmeAdmin: userId('acme.admin'),
  });
});

describe('GET {scope}/site/', () => {
  it('lists the scope company and those below it, with what the Companies table shows', async () => {
    const res = await call('admin', 'GET', '/api/v1/demo/site/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.can_edit).toBe(true);
    expect(body.results.map((s: { path: string }) => s.path)).toEqual(['/demo', '/demo/norte']);
    const norte = body.results[1];
    expect(norte).toMatchObject({ parent: ids.demo, parent_name: 'Grupo Sanitario Demo', storage_type: 'filesystem' });
    expect(norte.inherit_roles.length).toBeGreaterThan(0);
    expect(norte.centros_count).toBe(2);
    expect(body.results[0]).toMatchObject({ children_count: 1, centros_count: 4 });
    // From the sub-company, only it.
    const below = (await call('admin', 'GET', '/api/v1/demo/norte/site/')).json();
    expect(below.results.map((s: { path: string }) => s.path)).toEqual(['/demo/norte']);
  });

  it('is read-only for a manager and shows acme.admin only acme', async () => {
    expect((await call('manager', 'GET', '/api/v1/demo/site/')).json().can_edit).toBe(false);
    const acme = (await call('acme.admin', 'GET', '/api/v1/acme/site/')).json();
    expect(acme.results.map((s: { url_name: string }) => s.url_name)).toEqual(['acme']);
    expect((await call('acme.admin', 'GET', '/api/v1/demo/site/')).statusCode).toBe(404);
  });
});

describe('creating a company', () => {
  it('creates a sub-company with a logo, a url_name made from its name, and an audit entry', async () => {
    const res = await form(
      'admin',
      'POST',
      '/api/v1/demo/site/',
      companyFields('Clínica Dental Sur', {
        parent: String(ids.demo),
        reports_footer_text: 'Pie',
        allow_password_change: 'false',
      }),
      { logo: { name: 'logo.png', type: 'image/png', bytes: PNG } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const site = res.json();
    expect(site).toMatchObject({
      name: 'Clínica Dental Sur',
      url_name: 'clinica-dental-sur',
      path: '/demo/clinica-dental-sur',
      parent: ids.demo,
      qualium_product: 'health',
      max_users_number: 3,
      reports_footer_text: 'Pie',
      allow_password_change: false,
      password_strength: false,
      inherit_roles: [],
      centros_count: 0,
    });
    expect(site.logo).toMatch(/^\/media\/.+\.png$/);
    const logo = await ctx.app.inject({ method: 'GET', url: site.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/png');
    const audit = await lastAudit('site', site.id);
    expect(audit).toMatchObject({ action: 'create', user_id: users.admin, site_id: ids.demo, before: null });
    expect(parsed(audit.after)).toMatchObject({ name: 'Clínica Dental Sur', path: '/demo/clinica-dental-sur/' });
    // The same name again gets the next free url_name; the administrator reaches it at once.
    const again = await call('admin', 'POST', '/api/v1/demo/site/', companyFields('Clínica Dental Sur'));
    expect(again.json()).toMatchObject({ url_name: 'clinica-dental-sur-2', parent: ids.demo });
    const current = await call('admin', 'GET', '/api/v1/demo/clinica-dental-sur-2/site/current/');
    expect(current.statusCode).toBe(200);
  });

  it('creates it under a sub-company when that is the parent', async () => {
    const res = await call('admin', 'POST', '/api/v1/demo/site/', {
      ...companyFields('Delegación Vizcaya'),
      url_name: 'vizcaya',
      parent: ids.norte,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      path: '/demo/norte/vizcaya',
      parent: ids.norte,
      parent_name: 'Demo Norte Alimentación',
    });
  });

  it('applies the form rules of shell-and-admin §5', async () => {
    const empty = await call('admin', 'POST', '/api/v1/demo/site/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      name: [ADMIN_MESSAGES.required],
      qualium_product: [ADMIN_MESSAGES.required],
      storage_type: [ADMIN_MESSAGES.required],
      max_users_number: [ADMIN_MESSAGES.required],
    });
    const bad = await form('admin', 'POST', '/api/v1/demo/site/', {
      name: ' Lead',
      qualium_product: 'food',
      storage_type: 's3',
      max_users_number: '0',
    });
    expect(bad.json()).toEqual({
      name: [ADMIN_MESSAGES.leadingSpace],
      storage_type: [ADMIN_MESSAGES.invalidChoice('s3').en],
      max_users_number: [ADMIN_MESSAGES.atLeast(1).en],
    });
    for (const urlName of ['Mayus', 'site', '123', 'con espacio']) {
      const res = await call('admin', 'POST', '/api/v1/demo/site/', { ...companyFields('X'), url_name: urlName });
      expect(res.json(), urlName).toEqual({ url_name: [ORG_MESSAGES.urlNameInvalid] });
    }
    const taken = await call('admin', 'POST', '/api/v1/demo/site/', { ...companyFields('X'), url_name: 'acme' });
    expect(taken.json()).toEqual({ url_name: [ADMIN_MESSAGES.duplicate] });
  });

  it('refuses an image that is not PNG, JPEG, GIF or WebP, keeping nothing', async () => {
    const before = await ctx.db.k.selectFrom('sites').select('id').execute();
    const res = await form('admin', 'POST', '/api/v1/demo/site/', companyFields('Con SVG'), {
      background_image: { name: 'fondo.svg', type: 'image/svg+xml', bytes: SVG },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ background_image: [ORG_MESSAGES.notAnImage] });
    expect(await ctx.db.k.selectFrom('sites').select('id').execute()).toEqual(before);
  });

  it('creates only under the scope company or below it', async () => {
    const res = await call('admin', 'POST', '/api/v1/demo/norte/site/', {
      ...companyFields('Arriba'),
      parent: ids.demo,
    });
    expect(res.json()).toEqual({ parent: [ADMIN_MESSAGES.unknownId(ids.demo).en] });
    const foreign = await call('admin', 'POST', '/api/v1/demo/site/', { ...companyFields('Ajena'), parent: ids.acme });
    expect(foreign.json()).toEqual({ parent: [ADMIN_MESSAGES.unknownId(ids.acme).en] });
  });

  it('is for administrators only', async () => {
    for (const who of ['manager', 'user'] as const) {
      const res = await call(who, 'POST', '/api/v1/demo/site/', companyFields('No'));
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.adminOnly });
    }
    expect((await call('acme.admin', 'POST', '/api/v1/demo/site/', companyFields('No'))).statusCode).toBe(404);
  });
});

describe('editing a company', () => {
  let id = 0;
  beforeAll(async () => {
    id = (
      await call('admin', 'POST', '/api/v1/demo/site/', { ...companyFields('Editable'), url_name: 'editable' })
    ).json().id;
  });

  it('changes its settings and images, keeping what was not sent, with before and after audited', async () => {
    const res = await form(
      'admin',
      'PUT',
      `/api/v1/demo/site/${id}/`,
      companyFields('Editada', {
        url_name: 'editable',
        parent: String(ids.demo),
        max_users_number: '7',
        storage_type: 'gdrive',
      }),
      { process_map_image: { name: 'mapa.png', type: 'image/png', bytes: PNG } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Editada',
      max_users_number: 7,
      storage_type: 'gdrive',
      allow_password_change: true,
    });
    expect(res.json().process_map_image).toMatch(/^\/media\//);
    const audit = await lastAudit('site', id);
    expect(audit.action).toBe('update');
    expect(parsed(audit.before)).toMatchObject({ name: 'Editable', max_users_number: 3, process_map_image: null });
    expect(parsed(audit.after)).toMatchObject({ name: 'Editada', max_users_number: 7, storage_type: 'gdrive' });
  });

  it('turns the password strength rule on and off per company (shell-and-admin §5)', async () => {
    const set = (value: string) =>
      call('admin', 'PUT', `/api/v1/demo/site/${id}/`, { ...companyFields('Editada'), password_strength: value });
    const on = await set('true');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().password_strength).toBe(true);
    expect(parsed((await lastAudit('site', id)).after)).toMatchObject({ password_strength: true });
    // A form that leaves it out keeps it; the session's company summary carries it.
    const kept = await call('admin', 'PUT', `/api/v1/demo/site/${id}/`, companyFields('Editada'));
    expect(kept.json().password_strength).toBe(true);
    expect((await set('false')).json().password_strength).toBe(false);
  });

  it("keeps the footer's help link and contact address as the company's settings (shell-and-admin §2.2)", async () => {
    const put = (fields: object) =>
      call('admin', 'PUT', `/api/v1/demo/site/${id}/`, { ...companyFields('Editada'), ...fields });
    const bad = await put({ help_url: 'javascript:alert(1)', contact_email: 'no-es-correo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      help_url: [ADMIN_MESSAGES.linkInvalid],
      contact_email: [ADMIN_MESSAGES.emailInvalid],
    });
    const saved = await put({ help_url: 'https://ayuda.example.org/', contact_email: 'calidad@example.org' });
    expect(saved.json()).toMatchObject({
      help_url: 'https://ayuda.example.org/',
      contact_email: 'calidad@example.org',
    });
    const url_name = saved.json().url_name as string;
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/v1/sitepath/?url_name=${url_name}` })).json();
    expect(pub).toMatchObject({ help_url: 'https://ayuda.example.org/', contact_email: 'calidad@example.org' });
    expect((await put({ help_url: '', contact_email: '' })).json()).toMatchObject({
      help_url: null,
      contact_email: null,
    });
  });

  it('keeps url_name and parent fixed', async () => {
    const renamed = await call('admin', 'PUT', `/api/v1/demo/site/${id}/`, { ...companyFields('E'), url_name: 'otra' });
    expect(renamed.json()).toEqual({ url_name: [ORG_MESSAGES.urlNameFixed] });
    const moved = await call('admin', 'PUT', `/api/v1/demo/site/${id}/`, { ...companyFields('E'), parent: ids.norte });
    expect(moved.json()).toEqual({ parent: [ORG_MESSAGES.parentFixed] });
  });

  it('refuses a maximum of users below the active ones', async () => {
    const active = await ctx.db.k
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', ids.demo)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await call('admin', 'PUT', `/api/v1/demo/site/${ids.demo}/`, {
      ...companyFields('Grupo'),
      max_users_number: 1,
    });
    expect(res.json()).toEqual({ max_users_number: [ORG_MESSAGES.maxUsersBelowActive(Number(active.n)).en] });
  });

  it('answers 404 for a company outside the scope, and 403 to non-administrators', async () => {
    expect((await call('admin', 'PUT', `/api/v1/demo/norte/site/${ids.demo}/`, companyFields('X'))).statusCode).toBe(
      404,
    );
    expect((await call('acme.admin', 'PUT', `/api/v1/acme/site/${id}/`, companyFields('X'))).statusCode).toBe(404);
    expect((await call('manager', 'PUT', `/api/v1/demo/site/${id}/`, companyFields('X'))).statusCode).toBe(403);
    const site = await ctx.db.k.selectFrom('sites').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(site.name).toBe('Editada');
  });
});

describe('deleting a company', () => {
  it('refuses one that holds sub-companies, centros and users, saying so', async () => {
    const res = await call('admin', 'DELETE', `/api/v1/demo/site/${ids.demo}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ORG_MESSAGES.deleteOwnCompany });
    const norte = await call('admin', 'DELETE', `/api/v1/demo/site/${ids.norte}/`);
    expect(norte.statusCode).toBe(409);
    expect(norte.json().detail).toMatch(/^This company cannot be deleted: it has .*2 centros; \d+ users\.$/);
  });

  it('deletes an empty sub-company with its configuration, audited', async () => {
    const id = (
      await call('admin', 'POST', '/api/v1/demo/site/', { ...companyFields('Efímera'), url_name: 'efimera' })
    ).json().id;
    await ctx.db.k
      .insertInto('departments')
      .values({ site_id: id, name: 'Calidad', created_at: new Date().toISOString() })
      .execute();
    expect((await call('manager', 'DELETE', `/api/v1/demo/site/${id}/`)).statusCode).toBe(403);
    expect((await call('acme.admin', 'DELETE', `/api/v1/acme/site/${id}/`)).statusCode).toBe(404);
    const res = await call('admin', 'DELETE', `/api/v1/demo/site/${id}/`);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.k.selectFrom('sites').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await ctx.db.k.selectFrom('departments').select('id').where('site_id', '=', id).execute()).toEqual([]);
    const audit = await lastAudit('site', id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(parsed(audit.before)).toMatchObject({ url_name: 'efimera' });
  });
});

describe('inherited roles', () => {
  it('lists what norte inherits and what it could inherit from demo', async () => {
    const inherited = (await call('admin', 'GET', '/api/v1/demo/norte/role/list_inherited_roles/')).json();
    expect(inherited.count).toBeGreaterThan(0);
    expect(
      inherited.results.every((r: { inherited: boolean; site: number }) => r.inherited && r.site === ids.demo),
    ).toBe(true);
    const candidates = (await call('admin', 'GET', '/api/v1/demo/norte/role/site_participating_inherit_roles/')).json();
    const demoRoles = await ctx.db.k.selectFrom('roles').select('id').where('site_id', '=', ids.demo).execute();
    expect(candidates.results.map((r: { id: number }) => r.id).sort()).toEqual(demoRoles.map((r) => r.id).sort());
    const marked = candidates.results
      .filter((r: { inherited: boolean }) => r.inherited)
      .map((r: { id: number }) => r.id);
    expect(marked.sort()).toEqual(inherited.results.map((r: { id: number }) => r.id).sort());
    // A top-level company has nothing to inherit.
    expect((await call('admin', 'GET', '/api/v1/demo/role/site_participating_inherit_roles/')).json().count).toBe(0);
  });

  it('toggles the roles it is sent, all or nothing, audited', async () => {
    const site = (
      await call('admin', 'POST', '/api/v1/demo/site/', { ...companyFields('Hereda'), url_name: 'hereda' })
    ).json();
    const url = '/api/v1/demo/hereda/role';
    const [a, b] = (await call('admin', 'GET', `${url}/site_participating_inherit_roles/`)).json().results as Array<{
      id: number;
    }>;
    const first = await form('admin', 'POST', `${url}/edit_inheritance/`, { roles: [String(a!.id), String(b!.id)] });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first
        .json()
        .results.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
    const second = await call('admin', 'POST', `${url}/edit_inheritance/`, { roles: [a!.id] });
    expect(second.json().results.map((r: { id: number }) => r.id)).toEqual([b!.id]);
    const audit = await lastAudit('site', site.id);
    expect(parsed(audit.before)).toEqual({ inherit_roles: [a!.id, b!.id].sort((x, y) => x - y) });
    expect(parsed(audit.after)).toEqual({ inherit_roles: [b!.id] });
    const acmeRole = await ctx.db.k
      .selectFrom('roles')
      .select('id')
      .where('site_id', '=', ids.acme)
      .executeTakeFirstOrThrow();
    const foreign = await call('admin', 'POST', `${url}/edit_inheritance/`, { roles: [a!.id, acmeRole.id] });
    expect(foreign.json()).toEqual({ roles: [ORG_MESSAGES.notInheritable(acmeRole.id).en] });
    const after = (await call('admin', 'GET', `${url}/list_inherited_roles/`)).json();
    expect(after.results.map((r: { id: number }) => r.id)).toEqual([b!.id]);
  });

  it('keeps a role inherited while the company uses it, and a top-level company inherits nothing', async () => {
    const used = await ctx.db.k
      .selectFrom('user_centro_roles')
      .innerJoin('site_inherited_roles', (j) =>
        j
          .onRef('site_inherited_roles.role_id', '=', 'user_centro_roles.role_id')
          .onRef('site_inherited_roles.site_id', '=', 'user_centro_roles.site_id'),
      )
      .select('user_centro_roles.role_id')
      .where('user_centro_roles.site_id', '=', ids.norte)
      .executeTakeFirstOrThrow();
    const res = await call('admin', 'POST', '/api/v1/demo/norte/role/edit_inheritance/', { roles: [used.role_id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/cannot stop being inherited: \d+ user role assignments? in centros/);
    const top = await call('admin', 'POST', '/api/v1/demo/role/edit_inheritance/', { roles: [used.role_id] });
    expect(top.json()).toEqual({ roles: [ORG_MESSAGES.noParentToInherit] });
  });

  it('lets managers read, administrators change, and nobody else in', async () => {
    const read = await call('manager', 'GET', '/api/v1/demo/role/list_inherited_roles/');
    expect(read.statusCode).toBe(200);
    expect(read.json().can_edit).toBe(false);
    expect((await call('user', 'GET', '/api/v1/demo/role/list_inherited_roles/')).statusCode).toBe(403);
    expect((await call('manager', 'POST', '/api/v1/demo/role/edit_inheritance/', { roles: [] })).statusCode).toBe(403);
    for (const path of ['list_inherited_roles/', 'site_participating_inherit_roles/']) {
      expect((await call('acme.admin', 'GET', `/api/v1/demo/norte/role/${path}`)).statusCode).toBe(404);
    }
    expect(
      (await call('acme.admin', 'POST', '/api/v1/demo/norte/role/edit_inheritance/', { roles: [1] })).statusCode,
    ).toBe(404);
  });
});

describe('centros', () => {
  it('lists every centro to administrators and the browsable ones to others, sorted by path_str', async () => {
    const all = (await call('admin', 'GET', '/api/v1/demo/qcentro/')).json();
    expect(all.can_edit).toBe(true);
    expect(all.results.map((c: { path_str: string }) => c.path_str)).toEqual([
      'Centro de Especialidades Sur',
      'Hospital Universitario Demo',
      'Hospital Universitario Demo/Bloque Quirúrgico',
      'Hospital Universitario Demo/Laboratorio Clínico',
    ]);
    const hud = all.results[1];
    expect(hud).toMatchObject({ id: ids.hud, children_count: 2, depth: 0, path: [ids.hud] });
    expect(hud.processes.length).toBeGreaterThan(0);
    const mine = (await call('user', 'GET', '/api/v1/demo/qcentro/')).json();
    expect(mine).toMatchObject({ count: 1, can_edit: false });
    expect((await call('user', 'GET', `/api/v1/demo/qcentro/${ids.lab}/`)).statusCode).toBe(200);
    expect((await call('user', 'GET', `/api/v1/demo/qcentro/${ids.hud}/`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/v1/demo/qcentro/${ids.bilbao}/`)).statusCode).toBe(404);
  });

  it('creates a centro under a parent or at the top, with path and path_str, audited', async () => {
    const res = await form(
      'admin',
      'POST',
      '/api/v1/demo/qcentro/',
      { name: 'Consultas Externas', parent: String(ids.hud), url_name: 'consultas-externas' },
      { logo: { name: 'logo.png', type: 'image/png', bytes: PNG } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const centro = res.json();
    expect(centro).toMatchObject({
      parent: ids.hud,
      path: [ids.hud, centro.id],
      path_str: 'Hospital Universitario Demo/Consultas Externas',
      depth: 1,
      site: ids.demo,
      processes: [],
    });
    expect(centro.logo).toMatch(/^\/media\//);
    expect(parsed((await lastAudit('centro', centro.id)).after)).toMatchObject({ name: 'Consultas Externas' });
    const top = await form('admin', 'POST', '/api/v1/demo/qcentro/', { name: 'Centro Norte', parent: 'none' });
    expect(top.json()).toMatchObject({ parent: null, path_str: 'Centro Norte', depth: 0 });
  });

  it('applies the centro form rules', async () => {
    expect((await call('admin', 'POST', '/api/v1/demo/qcentro/', { parent: '' })).json()).toEqual({
      name: [ADMIN_MESSAGES.required],
    });
    const foreign = await call('admin', 'POST', '/api/v1/demo/qcentro/', { name: 'X', parent: ids.madrid });
    expect(foreign.json()).toEqual({ parent: [ADMIN_MESSAGES.unknownId(ids.madrid).en] });
    const taken = await call('admin', 'POST', '/api/v1/demo/qcentro/', { name: 'X', url_name: 'bloque-quirurgico' });
    expect(taken.json()).toEqual({ url_name: [ADMIN_MESSAGES.duplicate] });
  });

  it('keeps path and path_str of the whole subtree on a rename and a move, never under itself', async () => {
    const make = async (name: string, parent: number | string) =>
      (await call('admin', 'POST', '/api/v1/demo/qcentro/', { name, parent })).json();
    const a = await make('Área A', 'none');
    const b = await make('Unidad B', a.id);
    const c = await make('Puesto C', b.id);
    const renamed = await call('admin', 'PUT', `/api/v1/demo/qcentro/${a.id}/`, { name: 'Área Alfa', parent: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await centroRow(c.id)).path_str).toBe('Área Alfa/Unidad B/Puesto C');
    const moved = await call('admin', 'PUT', `/api/v1/demo/qcentro/${b.id}/`, { name: 'Unidad B', parent: ids.ces });
    expect(moved.json()).toMatchObject({ path: [ids.ces, b.id], path_str: 'Centro de Especialidades Sur/Unidad B' });
    expect(await centroRow(c.id)).toMatchObject({
      path: `/${ids.ces}/${b.id}/${c.id}/`,
      path_str: 'Centro de Especialidades Sur/Unidad B/Puesto C',
    });
    for (const parent of [b.id, c.id]) {
      const loop = await call('admin', 'PUT', `/api/v1/demo/qcentro/${b.id}/`, { name: 'Unidad B', parent });
      expect(loop.json()).toEqual({ parent: [ADMIN_MESSAGES.notUnderItself] });
    }
    const audit = await lastAudit('centro', b.id);
    expect(parsed(audit.before)).toMatchObject({ parent: a.id });
    expect(parsed(audit.after)).toMatchObject({ parent: ids.ces });
  });

  it('refuses to delete a centro with centros below it, people with roles or records', async () => {
    const children = await call('admin', 'DELETE', `/api/v1/demo/qcentro/${ids.hud}/`);
    expect(children.statusCode).toBe(409);
    expect(children.json().detail).toMatch(
      /^This centro cannot be deleted: it has \d+ centros below it; \d+ users with roles in it\.$/,
    );
    const { createUnit } = unitsApi(ctx);
    await createUnit(tokens.admin!, `/api/v1/demo/${ids.ces}`, 'NC');
    const records = await call('admin', 'DELETE', `/api/v1/demo/qcentro/${ids.ces}/`);
    // NC units may bring others with them (a notification): at least the one made here.
    expect(records.json().detail).toMatch(/^This centro cannot be deleted: it has .*\d+ records?[;.]/);
  });

  it('deletes an empty centro with its links, audited; only administrators of its company', async () => {
    const centro = (
      await call('admin', 'POST', '/api/v1/demo/qcentro/', { name: 'Provisional', parent: ids.ces })
    ).json();
    const process = await ctx.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', ids.demo)
      .executeTakeFirstOrThrow();
    await call('admin', 'PUT', `/api/v1/demo/qcentro/${centro.id}/add_process/`, { process_id: process.id });
    expect((await call('manager', 'DELETE', `/api/v1/demo/qcentro/${centro.id}/`)).statusCode).toBe(403);
    expect((await call('acme.admin', 'DELETE', `/api/v1/acme/qcentro/${centro.id}/`)).statusCode).toBe(404);
    expect((await call('acme.admin', 'DELETE', `/api/v1/demo/qcentro/${centro.id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/v1/demo/qcentro/${centro.id}/`)).statusCode).toBe(204);
    expect(
      await ctx.db.k.selectFrom('centros').select('id').where('id', '=', centro.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await lastAudit('centro', centro.id)).action).toBe('delete');
  });

  it('is changed by administrators only', async () => {
    for (const who of ['manager', 'user'] as const) {
      expect((await call(who, 'POST', '/api/v1/demo/qcentro/', { name: 'No' })).statusCode).toBe(403);
      expect((await call(who, 'PUT', `/api/v1/demo/qcentro/${ids.lab}/`, { name: 'No' })).statusCode).toBe(403);
    }
    expect((await call('acme.admin', 'PUT', `/api/v1/acme/qcentro/${ids.lab}/`, { name: 'No' })).statusCode).toBe(404);
    expect((await centroRow(ids.lab)).name).toBe('Laboratorio Clínico');
  });
});

describe('process matrix', () => {
  it('shows every centro × process to administrators, and the managed centros to a manager', async () => {
    const matrix = (await call('admin', 'GET', '/api/v1/demo/qcentro/list_process_matrix')).json();
    expect(matrix.can_edit).toBe(true);
    const processes = await ctx.db.k.selectFrom('processes').select('id').where('site_id', '=', ids.demo).execute();
    expect(matrix.processes).toHaveLength(processes.length);
    expect(matrix.processes[0]).toMatchObject({ process_type: 'strategic', level: 1 });
    const managed = (await call('manager', 'GET', '/api/v1/demo/qcentro/list_process_matrix')).json();
    expect(managed.can_edit).toBe(false);
    expect(managed.centros.map((c: { id: number }) => c.id).sort()).toEqual([ids.hud, ids.bq].sort());
    expect((await call('user', 'GET', '/api/v1/demo/qcentro/list_process_matrix')).statusCode).toBe(403);
    expect((await call('acme.admin', 'GET', '/api/v1/demo/qcentro/list_process_matrix')).statusCode).toBe(404);
  });

  it('links and unlinks a process, answering the centro, audited', async () => {
    const linked = await ctx.db.k
      .selectFrom('centro_processes')
      .select('process_id')
      .where('centro_id', '=', ids.lab)
      .execute();
    const free = await ctx.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', ids.demo)
      .where(
        'id',
        'not in',
        linked.map((l) => l.process_id),
      )
      .executeTakeFirstOrThrow();
    const add = await form('admin', 'PUT', `/api/v1/demo/qcentro/${ids.lab}/add_process/`, {
      process_id: String(free.id),
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().processes).toContain(free.id);
    const audit = await lastAudit('centro', ids.lab);
    expect(parsed(audit.before).processes).not.toContain(free.id);
    expect(parsed(audit.after).processes).toContain(free.id);
    const remove = await call('admin', 'PUT', `/api/v1/demo/qcentro/${ids.lab}/remove_process/`, {
      process_id: free.id,
    });
    expect(remove.json().processes).not.toContain(free.id);
  });

  it('refuses a process of another company and non-administrators', async () => {
    const acmeProcess = await ctx.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', ids.acme)
      .executeTakeFirstOrThrow();
    const res = await call('admin', 'PUT', `/api/v1/demo/qcentro/${ids.lab}/add_process/`, {
      process_id: acmeProcess.id,
    });
    expect(res.json()).toEqual({ process_id: [ORG_MESSAGES.unknownProcess(acmeProcess.id).en] });
    expect((await call('admin', 'PUT', `/api/v1/demo/qcentro/${ids.lab}/add_process/`, {})).json()).toEqual({
      process_id: [ADMIN_MESSAGES.required],
    });
    expect(
      (await call('manager', 'PUT', `/api/v1/demo/qcentro/${ids.hud}/add_process/`, { process_id: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call('acme.admin', 'PUT', `/api/v1/acme/qcentro/${ids.hud}/add_process/`, { process_id: acmeProcess.id }))
        .statusCode,
    ).toBe(404);
  });
});

describe('roles and users of a centro', () => {
  const holders = (body: { results: Array<{ id: number; users: number[] }> }, roleId: number) =>
    body.results.find((r) => r.id === roleId)!.users;

  it('lists the roles of the company (and inherited ones) with who holds them, and who may hold them', async () => {
    const hud = (await call('admin', 'GET', `/api/v1/demo/qcentro/${ids.hud}/centro_roles/`)).json();
    expect(hud.centro).toBe(ids.hud);
    expect(hud.results.every((r: { inherited: boolean }) => !r.inherited)).toBe(true);
    const names = hud.users.map((u: { id: number }) => u.id);
    expect(names).toContain(users.user);
    expect(names).not.toContain(users.acmeAdmin);
    const bilbao = (await call('admin', 'GET', `/api/v1/demo/norte/qcentro/${ids.bilbao}/centro_roles/`)).json();
    expect(bilbao.results.some((r: { inherited: boolean }) => r.inherited)).toBe(true);
    // Users of the group above work in the sub-company too.
    expect(bilbao.users.map((u: { id: number }) => u.id)).toContain(users.admin);
  });

  it('adds, removes and sets a user’s roles, audited', async () => {
    const roles = (await call('admin', 'GET', `/api/v1/demo/qcentro/${ids.ces}/centro_roles/`)).json();
    const [r1, r2] = roles.results as Array<{ id: number }>;
    const added = await form('admin', 'PUT', `/api/v1/demo/qcentro/${ids.ces}/add_user_role/`, {
      user_id: String(users.user),
      role_id: String(r1!.id),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(holders(added.json(), r1!.id)).toContain(users.user);
    const audit = await lastAudit('centro_roles', ids.ces);
    expect(parsed(audit.before)).toEqual({ user: users.user, roles: [] });
    expect(parsed(audit.after)).toEqual({ user: users.user, roles: [r1!.id] });
    const set = await form('admin', 'PUT', `/api/v1/demo/qcentro/${ids.ces}/modify_user_roles/`, {
      user_id: String(users.user),
      roles_ids: [String(r1!.id), String(r2!.id)],
    });
    expect(holders(set.json(), r2!.id)).toContain(users.user);
    const removed = await call('admin', 'PUT', `/api/v1/demo/qcentro/${ids.ces}/remove_user_role/`, {
      user_id: users.user,
      role_id: r1!.id,
    });
    expect(holders(removed.json(), r1!.id)).not.toContain(users.user);
    expect(holders(removed.json(), r2!.id)).toContain(users.user);
    // The user now browses the centro.
    expect((await call('user', 'GET', '/api/v1/demo/qcentro/')).json().count).toBe(2);
  });

  it('refuses users and roles of another company', async () => {
    const url = `/api/v1/demo/qcentro/${ids.ces}`;
    const role = (await call('admin', 'GET', `${url}/centro_roles/`)).json().results[0].id;
    const acmeRole = await ctx.db.k
      .selectFrom('roles')
      .select('id')
      .where('site_id', '=', ids.acme)
      .executeTakeFirstOrThrow();
    expect(
      (await call('admin', 'PUT', `${url}/add_user_role/`, { user_id: users.acmeAdmin, role_id: role })).json(),
    ).toEqual({
      user_id: [ORG_MESSAGES.unknownUser(users.acmeAdmin).en],
    });
    expect(
      (await call('admin', 'PUT', `${url}/add_user_role/`, { user_id: users.user, role_id: acmeRole.id })).json(),
    ).toEqual({
      role_id: [ADMIN_MESSAGES.unknownRole(acmeRole.id).en],
    });
    expect(
      (
        await call('admin', 'PUT', `${url}/modify_user_roles/`, { user_id: users.user, roles_ids: [acmeRole.id] })
      ).json(),
    ).toEqual({ roles_ids: [ADMIN_MESSAGES.unknownRole(acmeRole.id).en] });
    expect((await call('acme.admin', 'GET', `/api/v1/acme/qcentro/${ids.ces}/centro_roles/`)).statusCode).toBe(404);
  });

  it('lets a manager change roles in the centros they manage only; a user nowhere', async () => {
    const url = `/api/v1/demo/qcentro/${ids.bq}`;
    const role = (await call('manager', 'GET', `${url}/centro_roles/`)).json().results[0].id;
    const res = await call('manager', 'PUT', `${url}/add_user_role/`, { user_id: users.user, role_id: role });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastAudit('centro_roles', ids.bq)).user_id).toBe(users.manager);
    const other = await call('manager', 'PUT', `/api/v1/demo/qcentro/${ids.lab}/add_user_role/`, {
      user_id: users.user,
      role_id: role,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: ADMIN_MESSAGES.readOnlyAccess });
    expect((await call('manager', 'GET', `/api/v1/demo/qcentro/${ids.lab}/centro_roles/`)).statusCode).toBe(403);
    expect((await call('user', 'GET', `/api/v1/demo/qcentro/${ids.lab}/centro_roles/`)).statusCode).toBe(403);
    expect(
      (await call('user', 'PUT', `${url}/add_user_role/`, { user_id: users.user, role_id: role })).statusCode,
    ).toBe(403);
  });
});

describe('managers of a centro', () => {
  it('lists the people with a role there and whether they manage it', async () => {
    const res = (await call('admin', 'GET', `/api/v1/demo/qcentro/${ids.hud}/list_manager_candidates`)).json();
    expect(res.can_edit).toBe(true);
    expect(res.results.find((c: { id: number }) => c.id === users.manager)).toMatchObject({ manager: true });
    expect(res.results.find((c: { id: number }) => c.id === users.admin)).toMatchObject({ manager: false });
    const managerView = (
      await call('manager', 'GET', `/api/v1/demo/qcentro/${ids.hud}/list_manager_candidates`)
    ).json();
    expect(managerView.can_edit).toBe(false);
    expect((await call('manager', 'GET', `/api/v1/demo/qcentro/${ids.lab}/list_manager_candidates`)).statusCode).toBe(
      403,
    );
    expect((await call('user', 'GET', `/api/v1/demo/qcentro/${ids.lab}/list_manager_candidates`)).statusCode).toBe(403);
  });

  it('sets and clears the manager flag (1 or 0), audited; only for people with a role there', async () => {
    const url = `/api/v1/demo/qcentro/${ids.lab}`;
    const on = await form('admin', 'PUT', `${url}/set_user_manager/`, { user_id: String(users.user), manager: '1' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().results.find((c: { id: number }) => c.id === users.user).manager).toBe(true);
    expect(await lastAudit('centro_manager', ids.lab)).toMatchObject({ action: 'create', before: null });
    const off = await form('admin', 'PUT', `${url}/set_user_manager/`, { user_id: String(users.user), manager: '0' });
    expect(off.json().results.find((c: { id: number }) => c.id === users.user).manager).toBe(false);
    expect((await lastAudit('centro_manager', ids.lab)).action).toBe('delete');
    const noRole = await call('admin', 'PUT', `/api/v1/demo/qcentro/${ids.ces}/set_user_manager/`, {
      user_id: users.manager,
      manager: 1,
    });
    expect(noRole.json()).toEqual({ user_id: [ORG_MESSAGES.managerNeedsRole] });
  });

  it('drops the manager flag with a user’s last role there', async () => {
    const url = `/api/v1/demo/qcentro/${ids.bq}`;
    const before = (await call('admin', 'GET', `${url}/list_manager_candidates`)).json();
    expect(before.results.find((c: { id: number }) => c.id === users.manager).manager).toBe(true);
    await call('admin', 'PUT', `${url}/modify_user_roles/`, { user_id: users.manager, roles_ids: [] });
    const after = (await call('admin', 'GET', `${url}/list_manager_candidates`)).json();
    expect(after.results.map((c: { id: number }) => c.id)).not.toContain(users.manager);
    const row = await ctx.db.k
      .selectFrom('centro_managers')
      .select('user_id')
      .where('centro_id', '=', ids.bq)
      .where('user_id', '=', users.manager)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('is changed by administrators only', async () => {
    const url = `/api/v1/demo/qcentro/${ids.hud}/set_user_manager/`;
    expect((await call('manager', 'PUT', url, { user_id: users.admin, manager: 1 })).statusCode).toBe(403);
    expect(
      (
        await call('acme.admin', 'PUT', `/api/v1/acme/qcentro/${ids.hud}/set_user_manager/`, {
          user_id: users.acmeAdmin,
          manager: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});
