import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JSON_MAX_DEPTH, MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Qualium</title><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
const ctx = useTestApp({ WEB_DIST: webDist });
const overTls = useTestApp({ HTTPS: '1' });

describe('HTTP surface', () => {
  it('serves the SPA for client routes, with any prefix', async () => {
    for (const url of ['/', '/login', '/demo/norte/explorer?business_process=NC', '/sede/hospital/login']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('answers JSON 404 for unknown API paths and missing assets, not the SPA', async () => {
    for (const url of ['/api/v1/nothing/', '/api/unknown', '/assets/missing.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('sends security headers on API, SPA and API docs responses, one CSP for all', async () => {
    const appPolicy = (await ctx.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'];
    for (const url of ['/api/health', '/login', '/api/docs', '/api/docs/static/swagger-ui.css']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe(appPolicy);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('asks browsers to upgrade insecure requests only when served over https', async () => {
    for (const url of ['/api/health', '/login', '/api/docs']) {
      const plain = await ctx.app.inject({ method: 'GET', url });
      expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
    const tls = await overTls.app.inject({ method: 'GET', url: '/api/health' });
    expect(tls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(tls.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI description', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/rest-auth/login/');
  });

  it('never answers 500 to odd methods, headers or paths', async () => {
    const odd = [
      ctx.app.inject({ method: 'DELETE', url: '/api/v1/rest-auth/login/' }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: { authorization: 'Token' } }),
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/user_data/me/',
        headers: { authorization: `Token ${'x'.repeat(5000)}` },
      }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/token/${'%'.repeat(3)}/` }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/sitepath/?url_name=' }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/sitepath/?url_name=${'a'.repeat(500)}` }),
      ctx.app.inject({ method: 'POST', url: '/api/v1/demo/user/abc/pwd_change/', payload: {} }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/demo/999999999/menuitem/full' }),
    ];
    for (const res of await Promise.all(odd)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('answers a request it cannot parse and says it closes the connection', async () => {
    // A keep-alive client reuses a connection unless told otherwise: without `Connection: close`
    // its next request goes to the socket the server has just destroyed, and is lost.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    const malformed = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    for (const answer of [huge, malformed]) {
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toMatchObject({ statusCode: expect.any(Number) });
    }
  });

  it('refuses JSON nested too deep with a 400, after the token and access checks', async () => {
    const key = await login(ctx, 'user');
    const tooDeep = { detail: MESSAGES.jsonTooDeep(JSON_MAX_DEPTH).en };
    const send = (url: string, body: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    // 24 KB of brackets used to overflow the stack of the recursive NUL check: a 500.
    const arrays = `{"username":"admin","password":${'['.repeat(12_000)}${']'.repeat(12_000)}}`;
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const body of [arrays, objects]) {
      const res = await send('/api/v1/rest-auth/login/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(tooDeep);
    }
    // Just within the limit, the body is parsed and its fields checked as usual.
    const deepest = `{"username":"admin","password":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}`;
    const within = await send('/api/v1/rest-auth/login/', deepest);
    expect(within.statusCode).toBe(400);
    expect(Object.keys(within.json())).toEqual(['password']);
    // No token: 401; a plain user on an administrators' route: 403; the body is never read.
    expect((await send('/api/v1/demo/3/unit/create_and_execute_initial_transition/', arrays)).statusCode).toBe(401);
    const refused = await send('/api/v1/demo/department/', arrays, auth(key));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.adminOnly });
    // Where the rule is the service's (folder writers, a centro's managers), it still comes first.
    for (const [method, url] of [
      ['POST', '/api/v1/demo/3/directory/'],
      ['PUT', '/api/v1/demo/3/directory/1/'],
      ['PUT', '/api/v1/demo/qcentro/3/modify_user_roles/'],
      ['PUT', '/api/v1/demo/qcentro/3/add_user_role/'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: arrays,
        headers: { 'content-type': 'application/json', ...auth(key) },
      });
      expect(res.statusCode, url).toBe(403);
    }
    // JSON inside a query string is held to the same limit.
    const filters = encodeURIComponent(`{"x":${'['.repeat(3000)}${']'.repeat(3000)}}`);
    const query = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/demo/3/unit/explorer/?business_process=NC&advanced_filters=${filters}`,
      headers: auth(key),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ advanced_filters: [tooDeep.detail] });
  });

  it('never answers 500 to a NUL character, refusing it wherever input enters', async () => {
    const key = await login(ctx, 'admin');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(key) })).json();
    const centro = me.centros[0].id as number;
    const nulDetail = { detail: MESSAGES.nulCharacter };
    const inUrl = [
      '/api/v1/sitepath/?url_name=%00',
      '/api/v1/centropath/?url_name=demo%00',
      `/api/v1/token/${'0'.repeat(63)}%00/`,
      '/api/v1/de%00mo/site/current/',
      `/api/v1/demo/${centro}/unit/explorer/?search=a%00b`,
      `/api/v1/demo/${centro}/unit/x%00y/`,
    ];
    for (const url of inUrl) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: auth(key) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(nulDetail);
    }
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: auth(key) });
    const loginNul = await post('/api/v1/rest-auth/login/', { username: 'a\u0000', password: DEMO_PASSWORD });
    expect(loginNul.statusCode).toBe(400);
    expect(loginNul.json()).toEqual({ username: [MESSAGES.nulCharacter] });
    const keyNul = await post('/api/v1/rest-auth/login/', { username: 'admin', password: 'x', 'a\u0000': 1 });
    expect(keyNul.statusCode).toBe(400);
    const nested = await post(`/api/v1/demo/${centro}/unit/create_and_execute_initial_transition/`, {
      uid: 'u-1',
      data: { list: ['ok', 'bad\u0000'] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ 'data.list.1': [MESSAGES.nulCharacter] });
    const pwd = await post(`/api/v1/demo/user/${me.id}/pwd_change/`, {
      current_password: `${DEMO_PASSWORD}\u0000`,
      new_password: 'Calidad2026#',
      confirm_password: 'Calidad2026#',
    });
    expect(pwd.statusCode).toBe(400);
    expect(pwd.json()).toEqual({ current_password: [MESSAGES.nulCharacter] });

    const form = async (fields: Record<string, string>, fileName = 'clause.txt') =>
      multipart(fields, { file: { name: fileName, bytes: 'x' } });
    for (const body of [
      await form({ name: 'ISO\u0000', code: 'X1' }),
      await form({ name: 'ISO', code: 'X2' }, 'a\u0000.txt'),
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/demo/standard/',
        payload: body.payload,
        headers: { ...auth(key), ...body.headers },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json()).flat()).toEqual([MESSAGES.nulCharacter]);
    }
    expect(await ctx.db.k.selectFrom('standards').select('id').where('code', 'in', ['X1', 'X2']).execute()).toEqual([]);
  });
});
