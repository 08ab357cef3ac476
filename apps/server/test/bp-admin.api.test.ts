import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BP_MESSAGES, type BpListResponse, type BpRecord, MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

/**
 * The calls the BP explorer table and the BP creator make (shell-and-admin §2.9, §6, §7), as
 * their users make them: list at the company's scope, download a stored text, upload it changed
 * as a new version, read the refusal of a broken one, and who may do which.
 */
const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-bpadmin-')) });
const tokens: Record<string, string> = {};
const DEMO = '/api/v1/demo';
const NORTE = '/api/v1/demo/norte';
const ACME = '/api/v1/acme';

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
});

const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who]!) });
async function list(who: string, scope = DEMO): Promise<BpRecord[]> {
  const res = await get(who, `${scope}/businessprocess/`);
  expect(res.statusCode).toBe(200);
  return (res.json() as BpListResponse).results;
}
async function sendFile(who: string, method: 'POST' | 'PUT', url: string, text: string, name = 'bp.json') {
  const body = await multipart({}, { json_file: { name, bytes: text } });
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...auth(tokens[who]!), ...body.headers } });
}
const record = async (reference: string, who = 'admin', scope = DEMO) =>
  (await list(who, scope)).find((r) => r.reference === reference)!;

describe('BP explorer table', () => {
  it('lists every BP with what the table shows and the download needs', async () => {
    const records = await list('admin');
    expect(records.map((r) => r.reference)).toEqual(expect.arrayContaining(['NC', 'CAPA', 'DOCISODEFAULT']));
    for (const r of records) {
      expect(r).toMatchObject({ reference: expect.any(String), name: expect.any(String), type: expect.any(String) });
      // The download saves this text as {reference}_{site}.json; it is the definition itself.
      expect(Object.keys(JSON.parse(r.business_process))).toEqual(['business_process']);
      expect((await get('admin', `${DEMO}/businessprocess/${r.id}`)).body).toBe(r.business_process);
      expect(r.can_edit).toBe(true);
    }
  });

  it('takes a downloaded definition back changed, as a new version the list shows at once', async () => {
    const nc = await record('NC');
    const changed = JSON.parse(nc.business_process);
    changed.business_process.info.name.es = 'No conformidad (revisada)';
    changed.business_process.info.description = { es: 'Versión revisada por calidad' };
    const text = JSON.stringify(changed, null, 2);
    const res = await sendFile('admin', 'PUT', `${DEMO}/businessprocess/${nc.id}/`, text, `NC_${nc.site}.json`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await record('NC');
    expect(after).toMatchObject({
      id: nc.id,
      name: 'No conformidad (revisada)',
      description: 'Versión revisada por calidad',
    });
    expect(after.business_process).toBe(text);
    // The sub-company keeps its own copy of NC.
    expect((await record('NC', 'admin', NORTE)).name).toBe(nc.name);
  });

  it('answers a broken definition with every problem as "path: reason", storing nothing', async () => {
    const nc = await record('NC');
    const broken = JSON.parse(nc.business_process);
    broken.business_process.info.reference = 'NC';
    broken.business_process.workflow.states = broken.business_process.workflow.states.slice(0, 1);
    broken.business_process.model.fields[0].kind = 'no_such_kind';
    const res = await sendFile('admin', 'PUT', `${DEMO}/businessprocess/${nc.id}/`, JSON.stringify(broken));
    expect(res.statusCode).toBe(400);
    const messages = res.json().json_file as string[];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^business_process(\.|\[)[^:]*: \S/);
    expect((await record('NC')).business_process).toBe(nc.business_process);

    const notJson = await sendFile('admin', 'POST', `${DEMO}/businessprocess/`, '{ "business_process": ');
    expect(notJson.json().json_file[0]).toBe(BP_MESSAGES.fileInvalid);
    const notDotJson = await sendFile('admin', 'POST', `${DEMO}/businessprocess/`, nc.business_process, 'nc.txt');
    expect(notDotJson.json()).toEqual({ json_file: [BP_MESSAGES.cannotIdentifyFileType] });
  });
});

describe('who may change BPs', () => {
  it('lets managers and users read but not add, replace or delete (403), and marks nothing editable for them', async () => {
    const nc = await record('NC');
    for (const who of ['manager', 'user']) {
      const scope = who === 'user' ? `${DEMO}/3` : `${DEMO}/1`;
      expect((await list(who, scope)).every((r) => !r.can_edit)).toBe(true);
      const calls = [
        await sendFile(who, 'POST', `${scope}/businessprocess/`, nc.business_process),
        await sendFile(who, 'PUT', `${scope}/businessprocess/${nc.id}/`, nc.business_process),
        await ctx.app.inject({
          method: 'DELETE',
          url: `${scope}/businessprocess/${nc.id}/`,
          headers: auth(tokens[who]!),
        }),
      ];
      for (const res of calls) {
        expect(res.statusCode, who).toBe(403);
        expect(res.json()).toEqual({ detail: MESSAGES.adminOnly });
      }
    }
    expect((await record('NC')).business_process).toBe(nc.business_process);
  });

  it('keeps acme.admin out of demo’s BPs (404), and shows acme only its own', async () => {
    const nc = await record('NC');
    const attempts = [
      await get('acme.admin', `${DEMO}/businessprocess/`),
      await get('acme.admin', `${DEMO}/businessprocess/${nc.id}`),
      await sendFile('acme.admin', 'PUT', `${DEMO}/businessprocess/${nc.id}/`, nc.business_process),
      await ctx.app.inject({
        method: 'DELETE',
        url: `${DEMO}/businessprocess/${nc.id}/`,
        headers: auth(tokens['acme.admin']!),
      }),
      // Demo's record through acme's own scope: not one of acme's BPs.
      await get('acme.admin', `${ACME}/businessprocess/${nc.id}`),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    const acme = await list('acme.admin', ACME);
    expect(acme.some((r) => r.id === nc.id)).toBe(false);
    expect(acme.every((r) => r.site_path === '/acme' && r.can_edit)).toBe(true);
  });

  it('refuses, in a sub-company, to replace what its parent owns (403 naming the owner)', async () => {
    const definition = JSON.parse((await record('DOCISODEFAULT')).business_process);
    definition.business_process.info.reference = 'TADMIN';
    const created = await sendFile('admin', 'POST', `${DEMO}/businessprocess/`, JSON.stringify(definition));
    expect(created.statusCode, created.body).toBe(201);
    const inherited = await record('TADMIN', 'admin', NORTE);
    expect(inherited).toMatchObject({ site_path: '/demo', path: '/demo', can_edit: false });
    const res = await sendFile('admin', 'PUT', `${NORTE}/businessprocess/${inherited.id}/`, inherited.business_process);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: BP_MESSAGES.editOnlyAtOwnPath('/demo').en });
  });
});
