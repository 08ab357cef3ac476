import { ADMIN_MESSAGES, type AdminUser, type AdminUserList, MESSAGES, PREFERENCES_MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectStatus } from './admin-fixture.js';
import { auth, login, useTestApp } from './harness.js';

const ctx = useTestApp();
const api = adminApi(ctx);
const DEMO = '/api/v1/demo';
const NORTE = '/api/v1/demo/norte';
const ACME = '/api/v1/acme';
const STRONG = 'Nuevo1234!';
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ids = { demo: 0, norte: 0, acme: 0, hud: 0, madrid: 0, user: 0, carmen: 0, acmeUser: 0, admin: 0 };

beforeAll(async () => {
  ids.demo = await api.idOf('sites', 'url_name', 'demo');
  ids.norte = await api.idOf('sites', 'url_name', 'norte');
  ids.acme = await api.idOf('sites', 'url_name', 'acme');
  ids.hud = await api.idOf('centros', 'url_name', 'hospital-universitario-demo');
  ids.madrid = (
    await ctx.db.k.selectFrom('centros').select('id').where('site_id', '=', ids.acme).executeTakeFirstOrThrow()
  ).id;
  ids.user = await api.idOf('users', 'username', 'user');
  ids.carmen = await api.idOf('users', 'username', 'carmen.lopez');
  ids.acmeUser = await api.idOf('users', 'username', 'sonia.castro');
  ids.admin = await api.idOf('users', 'username', 'admin');
});

/** Every field the form sends, as the spec's client sends them (multipart text, support_level as JSON). */
const formFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  username: 'nuria.vidal',
  email: 'nuria.vidal@demo-salud.es',
  first_name: 'Núria',
  last_name: 'Vidal Serra',
  lang: 'ca',
  is_active: 'true',
  email_notifications: 'true',
  internal_notifications: 'false',
  isManager: 'false',
  isAdmin: 'false',
  support_level: JSON.stringify({ chat: true }),
  preferred_centro: String(ids.hud),
  password: STRONG,
  id: '',
  site: String(ids.demo),
  site_name: 'Grupo Sanitario Demo',
  ...overrides,
});

/** The same user as a JSON body (for updates), from what the API answered. */
const jsonOf = (u: AdminUser, overrides: Partial<Record<string, unknown>> = {}) => ({
  username: u.username,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  lang: u.lang,
  is_active: u.is_active,
  email_notifications: u.email_notifications,
  internal_notifications: u.internal_notifications,
  isManager: u.isManager,
  isAdmin: u.isAdmin,
  support_level: u.support_level,
  preferred_centro: u.preferred_centro,
  site: u.site,
  ...overrides,
});

const userById = async (id: number) => (await api.get('admin', `${DEMO}/user/${id}/`)).json() as AdminUser;

