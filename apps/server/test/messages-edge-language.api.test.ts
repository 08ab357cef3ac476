import {
  BP_CHECK_MESSAGES,
  type BpListResponse,
  LANGUAGES,
  type Language,
  type Localized,
  localize,
  MESSAGES,
  SUPPORT_MESSAGE_MAX,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

/**
 * Refusals no service writes arrive in the request's language too (issue 14 point 22): zod's own
 * wording at the edge (a wrong type, a missing field, a too-long text in a body, query or path),
 * the BP checker's reasons for a definition of the wrong shape, and Fastify's refusals of a body it
 * cannot read (bad JSON, too large, unsupported content type, broken multipart).
 */
const ctx = useTestApp();
const DEMO = '/api/v1/demo';
let admin: string;
let ncId: number;
let ncText: string;

beforeAll(async () => {
  admin = await login(ctx, 'admin');
  const list = await ctx.app.inject({ method: 'GET', url: `${DEMO}/businessprocess/`, headers: auth(admin) });
  const nc = (list.json() as BpListResponse).results.find((r) => r.reference === 'NC')!;
  ncId = nc.id;
  ncText = nc.business_process;
});

const asked = (lang: Language) => ({ ...auth(admin), 'accept-language': lang });
const chatMessages = (user: string | number) => `${DEMO}/support_chat/conversations/${user}/messages/`;

/** zod's wording in the three languages, as its shipped locales write it. */
const ZOD: Record<string, Localized> = {
  stringGotNumber: {
    es: 'Entrada inválida: se esperaba texto, recibido número',
    ca: "Tipus invàlid: s'esperava text, s'ha rebut nombre",
    en: 'Invalid input: expected string, received number',
  },
  stringMissing: {
    es: 'Entrada inválida: se esperaba texto, recibido indefinido',
    ca: "Tipus invàlid: s'esperava text, s'ha rebut res",
    en: 'Invalid input: expected string, received undefined',
  },
  numberGotNaN: {
    es: 'Entrada inválida: se esperaba número, recibido NaN',
    ca: "Tipus invàlid: s'esperava nombre, s'ha rebut NaN",
    en: 'Invalid input: expected number, received NaN',
  },
  bodyTooLong: {
    es: `Demasiado grande: se esperaba que texto tuviera <=${SUPPORT_MESSAGE_MAX} caracteres`,
    ca: `Massa gran: s'esperava que text contingués com a màxim ${SUPPORT_MESSAGE_MAX} caràcters`,
    en: `Too big: expected string to have <=${SUPPORT_MESSAGE_MAX} characters`,
  },
  userNameTooLong: {
    es: 'Demasiado grande: se esperaba que texto tuviera <=150 caracteres',
    ca: "Massa gran: s'esperava que text contingués com a màxim 150 caràcters",
    en: 'Too big: expected string to have <=150 characters',
  },
  pageTooSmall: {
    es: 'Demasiado pequeño: se esperaba que número fuera >=1',
    ca: "Massa petit: s'esperava que nombre fos com a mínim 1",
    en: 'Too small: expected number to be >=1',
  },
};

describe('zod’s own messages at the edge, in the request’s language', () => {
  it.each(LANGUAGES)('%s: a wrong type and a missing field in a body', async (lang) => {
    const send = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: chatMessages(1), headers: asked(lang), payload });
    const wrongType = await send({ body: 5 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ body: [ZOD.stringGotNumber![lang]] });
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ body: [ZOD.stringMissing![lang]] });
  });

  it.each(LANGUAGES)('%s: a too-long text, a query parameter and a path parameter', async (lang) => {
    const tooLong = await ctx.app.inject({
      method: 'POST',
      url: chatMessages(1),
      headers: asked(lang),
      payload: { body: 'a'.repeat(SUPPORT_MESSAGE_MAX + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ body: [ZOD.bodyTooLong![lang]] });
    const query = await ctx.app.inject({ method: 'GET', url: `${DEMO}/audit/?items_per_page=0`, headers: asked(lang) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ items_per_page: [ZOD.pageTooSmall![lang]] });
    const path = await ctx.app.inject({
      method: 'POST',
      url: chatMessages('abc'),
      headers: asked(lang),
      payload: { body: 'Hola' },
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ user: [ZOD.numberGotNaN![lang]] });
  });

  it.each(LANGUAGES)('%s: a too-long user name says its limit, not that the field is required', async (lang) => {
    const signIn = (username: string | undefined) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        headers: { 'accept-language': lang },
        payload: { username, password: 'x' },
      });
    const tooLong = await signIn('a'.repeat(151));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ username: [ZOD.userNameTooLong![lang]] });
    const missing = await signIn(undefined);
    expect(missing.json()).toEqual({ username: [localize(MESSAGES.required, lang)] });
  });
});

