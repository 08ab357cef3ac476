import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  FIELD_MESSAGES,
  FILE_MESSAGE_TEXTS,
  fieldErrorText,
  localize,
  MESSAGES,
  PREFERENCES_MESSAGES,
  type PreferencesResponse,
  UPLOAD_MAX_BYTES,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { stagedFiles } from '../src/modules/files/blobs.js';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

// Photos land in this file's own data folder, so the test can look at what was kept and what not.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-prefs-'));
const ctx = useTestApp({ DATA_DIR: dataDir }, null);
const tokens: Record<string, string> = {};
const URL = '/api/v1/user_data/me/preferences/';

/** A 1×1 PNG: real image bytes, identified by their signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
});

type FileField = { name: string; bytes: Buffer | string };
async function put(who: string, fields: Record<string, string>, photo?: FileField, url = URL) {
  const body = await multipart(fields, photo ? { photo } : {});
  return ctx.app.inject({
    method: 'PUT',
    url,
    payload: body.payload,
    headers: { ...auth(tokens[who]!), ...body.headers },
  });
}
const get = (who: string, url = URL) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who]!) });

const userRow = (username: string) =>
  ctx.db.k
    .selectFrom('users')
    .select(['id', 'lang', 'preferred_centro_id', 'photo'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
const auditCount = async () =>
  Number(
    (
      await ctx.db.k
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const staged = () => stagedFiles(dataDir);
const photos = () =>
  fs.existsSync(path.join(dataDir, 'media', 'photos')) ? fs.readdirSync(path.join(dataDir, 'media', 'photos')) : [];

/** A refusal changes nothing: same row, no audit entry, no staged or kept file. */
async function expectUnchanged(who: string, action: () => Promise<void>) {
  const [row, entries, kept] = [await userRow(who), await auditCount(), photos()];
  await action();
  expect(await userRow(who)).toEqual(row);
  expect(await auditCount()).toBe(entries);
  expect(photos()).toEqual(kept);
  expect(staged()).toEqual([]);
}