describe('listing and reading users', () => {
  it('lists the users of the company and its sub-companies with every column, never a password', async () => {
    const res = await api.get('admin', `${DEMO}/user/`);
    expectStatus(res, 200);
    const list = res.json() as AdminUserList;
    expect(list.can_edit).toBe(true);
    expect(list.count).toBe(list.results.length);
    const usernames = list.results.map((u) => u.username);
    expect(usernames).toContain('carmen.lopez');
    expect(usernames).toContain('amaia.zubiri'); // Demo Norte, a sub-company
    expect(usernames).not.toContain('sonia.castro'); // ACME, another tenant
    const admin = list.results.find((u) => u.username === 'admin') as AdminUser;
    expect(admin).toMatchObject({
      first_name: 'Marta',
      last_name: 'Ruiz Ortega',
      email: 'marta.ruiz@demo-salud.es',
      is_active: true,
      isAdmin: true,
      isManager: true,
      support_level: { chat: true },
      site: ids.demo,
      site_name: 'Grupo Sanitario Demo',
      preferred_centro: ids.hud,
      preferred_centro_name: 'Hospital Universitario Demo',
      lang: 'es',
    });
    expect(admin.roles.length).toBeGreaterThan(0);
    expect(admin.roles[0]).toEqual(
      expect.objectContaining({ centro_name: expect.any(String), role_name: expect.any(String) }),
    );
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('narrows to one company with ?site, refusing one outside the scope', async () => {
    const norte = (await api.get('admin', `${DEMO}/user/?site=${ids.norte}`)).json() as AdminUserList;
    expect(norte.results.map((u) => u.site)).toEqual(norte.results.map(() => ids.norte));
    expect(norte.count).toBe(3);
    const acme = await api.get('admin', `${DEMO}/user/?site=${ids.acme}`);
    expectStatus(acme, 400);
    expect(acme.json()).toEqual({ site: [ADMIN_MESSAGES.unknownId(ids.acme).en] });
    // From the sub-company, the parent company's users are out of reach.
    const fromNorte = (await api.get('admin', `${NORTE}/user/`)).json() as AdminUserList;
    expect(fromNorte.results.every((u) => u.site === ids.norte)).toBe(true);
  });

  it('reads one user with the roles held per centro; another tenant’s user is not found', async () => {
    const carmen = await userById(ids.carmen);
    expect(carmen.username).toBe('carmen.lopez');
    expect(carmen.roles.map((r) => r.role_name).sort()).toEqual(
      ['Enfermero/a', 'Supervisor de enfermería', 'Supervisor de enfermería'].sort(),
    );
    expectStatus(await api.get('admin', `${DEMO}/user/${ids.acmeUser}/`), 404);
    expectStatus(await api.get('admin', `${DEMO}/user/999999/`), 404);
  });

  it('lets managers read (without editing) and refuses plain users', async () => {
    const manager = await api.get('manager', `${DEMO}/user/`);
    expectStatus(manager, 200);
    expect((manager.json() as AdminUserList).can_edit).toBe(false);
    expectStatus(await api.get('manager', `${DEMO}/user/${ids.carmen}/`), 200);
    const user = await api.get('user', `${DEMO}/user/`);
    expectStatus(user, 403);
    expect(user.json()).toEqual({ detail: ADMIN_MESSAGES.readOnlyAccess });
    expectStatus(await api.get('user', `${DEMO}/user/${ids.carmen}/`), 403);
  });

  it('keeps tenants apart: acme.admin cannot reach demo at all, nor demo users from its own company', async () => {
    expectStatus(await api.get('acme.admin', `${DEMO}/user/`), 404);
    expectStatus(await api.get('acme.admin', `${ACME}/user/${ids.carmen}/`), 404);
    expectStatus(await api.put('acme.admin', `${ACME}/user/${ids.carmen}/`, jsonOf(await userById(ids.carmen))), 404);
    expectStatus(await api.del('acme.admin', `${ACME}/user/${ids.carmen}/`), 404);
    const own = (await api.get('acme.admin', `${ACME}/user/`)).json() as AdminUserList;
    expect(own.results.map((u) => u.site_name)).toEqual(own.results.map(() => 'ACME Construcciones'));
  });
});

describe('creating users', () => {
  it('creates a user from the multipart form with a photo, hashes the password and audits without it', async () => {
    const res = await api.form('admin', 'POST', `${DEMO}/user/`, formFields(), {
      photo: { name: 'nuria.png', type: 'image/png', bytes: PNG },
    });
    expectStatus(res, 201);
    const created = res.json() as AdminUser;
    expect(created).toMatchObject({
      username: 'nuria.vidal',
      lang: 'ca',
      internal_notifications: false,
      support_level: { chat: true },
      site: ids.demo,
      preferred_centro: ids.hud,
      roles: [],
    });
    expect(created.photo).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.png$/);
    const row = await ctx.db.k
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // The new user signs in with the password the admin set.
    expect(await login(ctx, 'nuria.vidal', STRONG)).toMatch(/.+/);
    const [entry, ...rest] = await api.auditOf('user', created.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'create', user_id: ids.admin, site_id: ids.demo, before: null });
    expect(entry?.after).toMatchObject({ username: 'nuria.vidal', email: 'nuria.vidal@demo-salud.es' });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2|Nuevo1234/i);
  });

  it('also takes JSON, creating in a sub-company', async () => {
    const res = await api.post('admin', `${DEMO}/user/`, {
      ...formFields({ username: 'mikel.arana', email: 'mikel@demonorte.es', preferred_centro: '' }),
      site: ids.norte,
      is_active: true,
      isAdmin: false,
      support_level: { chat: false },
    });
    expectStatus(res, 201);
    expect(res.json()).toMatchObject({ site: ids.norte, site_name: 'Demo Norte Alimentación', preferred_centro: null });
  });

  it('answers every field problem at once with the spec messages', async () => {
    const res = await api.form('admin', 'POST', `${DEMO}/user/`, {
      username: ' ana',
      email: 'not-an-email',
      first_name: '',
      lang: 'fr',
      support_level: '{"level": 2}',
      password: 'short',
    });
    expectStatus(res, 400);
    const body = res.json();
    expect(body.username).toEqual([ADMIN_MESSAGES.leadingSpace]);
    expect(body.email).toEqual([ADMIN_MESSAGES.emailInvalid]);
    expect(body.first_name).toEqual([ADMIN_MESSAGES.required]);
    expect(body.last_name).toEqual([ADMIN_MESSAGES.required]);
    expect(body.lang).toEqual([ADMIN_MESSAGES.invalidChoice('fr').en]);
    for (const flag of ['is_active', 'email_notifications', 'internal_notifications', 'isManager', 'isAdmin']) {
      expect(body[flag], flag).toEqual([ADMIN_MESSAGES.required]);
    }
    expect(body['support_level.chat']).toEqual([ADMIN_MESSAGES.required]);
    expect(body.password).toEqual([MESSAGES.passwordStrength]);
    const missing = await api.form('admin', 'POST', `${DEMO}/user/`, formFields({ password: '' }));
    expect(missing.json()).toEqual({ password: [ADMIN_MESSAGES.required] });
  });

  it('refuses a repeated username (any company), a centro or company of another tenant and a non-image photo', async () => {
    const taken = await api.form('admin', 'POST', `${DEMO}/user/`, formFields({ username: 'sonia.castro' }));
    expect(taken.json()).toEqual({ username: [ADMIN_MESSAGES.duplicate] });
    const centro = await api.form(
      'admin',
      'POST',
      `${DEMO}/user/`,
      formFields({ username: 'x1', preferred_centro: String(ids.madrid) }),
    );
    expect(centro.json()).toEqual({ preferred_centro: [ADMIN_MESSAGES.preferredCentroOutside] });
    const site = await api.form(
      'admin',
      'POST',
      `${DEMO}/user/`,
      formFields({ username: 'x2', site: String(ids.acme) }),
    );
    expectStatus(site, 400);
    expect(site.json()).toEqual({ site: [ADMIN_MESSAGES.unknownId(ids.acme).en] });
    const photo = await api.form('admin', 'POST', `${DEMO}/user/`, formFields({ username: 'x3' }), {
      photo: { name: 'notes.pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    });
    expectStatus(photo, 400);
    expect(photo.json()).toEqual({ photo: [PREFERENCES_MESSAGES.photoNotImage] });
    const created = await ctx.db.k
      .selectFrom('users')
      .select('id')
      .where('username', 'in', ['x1', 'x2', 'x3'])
      .execute();
    expect(created).toEqual([]);
  });

  it("enforces the company's max_users_number on active users, with a clear message", async () => {
    const active = await ctx.db.k
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', ids.norte)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    await ctx.db.k
      .updateTable('sites')
      .set({ max_users_number: Number(active.n) })
      .where('id', '=', ids.norte)
      .execute();
    const fields = formFields({
      username: 'leire.otxoa',
      email: 'leire@demonorte.es',
      site: String(ids.norte),
      preferred_centro: '',
    });
    const full = await api.form('admin', 'POST', `${DEMO}/user/`, fields);
    expectStatus(full, 400);
    expect(full.json()).toEqual({
      non_field_errors: [ADMIN_MESSAGES.maxUsersReached('Demo Norte Alimentación', Number(active.n)).en],
    });
    // A disabled user takes no place; enabling them later is checked the same way.
    const disabled = await api.form('admin', 'POST', `${DEMO}/user/`, { ...fields, is_active: 'false' });
    expectStatus(disabled, 201);
    const enable = await api.put(
      'admin',
      `${DEMO}/user/${disabled.json().id}/`,
      jsonOf(disabled.json(), { is_active: true }),
    );
    expectStatus(enable, 400);
    expect(enable.json().non_field_errors).toEqual([
      ADMIN_MESSAGES.maxUsersReached('Demo Norte Alimentación', Number(active.n)).en,
    ]);
    await ctx.db.k.updateTable('sites').set({ max_users_number: 200 }).where('id', '=', ids.norte).execute();
  });

  it('is for administrators only', async () => {
    for (const who of ['manager', 'user'] as const) {
      const res = await api.form(who, 'POST', `${DEMO}/user/`, formFields({ username: `by.${who}` }));
      expectStatus(res, 403);
      expect(res.json()).toEqual({ detail: MESSAGES.adminOnly });
    }
  });
});

describe('updating users', () => {
  it('updates with JSON, audits before and after, and refuses a password', async () => {
    const before = await userById(ids.carmen);
    const res = await api.put('admin', `${DEMO}/user/${ids.carmen}/`, jsonOf(before, { lang: 'en', isManager: true }));
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ lang: 'en', isManager: true, roles: before.roles });
    const entries = await api.auditOf('user', ids.carmen);
    const last = entries.at(-1);
    expect(last).toMatchObject({ action: 'update', user_id: ids.admin });
    expect(last?.before).toMatchObject({ lang: 'es', isManager: false });
    expect(last?.after).toMatchObject({ lang: 'en', isManager: true });
    const withPassword = await api.put('admin', `${DEMO}/user/${ids.carmen}/`, jsonOf(before, { password: STRONG }));
    expectStatus(withPassword, 400);
    expect(withPassword.json()).toEqual({ password: [ADMIN_MESSAGES.passwordOnlyOnCreate] });
  });

  it('ends every session of a user who is disabled', async () => {
    const token = await login(ctx, 'jordi.puig');
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(token) });
    expectStatus(await me(), 200);
    const jordi = await userById(await api.idOf('users', 'username', 'jordi.puig'));
    expectStatus(await api.put('admin', `${DEMO}/user/${jordi.id}/`, jsonOf(jordi, { is_active: false })), 200);
    expectStatus(await me(), 401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      payload: { username: 'jordi.puig', password: 'Demo1234!' },
    });
    expectStatus(again, 400);
  });

  it('moves a user between its companies but never to another tenant’s', async () => {
    const ana = await userById(await api.idOf('users', 'username', 'ana.martin'));
    const toAcme = await api.put(
      'admin',
      `${DEMO}/user/${ana.id}/`,
      jsonOf(ana, { site: ids.acme, preferred_centro: null }),
    );
    expectStatus(toAcme, 400);
    expect(toAcme.json()).toEqual({ site: [ADMIN_MESSAGES.unknownId(ids.acme).en] });
    // The preferred centro must follow the company.
    const keepsCentro = await api.put('admin', `${DEMO}/user/${ana.id}/`, jsonOf(ana, { site: ids.norte }));
    expect(keepsCentro.json()).toEqual({ preferred_centro: [ADMIN_MESSAGES.preferredCentroOutside] });
    const moved = await api.put(
      'admin',
      `${DEMO}/user/${ana.id}/`,
      jsonOf(ana, { site: ids.norte, preferred_centro: null }),
    );
    expectStatus(moved, 200);
    expect(moved.json()).toMatchObject({ site: ids.norte, site_name: 'Demo Norte Alimentación' });
    const stored = await ctx.db.k
      .selectFrom('users')
      .select('site_id')
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(stored.site_id).toBe(ids.norte);
  });

  it('keeps administrators from locking themselves out', async () => {
    const me = await userById(ids.admin);
    const disable = await api.put('admin', `${DEMO}/user/${ids.admin}/`, jsonOf(me, { is_active: false }));
    expect(disable.json()).toEqual({ is_active: [ADMIN_MESSAGES.notYourself] });
    const unflag = await api.put('admin', `${DEMO}/user/${ids.admin}/`, jsonOf(me, { isAdmin: false }));
    expect(unflag.json()).toEqual({ isAdmin: [ADMIN_MESSAGES.notOwnAdminFlag] });
  });

  it('replaces and removes the photo', async () => {
    const user = await userById(ids.user);
    const withPhoto = await api.form(
      'admin',
      'PUT',
      `${DEMO}/user/${ids.user}/`,
      Object.fromEntries(
        Object.entries(jsonOf(user)).map(([k, v]) => [
          k,
          typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
        ]),
      ),
      { photo: { name: 'me.png', type: 'image/png', bytes: PNG } },
    );
    expectStatus(withPhoto, 200);
    expect(withPhoto.json().photo).toMatch(/^\/media\/photos\//);
    const removed = await api.put('admin', `${DEMO}/user/${ids.user}/`, jsonOf(user, { remove_photo: true }));
    expect(removed.json().photo).toBeNull();
  });

  it('is for administrators only', async () => {
    const carmen = await userById(ids.carmen);
    for (const who of ['manager', 'user'] as const) {
      expectStatus(await api.put(who, `${DEMO}/user/${ids.carmen}/`, jsonOf(carmen)), 403);
    }
  });
});