describe('the BP checker’s reasons for a definition of the wrong shape', () => {
  /** Uploads `definition` in place of the NC definition, asking for `lang`. */
  async function replaceNc(lang: Language, definition: unknown) {
    const body = await multipart({}, { json_file: { name: 'nc.json', bytes: JSON.stringify(definition) } });
    return ctx.app.inject({
      method: 'PUT',
      url: `${DEMO}/businessprocess/${ncId}/`,
      payload: body.payload,
      headers: { ...asked(lang), ...body.headers },
    });
  }

  it.each(LANGUAGES)('%s: each reason as "path: reason" in the language asked for', async (lang) => {
    const broken = JSON.parse(ncText);
    broken.business_process.info.reference = 5;
    broken.extra = true;
    const res = await replaceNc(lang, broken);
    expect(res.statusCode).toBe(400);
    const unrecognized: Localized = {
      es: 'Llave desconocida: "extra"',
      ca: 'Clau no reconeguda: "extra"',
      en: 'Unrecognized key: "extra"',
    };
    expect(res.json().json_file).toEqual(
      expect.arrayContaining([
        `business_process.info.reference: ${ZOD.stringGotNumber![lang]}`,
        `(root): ${unrecognized[lang]}`,
      ]),
    );
  });

  it.each(LANGUAGES)('%s: a reason between sections (a transition to an unknown state)', async (lang) => {
    const broken = JSON.parse(ncText);
    broken.business_process.workflow.transitions[1].to = 'nowhere';
    const res = await replaceNc(lang, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().json_file).toContain(
      `business_process.workflow.transitions[1].to: ${BP_CHECK_MESSAGES.unknownState('nowhere')[lang]}`,
    );
  });
});

describe('Fastify’s refusals of a body it cannot read', () => {
  const login = (lang: Language | undefined, payload: string | Buffer, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      headers: { 'content-type': contentType, 'accept-language': lang },
      payload,
    });

  it.each(LANGUAGES)('%s: bad or empty JSON, a body too large, an unsupported content type', async (lang) => {
    for (const text of ['{"username":', '']) {
      const bad = await login(lang, text);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: localize(MESSAGES.invalidJson, lang) });
    }
    const large = await login(lang, JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'x' }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ detail: localize(MESSAGES.bodyTooLarge, lang) });
    const text = await login(lang, 'username=x', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: localize(MESSAGES.unsupportedMediaType, lang) });
  });

  it.each(LANGUAGES)('%s: a broken multipart body and one with too many files', async (lang) => {
    const upload = (payload: Buffer | string, contentType: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${DEMO}/businessprocess/${ncId}/`,
        payload,
        headers: { ...asked(lang), 'content-type': contentType },
      });
    const broken = await upload(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf',
      'multipart/form-data; boundary=x',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: localize(MESSAGES.malformedMultipart, lang) });
    const files = Object.fromEntries([...Array(21).keys()].map((i) => [`f${i}`, { name: `${i}.json`, bytes: '{}' }]));
    const many = await multipart({}, files);
    const tooMany = await upload(many.payload, many.headers['content-type']!);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ detail: localize(MESSAGES.tooManyParts, lang) });
  });

  it('answers in the user’s saved language without Accept-Language, Spanish for no one', async () => {
    await ctx.db.k.updateTable('users').set({ lang: 'ca' }).where('username', '=', 'admin').execute();
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: chatMessages(1),
        headers: { ...auth(admin), 'content-type': 'application/json', 'accept-language': undefined },
        payload: '{"body":',
      });
      expect(res.json()).toEqual({ detail: localize(MESSAGES.invalidJson, 'ca') });
    } finally {
      await ctx.db.k.updateTable('users').set({ lang: 'es' }).where('username', '=', 'admin').execute();
    }
    expect((await login(undefined, '{')).json()).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' });
  });
});
