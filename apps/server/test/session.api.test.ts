import { createHash } from 'node:crypto';
import { MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';

const ctx = useTestApp();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('answers status, database kind and version', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: ctx.db.kind, version: 'test' });
  });
});

describe('login', () => {
  it('returns a random key and the session user; only a hash of the key is stored', async () => {
    const res = await post('/api/v1/rest-auth/login/', { username: 'user', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.key).toMatch(/^[0-9a-f]{64}$/);
    expect(body.user).toMatchObject({ username: 'user', isAdmin: false, isManager: false, lang: 'es' });
    expect(body.user).not.toHaveProperty('password_hash');
    const rows = await ctx.db.k.selectFrom('tokens').select('key_hash').execute();
    const digest = createHash('sha256').update(body.key).digest('hex');
    expect(rows.map((r) => r.key_hash)).toContain(digest);
    expect(rows.map((r) => r.key_hash)).not.toContain(body.key);
  });

  it('gives the same 400 for a wrong password and an unknown username', async () => {
    const wrong = await post('/api/v1/rest-auth/login/', { username: 'manager', password: 'nope' });
    const unknown = await post('/api/v1/rest-auth/login/', { username: 'nobody.here', password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: [MESSAGES.invalidCredentials] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names each missing field', async () => {
    const res = await post('/api/v1/rest-auth/login/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [MESSAGES.required], password: [MESSAGES.required] });
  });

  it('refuses malformed bodies with a 4xx, never a 500', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('detail');
    const array = await post('/api/v1/rest-auth/login/', [1, 2]);
    expect(array.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(text.statusCode).toBe(415);
    const types = await post('/api/v1/rest-auth/login/', { username: 12, password: { a: 1 } });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json()).sort()).toEqual(['password', 'username']);
  });
});

describe('token check, me and logout', () => {
  it('checks a token by key, and answers "No token" for an unknown one', async () => {
    const key = await login(ctx, 'manager');
    const ok = await get(`/api/v1/token/${key}/`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ key, user: { username: 'manager' } });
    const bad = await get(`/api/v1/token/${'0'.repeat(64)}/`);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: MESSAGES.noToken });
  });

  it('returns the user with the sites and centros they may browse', async () => {
    const key = await login(ctx, 'user');
    const res = await get('/api/v1/user_data/me/', auth(key));
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.username).toBe('user');
    expect(me.centros).toHaveLength(1);
    expect(me.sites.map((s: { path: string }) => s.path)).toEqual(['/demo']);
    expect(me.sites[0]).toMatchObject({ qualium_product: 'health', depth: 0 });

    const acme = await get('/api/v1/user_data/me/', auth(await login(ctx, 'acme.admin')));
    expect(acme.json().sites.map((s: { path: string }) => s.path)).toEqual(['/acme']);
    expect(acme.json().sites[0].qualium_product).toBe('construction');
  });

  it('lists the sub-company with its depth for the admin', async () => {
    const me = (await get('/api/v1/user_data/me/', auth(await login(ctx, 'admin')))).json();
    expect(me.isAdmin).toBe(true);
    const norte = me.sites.find((s: { path: string }) => s.path === '/demo/norte');
    expect(norte).toMatchObject({ depth: 1, qualium_product: 'food' });
    expect(norte.parent).toBe(me.sites.find((s: { path: string }) => s.path === '/demo').id);
    for (const c of me.centros) expect(c.path.at(-1)).toBe(c.id);
  });

  it('requires a valid token', async () => {
    expect((await get('/api/v1/user_data/me/')).statusCode).toBe(401);
    expect((await get('/api/v1/user_data/me/', { authorization: 'Bearer abc' })).statusCode).toBe(401);
    const bogus = await get('/api/v1/user_data/me/', { authorization: `Token ${'a'.repeat(64)}` });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toEqual({ detail: MESSAGES.invalidToken });
  });

  it('revokes the token on logout', async () => {
    const key = await login(ctx, 'user');
    expect((await post('/api/v1/rest-auth/logout/', {}, auth(key))).statusCode).toBe(200);
    expect((await get('/api/v1/user_data/me/', auth(key))).statusCode).toBe(401);
    expect((await get(`/api/v1/token/${key}/`)).statusCode).toBe(401);
  });

  it('expires a token after the idle time and deletes it', async () => {
    const key = await login(ctx, 'user');
    const hash = createHash('sha256').update(key).digest('hex');
    const longAgo = new Date(Date.now() - (ctx.config.tokenIdleMinutes + 1) * 60_000).toISOString();
    await ctx.db.k.updateTable('tokens').set({ last_used_at: longAgo }).where('key_hash', '=', hash).execute();
    expect((await get('/api/v1/user_data/me/', auth(key))).statusCode).toBe(401);
    const left = await ctx.db.k.selectFrom('tokens').select('id').where('key_hash', '=', hash).execute();
    expect(left).toHaveLength(0);
  });

  it('does not authenticate a disabled user', async () => {
    const key = await login(ctx, 'manager');
    await ctx.db.k.updateTable('users').set({ is_active: 0 }).where('username', '=', 'manager').execute();
    expect((await get('/api/v1/user_data/me/', auth(key))).statusCode).toBe(401);
    const again = await post('/api/v1/rest-auth/login/', { username: 'manager', password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(400);
    await ctx.db.k.updateTable('users').set({ is_active: 1 }).where('username', '=', 'manager').execute();
  });
});
