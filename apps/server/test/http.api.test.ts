import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Qualium</title><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
const ctx = useTestApp({ WEB_DIST: webDist });

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

  it('sends security headers on API and SPA responses', async () => {
    for (const url of ['/api/health', '/login']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cache-control']).toBe('no-store');
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
});
