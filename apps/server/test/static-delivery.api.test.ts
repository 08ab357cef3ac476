import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANGUAGE_COOKIE, LANGUAGES, loginPageFile } from '@qualium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';

/**
 * How each kind of answer travels (issue 16): the SPA's files precompressed and cached by kind,
 * API answers compressed above a small size, kept answers compressed too, and what must go as it
 * is (small answers, office files, the notification stream). A build of its own stands in for
 * apps/web/dist, with the copies apps/web/build/precompress.ts writes.
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-dist-'));
const padding = `<!-- ${'the shell of the app '.repeat(80)} -->`;
const INDEX = `<!doctype html><title>Qualium</title>${padding}<div id="root"></div>`;
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`;
const HASHED = '/assets/shell-Bx12cd34.js';
function writeWithCopies(file: string, text: string) {
  const target = path.join(webDist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(text));
}
writeWithCopies('index.html', INDEX);
// The plain login page as apps/web/build/prerender-login.ts writes it, in each language.
const loginPage = (lang: string) => `<!doctype html><html lang="${lang}">${padding}<div id="root">${lang}</div>`;
for (const lang of LANGUAGES) writeWithCopies(loginPageFile(lang), loginPage(lang));
writeWithCopies(HASHED, SCRIPT);
fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');

// No Accept-Language unless a test sends one: the login page's language is what it checks.
const ctx = useTestApp({ WEB_DIST: webDist }, null);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens.admin = await login(ctx, 'admin');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const YEAR = 'public, max-age=31536000, immutable';

describe('the SPA’s files', () => {
  it('sends a hashed asset precompressed as the browser accepts it, cached for a year', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', body: fs.readFileSync(path.join(webDist, `${HASHED}.br`)) },
      { accept: 'gzip', encoding: 'gzip', body: fs.readFileSync(path.join(webDist, `${HASHED}.gz`)) },
      { accept: '', encoding: undefined, body: Buffer.from(SCRIPT) },
    ];
    for (const { accept, encoding, body } of cases) {
      const res = await get(HASHED, accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe(YEAR);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.equals(body), accept).toBe(true);
    }
  });

  it('answers index.html for every client route, precompressed, revalidated with its ETag', async () => {
    const brotli = fs.readFileSync(path.join(webDist, 'index.html.br'));
    for (const url of ['/', '/demo/login', '/demo/norte/explorer?business_process=NC']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.rawPayload.equals(brotli)).toBe(true);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get(url, { ...BROWSER, 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('answers the plain /login with the page prerendered in the language picked, else the browser’s', async () => {
    const cases: { headers: Record<string, string>; lang: string }[] = [
      { headers: {}, lang: 'es' },
      { headers: { 'accept-language': 'ca-ES,ca;q=0.9,en;q=0.8' }, lang: 'ca' },
      { headers: { 'accept-language': 'fr-FR,en-US;q=0.8' }, lang: 'en' },
      // The cookie the language menu writes outranks the browser's languages, as in the web client.
      { headers: { 'accept-language': 'ca', cookie: `theme=dark; ${LANGUAGE_COOKIE}=en` }, lang: 'en' },
      // A cookie naming no language of the app counts for nothing.
      { headers: { 'accept-language': 'ca', cookie: `${LANGUAGE_COOKIE}=fr` }, lang: 'ca' },
    ];
    for (const { headers, lang } of cases) {
      for (const url of ['/login', '/login?redirect=%2Fexplorer']) {
        const res = await get(url, { ...BROWSER, ...headers });
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-encoding'], label).toBe('br');
        expect(zlib.brotliDecompressSync(res.rawPayload).toString(), label).toBe(loginPage(lang));
        expect(res.headers['cache-control'], label).toBe('no-cache');
        // Caches must keep one copy per language and encoding.
        expect(String(res.headers.vary).toLowerCase().split(/,\s*/), label).toEqual(
          expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']),
        );
      }
    }
    const res = await get('/login', { 'accept-language': 'ca' });
    const again = await get('/login', { 'accept-language': 'ca', 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // Another language is another file: its ETag does not match.
    const other = await get('/login', { 'accept-language': 'en', 'if-none-match': res.headers.etag as string });
    expect(other.statusCode).toBe(200);
  });

  it('lets a file outside assets/ (no hash in its name) be kept only if it has not changed', async () => {
    const res = await get('/robots.txt', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get('/robots.txt', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('API answers', () => {
  it('compresses JSON above a kilobyte for a browser that accepts it, still never cached', async () => {
    const plain = await get('/api/v1/user_data/me/', auth(tokens.admin!));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, decompress] of [
      ['gzip, deflate, br, zstd', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get('/api/v1/user_data/me/', { ...auth(tokens.admin!), 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decompress(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('sends small answers as they are', async () => {
    const res = await get('/api/health', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sends a kept answer (a charts view) compressed, the same JSON as uncompressed', async () => {
    const url = '/api/v1/demo/charts/view/?business_process=NC';
    const plain = await get(url, auth(tokens.admin!));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const first = await get(url, { ...auth(tokens.admin!), ...BROWSER });
    const second = await get(url, { ...auth(tokens.admin!), ...BROWSER });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('sends an office file as it is', async () => {
    const res = await get('/api/v1/demo/3/report/get_list_report/?business_process=NC&template=listado', {
      ...auth(tokens.admin!),
      ...BROWSER,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the notification stream', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}`;
  });

  it('is never compressed, so each event reaches the browser when it is written', async () => {
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/stream_ticket/',
      headers: auth(tokens.admin!),
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const url = `${base}/api/v1/notifications/stream?ticket=${ticket.json().ticket}`;
    const { headers, first } = await new Promise<{ headers: http.IncomingHttpHeaders; first: string }>(
      (resolve, reject) => {
        const request = http.get(url, { headers: { accept: 'text/event-stream', ...BROWSER } }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, first: chunk.toString() });
            request.destroy();
          });
        });
        request.on('error', reject);
      },
    );
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    // Readable as it arrives: plain text, not a compressed stream.
    expect(first).toMatch(/^(:|event:|data:|retry:)/m);
  });
});
