import { ADMIN_MESSAGES, type DepartmentList, LANGUAGES, type Language, localize, MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * Every refusal arrives in the user's language (issue 14 point 22): the interface's, which the
 * client sends as Accept-Language, else the language saved in the user's profile, else Spanish.
 */
const ctx = useTestApp();
const DEMO = '/api/v1/demo';
const C1 = `${DEMO}/1`;
let admin: string;

beforeAll(async () => {
  admin = await login(ctx, 'admin');
});

async function savedLanguage(username: string, lang: Language): Promise<void> {
  await ctx.db.k.updateTable('users').set({ lang }).where('username', '=', username).execute();
}

/** A department with roles, which cannot be deleted; its refusal in every language. */
async function departmentWithRoles(): Promise<{
  url: string;
  refusal: ReturnType<typeof ADMIN_MESSAGES.departmentInUse>;
}> {
  const list = await ctx.app.inject({ method: 'GET', url: `${DEMO}/department/`, headers: auth(admin) });
  const department = (list.json() as DepartmentList).results.find((d) => d.roles_count > 0)!;
  const url = `${DEMO}/department/${department.id}/`;
  const english = (await ctx.app.inject({ method: 'DELETE', url, headers: auth(admin) })).json().detail as string;
  const permissions = Number(/(\d+) process permission/.exec(english)?.[1] ?? 0);
  const reasons = [ADMIN_MESSAGES.hasRoles(department.roles_count)];
  if (permissions > 0) reasons.push(ADMIN_MESSAGES.usedByPermissions(permissions));
  return { url, refusal: ADMIN_MESSAGES.departmentInUse(reasons) };
}

describe('server messages in the request language', () => {
  it('says an admin refusal (409) in the language Accept-Language asks for', async () => {
    const { url, refusal } = await departmentWithRoles();
    for (const lang of LANGUAGES) {
      const res = await ctx.app.inject({ method: 'DELETE', url, headers: { ...auth(admin), 'accept-language': lang } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: refusal[lang] });
    }
    expect(refusal.en).toMatch(/^This department cannot be deleted: it has \d+ roles/);
    expect(refusal.es).toMatch(/^Este departamento no se puede eliminar: tiene \d+ roles/);
    expect(refusal.ca).toMatch(/^Aquest departament no es pot eliminar: té \d+ rols/);
  });

  it('uses the user’s saved language without Accept-Language, and the header over it', async () => {
    const { url, refusal } = await departmentWithRoles();
    const request = (headers: Record<string, string | undefined>) =>
      ctx.app.inject({ method: 'DELETE', url, headers: { ...auth(admin), ...headers } });
    try {
      for (const lang of LANGUAGES) {
        await savedLanguage('admin', lang);
        expect((await request({ 'accept-language': undefined })).json().detail).toBe(refusal[lang]);
      }
      await savedLanguage('admin', 'ca');
      expect((await request({ 'accept-language': 'es-ES,es;q=0.9' })).json().detail).toBe(refusal.es);
    } finally {
      await savedLanguage('admin', 'es');
    }
  });

  it('says a validation error in every language, field by field', async () => {
    for (const lang of LANGUAGES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${DEMO}/department/`,
        headers: { ...auth(admin), 'accept-language': lang },
        payload: { name: ' Docencia' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: [localize(ADMIN_MESSAGES.leadingSpace, lang)] });
    }
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: `${DEMO}/department/`,
      headers: { ...auth(admin), 'accept-language': 'es' },
      payload: {},
    });
    expect(spanish.json()).toEqual({ name: ['Campo obligatorio'] });
  });

  it('says a login failure in the language asked for, Spanish when none is', async () => {
    const attempt = (username: string, headers: Record<string, string | undefined>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        headers,
        payload: { username, password: 'x' },
      });
    for (const lang of LANGUAGES) {
      const res = await attempt(`nobody.${lang}`, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [localize(MESSAGES.invalidCredentials, lang)] });
    }
    const none = await attempt('nobody.none', { 'accept-language': undefined });
    expect(none.json()).toEqual({
      non_field_errors: ['No se puede iniciar sesión con las credenciales proporcionadas.'],
    });
  });

  it('says the lost race of two transitions (409) in the loser’s language', async () => {
    const { uid } = await unitsApi(ctx).createUnit(admin, C1, 'NC');
    const url = `${C1}/unit/${enc(uid)}/execute_transition/`;
    const body = { transition_id: 'iniciar_analisis', immediate_action: 'Producto retenido.' };
    const send = (lang: Language) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...auth(admin), 'accept-language': lang }, payload: body });
    expect((await send('en')).statusCode).toBe(200);
    for (const lang of ['es', 'ca'] as const) {
      const loser = await send(lang);
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({ detail: localize(MESSAGES.unitChangedConcurrently, lang) });
    }
  });
});