describe('deleting users', () => {
  it('deletes a user without records and audits it; refuses oneself and users in records', async () => {
    const created = await api.form(
      'admin',
      'POST',
      `${DEMO}/user/`,
      formFields({ username: 'temporal', email: 'temporal@demo-salud.es' }),
    );
    const id = created.json().id as number;
    for (const who of ['manager', 'user'] as const) expectStatus(await api.del(who, `${DEMO}/user/${id}/`), 403);
    expectStatus(await api.del('admin', `${DEMO}/user/${id}/`), 204);
    expectStatus(await api.get('admin', `${DEMO}/user/${id}/`), 404);
    expect((await api.auditOf('user', id)).map((e) => e.action)).toEqual(['create', 'delete']);

    const self = await api.del('admin', `${DEMO}/user/${ids.admin}/`);
    expectStatus(self, 409);
    expect(self.json()).toEqual({ detail: ADMIN_MESSAGES.notYourself });

    // A unit created by the user keeps them: disable instead.
    const bp = await ctx.db.k
      .selectFrom('business_processes')
      .select(['id', 'reference'])
      .where('site_id', '=', ids.demo)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await ctx.db.k
      .insertInto('units')
      .values({
        site_id: ids.demo,
        centro_id: ids.hud,
        business_process_id: bp.id,
        bp_reference: bp.reference,
        number: 9999,
        uid: `QUnit#${bp.reference}#${ids.demo}#9999`,
        reference: 'PRUEBA-9999',
        current_state: 'abierta',
        creator_id: ids.carmen,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const inRecords = await api.del('admin', `${DEMO}/user/${ids.carmen}/`);
    expectStatus(inRecords, 409);
    expect(inRecords.json()).toEqual({ detail: ADMIN_MESSAGES.userHasRecords });
  });
});