describe('GET user_data/me/preferences/', () => {
  it('answers the signed-in user’s own language, preferred centro (with its name) and photo', async () => {
    const res = await get('manager');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lang: 'es',
      preferred_centro: expect.any(Number),
      preferred_centro_name: 'Hospital Universitario Demo',
      photo_url: null,
    } satisfies Record<keyof PreferencesResponse, unknown>);
  });

  it('needs a signed-in user and no scope', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await get('user', '/api/v1/demo/user_data/me/preferences/')).statusCode).toBe(404);
    const body = await multipart({ lang: 'en' });
    const anonymous = await ctx.app.inject({ method: 'PUT', url: URL, payload: body.payload, headers: body.headers });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT user_data/me/preferences/', () => {
  it('saves language, preferred centro and photo for the user themselves, audited, and me reflects them', async () => {
    const other = await userRow('admin');
    const centros = (await get('user', '/api/v1/user_data/me/')).json().centros as Array<{ id: number; name: string }>;
    const lab = centros[0]!;
    const res = await put('user', { lang: 'en', preferred_centro: String(lab.id) }, { name: 'me.png', bytes: PNG });
    expect(res.statusCode).toBe(200);
    const sha = crypto.createHash('sha256').update(PNG).digest('hex');
    expect(res.json()).toEqual({
      lang: 'en',
      preferred_centro: lab.id,
      preferred_centro_name: lab.name,
      photo_url: `/media/photos/${sha}.png`,
    });
    const me = (await get('user', '/api/v1/user_data/me/')).json();
    expect(me).toMatchObject({ lang: 'en', preferred_centro: lab.id, photo_url: `/media/photos/${sha}.png` });
    // The photo is served from media as the image it is.
    const image = await ctx.app.inject({ method: 'GET', url: `/media/photos/${sha}.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(staged()).toEqual([]);
    // Nobody else changed.
    expect(await userRow('admin')).toEqual(other);

    const row = await userRow('user');
    const entry = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('action', '=', 'preferences')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: row.id, entity_id: String(row.id), created_at: expect.any(String) });
    expect(JSON.parse(entry.before!)).toEqual({ lang: 'es', preferred_centro: expect.any(Number), photo: null });
    expect(JSON.parse(entry.after!)).toEqual({ lang: 'en', preferred_centro: lab.id, photo: row.photo });
    const demo = await ctx.db.k
      .selectFrom('sites')
      .select('id')
      .where('url_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(entry.site_id).toBe(demo.id);
  });

  it('keeps the photo when none is sent, clears the centro when empty, and takes the photo away on request', async () => {
    const kept = await put('user', { lang: 'ca', preferred_centro: '' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ lang: 'ca', preferred_centro: null, preferred_centro_name: null });
    expect(kept.json().photo_url).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.png$/);
    const removed = await put('user', { lang: 'ca', preferred_centro: '', remove_photo: 'true' });
    expect(removed.json()).toMatchObject({ photo_url: null });
    expect((await userRow('user')).photo).toBeNull();
  });

  it('accepts a centro of another company the user may browse', async () => {
    const norte = await ctx.db.k
      .selectFrom('centros')
      .innerJoin('sites', 'sites.id', 'centros.site_id')
      .select('centros.id')
      .where('sites.url_name', '=', 'norte')
      .orderBy('centros.id')
      .executeTakeFirstOrThrow();
    const res = await put('admin', { lang: 'es', preferred_centro: String(norte.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferred_centro).toBe(norte.id);
  });

  it('refuses a language outside es, ca, en, or none, with the field’s message', async () => {
    await expectUnchanged('manager', async () => {
      const wrong = await put('manager', { lang: 'fr' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ lang: [ADMIN_MESSAGES.invalidChoice('fr').es] });
      const missing = await put('manager', { preferred_centro: '' });
      expect(missing.json()).toEqual({ lang: [localize(MESSAGES.required, 'es')] });
    });
  });

  it('refuses a centro the user holds no role in (another tenant’s too) and one that is no number', async () => {
    const acme = await ctx.db.k
      .selectFrom('centros')
      .innerJoin('sites', 'sites.id', 'centros.site_id')
      .select('centros.id')
      .where('sites.url_name', '=', 'acme')
      .executeTakeFirstOrThrow();
    await expectUnchanged('manager', async () => {
      const foreign = await put('manager', { lang: 'es', preferred_centro: String(acme.id) });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({ preferred_centro: [MESSAGES.centreNoAccess(acme.id).es] });
      const text = await put('manager', { lang: 'es', preferred_centro: 'abc' });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({ preferred_centro: [localize(MESSAGES.invalidInteger, 'es')] });
    });
  });

  it('refuses a photo that is no image, lies about its kind, cannot be identified or is too big', async () => {
    await expectUnchanged('manager', async () => {
      const pdf = await put('manager', { lang: 'es' }, { name: 'photo.pdf', bytes: PDF });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json()).toEqual({ photo: [localize(PREFERENCES_MESSAGES.photoNotImage, 'es')] });
      const lying = await put('manager', { lang: 'es' }, { name: 'photo.png', bytes: PDF });
      expect(lying.json()).toEqual({ photo: [FILE_MESSAGE_TEXTS.invalid.es] });
      const noise = await put('manager', { lang: 'es' }, { name: 'photo', bytes: Buffer.from([0, 1, 2, 3, 0, 5, 6]) });
      expect(noise.json()).toEqual({ photo: [FILE_MESSAGE_TEXTS.unknownType.es] });
      const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
      const tooBig = await put('manager', { lang: 'es' }, { name: 'big.png', bytes: big });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toEqual({ photo: [fieldErrorText({ code: FIELD_MESSAGES.fileTooBig }, 'es')] });
    });
  });

  it('takes only a multipart form', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      payload: { lang: 'en' },
      headers: auth(tokens.manager!),
    });
    expect(res.statusCode).toBe(400);
    expect((await userRow('manager')).lang).toBe('es');
  });
});
