import { FILE_MESSAGES, localize } from '@qualium/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG, type Upload } from './files-fixture.js';
import { auth, login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * GET {centro}/unit/{uid}/get_qunit_thumbnail/ (issue 14, point 1): a small WebP copy of an image
 * field's picture for the viewer and the explorer's cells and cards, kept by the browser per file
 * version; records-explorer §8's fallback (a 404 the client draws as the placeholder) when there
 * is no picture to show; nobody outside the unit's readers gets it.
 */
const ctx = useTestApp();
const { get, postForm, creationFields, requiredValues } = unitsApi(ctx);
const LAB = '/api/v1/demo/3';
let token = '';

beforeAll(async () => {
  token = await login(ctx, 'admin');
});

/** An NC of the lab with `photo` uploaded at creation, as the dialog sends it. */
async function ncWithPhoto(photo: Upload): Promise<string> {
  const form = await creationFields(token, LAB, 'NC');
  const person = form.responsible_candidates[0]?.id ?? 1;
  const values = await requiredValues(token, LAB, form.fields, person);
  const fields = Object.fromEntries([
    ['business_process', 'NC'],
    ...(form.responsible_candidates.length > 0 ? [['responsible', String(person)]] : []),
    ...Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ]);
  const res = await postForm(token, `${LAB}/unit/create_and_execute_initial_transition/`, fields, { photo });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uid;
}

const thumbnail = (uid: string, query: string, headers: Record<string, string> = {}, scope = LAB, who = token) =>
  ctx.app.inject({
    method: 'GET',
    url: `${scope}/unit/${enc(uid)}/get_qunit_thumbnail/?${query}`,
    headers: { ...auth(who), ...headers },
  });

/** An 800×600 photograph-like PNG (a gradient, so it does not compress to nothing). */
async function bigPng(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    raw[i * 3] = i % 251;
    raw[i * 3 + 1] = Math.floor(i / width) % 241;
    raw[i * 3 + 2] = 90;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('an image field’s thumbnail', () => {
  let uid = '';
  let source: Buffer;
  beforeAll(async () => {
    source = await bigPng();
    uid = await ncWithPhoto({ name: 'fuga.png', type: 'image/png', bytes: source });
  });

  it('is the picture scaled to fit 192 px, as WebP, much smaller than the upload, and no download', async () => {
    const res = await thumbnail(uid, 'attribute=photo&path=fuga.png&version=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 192, height: 144 });
    expect(res.rawPayload.length).toBeLessThan(source.length / 10);
    const unit = (await get(token, `${LAB}/unit/${enc(uid)}/`)).json();
    expect(unit.download_tracker).toEqual([]);
  });

  it('is kept by the browser for good when the URL names the version, revalidated otherwise', async () => {
    const pinned = await thumbnail(uid, 'attribute=photo&path=fuga.png&version=1');
    expect(pinned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const current = await thumbnail(uid, 'attribute=photo&path=fuga.png');
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('private, no-cache');
    const etag = String(current.headers.etag);
    expect(etag).toBe(pinned.headers.etag);
    const again = await thumbnail(uid, 'attribute=photo&path=fuga.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const listed = await thumbnail(uid, 'attribute=photo&path=fuga.png', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    expect((await thumbnail(uid, 'attribute=photo&path=fuga.png', { 'if-none-match': '"other"' })).statusCode).toBe(
      200,
    );
  });

  it('is named by the explorer list: the row carries the photo’s file and its centro’s logo', async () => {
    const res = await get(token, `${LAB}/unit/explorer/?business_process=NC&centro=3&pk=${enc(uid)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().units;
    expect(row.pictures).toEqual({ photo: { kind: 'image', name: 'fuga.png', version: 1, drawable: true } });
    const centro = await ctx.db.k.selectFrom('centros').select('logo').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(row.centro).toMatchObject({ id: 3, logo: centro.logo });
  });

  it('is never enlarged: a 1×1 picture stays 1×1', async () => {
    const tiny = await ncWithPhoto({ name: 'punto.png', type: 'image/png', bytes: PNG });
    const res = await thumbnail(tiny, 'attribute=photo&path=punto.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  it('is for the unit’s readers only: another company, or a unit outside the scope, is a 404', async () => {
    const stranger = await login(ctx, 'acme.admin');
    const query = 'attribute=photo&path=fuga.png';
    expect((await thumbnail(uid, query, {}, LAB, stranger)).statusCode).toBe(404);
    // Its own company's scope does not reach the demo company's unit either.
    const own = await thumbnail(uid, query, {}, '/api/v1/acme/7', stranger);
    expect(own.statusCode).toBe(404);
    expect(own.headers['content-type']).toMatch(/^application\/json/);
    expect((await thumbnail(uid, query, {}, LAB, 'not-a-token')).statusCode).toBe(401);
  });
});

describe('the fallback (records-explorer §8)', () => {
  it('is a 404 for a missing file, one browsers do not draw, or a broken picture; 400 for no image field', async () => {
    // The start of a HEIC photo (as phones take them): taken by the field, drawn by no browser.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    const uid = await ncWithPhoto({ name: 'fuga.heic', type: 'image/heic', bytes: heic });
    const listed = await get(token, `${LAB}/unit/explorer/?business_process=NC&centro=3&pk=${enc(uid)}`);
    expect(listed.json().units[0].pictures.photo).toMatchObject({ name: 'fuga.heic', drawable: false });
    const notDrawn = await thumbnail(uid, 'attribute=photo&path=fuga.heic');
    expect(notDrawn.statusCode).toBe(404);
    expect(notDrawn.json()).toEqual({ detail: localize(FILE_MESSAGES.noThumbnail, 'en') });
    expect((await thumbnail(uid, 'attribute=photo&path=otra.png')).statusCode).toBe(404);
    const evidence = await thumbnail(uid, 'attribute=evidence&path=fuga.png');
    expect(evidence.statusCode).toBe(400);
    expect(evidence.json()).toEqual({ attribute: [FILE_MESSAGES.notImageField('evidence').en] });

    // A PNG's signature and then nothing a decoder can read: typed as PNG, yet no picture.
    const broken = await ncWithPhoto({
      name: 'rota.png',
      type: 'image/png',
      bytes: Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(200, 7)]),
    });
    const res = await thumbnail(broken, 'attribute=photo&path=rota.png');
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ detail: localize(FILE_MESSAGES.noThumbnail, 'en') });
  });
});
