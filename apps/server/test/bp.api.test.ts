import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BP_MESSAGES,
  type BpListResponse,
  type BpMapResponse,
  type BpRecord,
  localize,
  MESSAGES,
  UPLOAD_MAX_BYTES,
} from '@qualium/contracts';
import { DOCISODEFAULT_DEFINITION, NC_DEFINITION } from '@qualium/demo-bps';
import { beforeAll, describe, expect, it } from 'vitest';
import { stagedFiles } from '../src/modules/files/blobs.js';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

// Uploads are staged in this file's own data folder, so the test can see that nothing is left.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-bp-'));
const ctx = useTestApp({ DATA_DIR: dataDir }, null);
const tokens: Record<string, string> = {};

const DEMO = '/api/v1/demo/1'; // admin and manager hold roles in centro 1
const LAB = '/api/v1/demo/3'; // the only centro of `user`
const NORTE = '/api/v1/demo/norte/5';
const ACME = '/api/v1/acme/7';

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
});

type Definition = { business_process: Record<string, any> };
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/**
 * Test definitions with fresh references, so the tests hold whether or not the seed loads the demo
 * BPs. NC names CAPA and AUDIT; its copy names itself instead (related BPs must be known).
 */
function docDefinition(reference: string, process: string | null = 'PS-01'): Definition {
  const def = copy(DOCISODEFAULT_DEFINITION) as Definition;
  def.business_process.info.reference = reference;
  def.business_process.info.process = process;
  return def;
}
function ncDefinition(reference: string, process = 'PE-04.2'): Definition {
  const def = JSON.parse(JSON.stringify(NC_DEFINITION).replace(/"(NC|CAPA|AUDIT)"/g, `"${reference}"`)) as Definition;
  def.business_process.info.process = process;
  return def;
}
const text = (def: Definition) => JSON.stringify(def, null, 2);

async function send(
  method: 'POST' | 'PUT',
  who: string,
  url: string,
  file: { name?: string; bytes: string | Buffer } | null,
  fields: Record<string, string> = {},
) {
  const body = await multipart(fields, file ? { json_file: { name: file.name ?? 'bp.json', bytes: file.bytes } } : {});
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...auth(tokens[who]!), ...body.headers } });
}
const upload = (who: string, scope: string, def: Definition | string, name = 'bp.json') =>
  send('POST', who, `${scope}/businessprocess/`, { name, bytes: typeof def === 'string' ? def : text(def) });
const replace = (who: string, scope: string, id: number, def: Definition | string) =>
  send('PUT', who, `${scope}/businessprocess/${id}/`, { bytes: typeof def === 'string' ? def : text(def) });
const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who]!) });
const del = (who: string, url: string) => ctx.app.inject({ method: 'DELETE', url, headers: auth(tokens[who]!) });

async function list(who: string, scope: string): Promise<BpRecord[]> {
  const res = await get(who, `${scope}/businessprocess/`);
  expect(res.statusCode).toBe(200);
  return (res.json() as BpListResponse).results;
}
const storedRows = () => ctx.db.k.selectFrom('business_processes').select(['id', 'reference', 'definition']).execute();
const staged = () => stagedFiles(dataDir);

/** Refusals change nothing: same rows, same texts, no staged file left behind. */
async function expectNothingStored(action: () => Promise<void>) {
  const before = await storedRows();
  await action();
  expect(await storedRows()).toEqual(before);
  expect(staged()).toEqual([]);
}

describe('upload (POST {centro}/businessprocess/)', () => {
  it('stores a valid definition as uploaded and answers the record (201)', async () => {
    const uploaded = text(ncDefinition('TNC'));
    const res = await upload('admin', DEMO, uploaded);
    expect(res.statusCode).toBe(201);
    const record = res.json() as BpRecord;
    expect(record).toMatchObject({
      reference: 'TNC',
      name: NC_DEFINITION.business_process.info.name.es,
      path: '/demo',
      site_path: '/demo',
      site_name: expect.any(String),
      has_charts: true,
      is_shared: NC_DEFINITION.business_process.info.shared ?? false,
      can_edit: true,
      business_process: uploaded,
    });
    const row = await ctx.db.k
      .selectFrom('business_processes')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(row.definition).toBe(uploaded);
    const process = await ctx.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', row.site_id)
      .where('reference', '=', 'PE-04.2')
      .executeTakeFirstOrThrow();
    expect(row.process_id).toBe(process.id);
    expect(staged()).toEqual([]);

    const audit = await get('admin', '/api/v1/demo/audit/?entity=business_process');
    expect(audit.json().results[0]).toMatchObject({
      entity: 'business_process',
      entity_id: String(record.id),
      action: 'create',
      after: { reference: 'TNC', path: '/demo' },
    });
  });

  it('answers the stored text from GET {id}, with or without the trailing slash', async () => {
    const id = (await list('admin', DEMO)).find((r) => r.reference === 'TNC')!.id;
    const stored = (await storedRows()).find((r) => r.id === id)!.definition;
    for (const url of [`${DEMO}/businessprocess/${id}`, `${DEMO}/businessprocess/${id}/`]) {
      const res = await get('admin', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe(stored);
      expect(res.json().business_process.info.reference).toBe('TNC');
    }
  });

  it('refuses a file that is not JSON, not .json, missing, or too big, storing nothing', async () => {
    await expectNothingStored(async () => {
      const broken = await upload('admin', DEMO, '{"business_process": {');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().json_file[0]).toBe(localize(BP_MESSAGES.fileInvalid, 'es'));

      const extension = await upload('admin', DEMO, docDefinition('TEXT'), 'bp.txt');
      expect(extension.statusCode).toBe(400);
      expect(extension.json()).toEqual({ json_file: [localize(BP_MESSAGES.cannotIdentifyFileType, 'es')] });

      const missing = await send('POST', 'admin', `${DEMO}/businessprocess/`, null, { path: '/demo' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ json_file: [localize(MESSAGES.required, 'es')] });

      // A valid definition padded with spaces to one byte over 20 MiB.
      const valid = text(docDefinition('TBIG'));
      const big = await upload('admin', DEMO, valid + ' '.repeat(UPLOAD_MAX_BYTES - Buffer.byteLength(valid)));
      expect(big.statusCode).toBe(400);
      expect(Object.keys(big.json())).toEqual(['json_file']);

      const json = await ctx.app.inject({
        method: 'POST',
        url: `${DEMO}/businessprocess/`,
        payload: docDefinition('TJSON'),
        headers: auth(tokens.admin!),
      });
      expect(json.statusCode).toBe(400);
    });
  });

  it('refuses an invalid definition with the path and reason of every problem', async () => {
    const def = docDefinition('TBAD');
    def.business_process.info.reference = 'bad reference';
    def.business_process.workflow.states[0].color = 'red';
    await expectNothingStored(async () => {
      const res = await upload('admin', DEMO, def);
      expect(res.statusCode).toBe(400);
      const messages = res.json().json_file as string[];
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^business_process\.info\.reference: Must be upper-case/),
          expect.stringMatching(/^business_process\.workflow\.states\[0\]\.color: Must be a hex colour/),
        ]),
      );
    });
  });

  it('refuses an unknown process, an unknown related BP and a repeated reference', async () => {
    const related = ncDefinition('TREL');
    related.business_process.workflow.transitions = related.business_process.workflow.transitions.map(
      (t: { related_business_process?: string }) =>
        t.related_business_process ? { ...t, related_business_process: 'NOSUCHBP' } : t,
    );
    related.business_process.info.process = 'ZZ-99';
    await expectNothingStored(async () => {
      const res = await upload('admin', DEMO, related);
      expect(res.statusCode).toBe(400);
      // Both in one answer.
      expect(res.json().json_file).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^business_process\.workflow\.transitions\[\d+\]\.related_business_process: .*NOSUCHBP/,
          ),
          `business_process.info.process: ${BP_MESSAGES.unknownProcess('ZZ-99').es}`,
        ]),
      );
      const again = await upload('admin', DEMO, ncDefinition('TNC'));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        json_file: [`business_process.info.reference: ${BP_MESSAGES.alreadyExists('TNC').es}`],
      });
      const elsewhere = await send(
        'POST',
        'admin',
        `${DEMO}/businessprocess/`,
        { bytes: text(docDefinition('TPATH')) },
        { path: '/demo/norte' },
      );
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toEqual({ path: [localize(BP_MESSAGES.pathMismatch, 'es')] });
    });
  });

  it('takes the optional path when it is the current site path', async () => {
    const res = await send(
      'POST',
      'admin',
      `${DEMO}/businessprocess/`,
      { bytes: text(docDefinition('TDOC')) },
      { path: '/demo' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reference: 'TDOC', path: '/demo', has_charts: true });
  });

  it('is for site admins only', async () => {
    await expectNothingStored(async () => {
      for (const who of ['manager', 'user']) {
        const res = await upload(who, who === 'user' ? LAB : DEMO, docDefinition('TNOPE'));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: localize(MESSAGES.adminOnly, 'es') });
      }
    });
  });
});

describe('reading (list, one, bpmap)', () => {
  it('lists the site’s BPs to every user of the site, editable only for the admin', async () => {
    for (const [who, scope] of [
      ['admin', DEMO],
      ['manager', DEMO],
      ['user', LAB],
      ['user', '/api/v1/demo'],
    ] as const) {
      const records = await list(who, scope);
      const tnc = records.find((r) => r.reference === 'TNC');
      expect(tnc).toMatchObject({ path: '/demo', can_edit: who === 'admin' });
      expect(records.map((r) => r.reference)).toEqual([...records.map((r) => r.reference)].sort());
      expect((await get(who, `${scope}/businessprocess/${tnc!.id}/`)).statusCode).toBe(200);
    }
  });

  it('answers can_create from the creator role on the BP’s process in that centro', async () => {
    const map = async (who: string, scope: string) => {
      const res = await get(who, `${scope}/businessprocess/bpmap/`);
      expect(res.statusCode).toBe(200);
      return res.json() as BpMapResponse;
    };
    // TNC belongs to PE-04.2 (creators: the lab technician, the medical director, quality),
    // TDOC to PS-01 purchasing (the lab only reads documents; the medical director has no role).
    const lab = await map('user', LAB);
    expect(lab.TNC!.can_create).toBe(true);
    expect(lab.TDOC!.can_create).toBe(false);
    const manager = await map('manager', DEMO);
    expect(manager.TNC!.can_create).toBe(true);
    expect(manager.TDOC!.can_create).toBe(false);
    const admin = await map('admin', DEMO);
    expect(admin.TNC!.can_create).toBe(true);
    expect(admin.TDOC!.can_create).toBe(true); // editor of PS-01

    expect(lab.TNC).toMatchObject({
      is_shared: NC_DEFINITION.business_process.info.shared ?? false,
      list_reports_templates: (NC_DEFINITION.business_process.reports?.list ?? []).map((r) => ({
        value: r.id,
        title: r.title.es,
        template: r.template,
      })),
    });
    expect(lab.TDOC!.list_reports_templates.map((t) => t.value)).toEqual(['lista_documentos']);
  });

  it('needs a centro for the map, and answers 400 for a malformed id', async () => {
    expect((await get('admin', '/api/v1/demo/businessprocess/bpmap/')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get('admin', `${DEMO}/businessprocess/${id}/`);
      expect(res.statusCode).toBe(400);
    }
    expect((await get('admin', `${DEMO}/businessprocess/987654/`)).statusCode).toBe(404);
  });
});

describe('replace (PUT) and delete', () => {
  const idOf = async (reference: string, scope = DEMO) =>
    (await list('admin', scope)).find((r) => r.reference === reference)!.id;

  it('replaces by reference and keeps the text as uploaded', async () => {
    const id = await idOf('TDOC');
    const def = docDefinition('TDOC');
    def.business_process.info.name.es = 'Documentos de prueba';
    def.business_process.info.shared = true;
    const res = await replace('admin', DEMO, id, def);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Documentos de prueba',
      is_shared: true,
      business_process: text(def),
    });
    expect((await get('admin', `${DEMO}/businessprocess/${id}`)).body).toBe(text(def));
    expect((await get('admin', `${DEMO}/businessprocess/bpmap/`)).json().TDOC.is_shared).toBe(true);
    const audit = await get('admin', '/api/v1/demo/audit/?entity=business_process');
    expect(audit.json().results[0]).toMatchObject({ entity_id: String(id), action: 'update' });
  });

  it('refuses a replacement with another reference', async () => {
    const id = await idOf('TDOC');
    await expectNothingStored(async () => {
      const res = await replace('admin', DEMO, id, docDefinition('TOTHER'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        json_file: [`business_process.info.reference: ${BP_MESSAGES.referenceMismatch('TDOC').es}`],
      });
    });
  });

  it('is refused from a sub-company, where the inherited BP is read-only (403)', async () => {
    const inherited = (await list('admin', NORTE)).find((r) => r.reference === 'TDOC')!;
    expect(inherited).toMatchObject({ path: '/demo', can_edit: false });
    await expectNothingStored(async () => {
      const put = await replace('admin', NORTE, inherited.id, docDefinition('TDOC'));
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ detail: BP_MESSAGES.editOnlyAtOwnPath('/demo').es });
      const gone = await del('admin', `${NORTE}/businessprocess/${inherited.id}/`);
      expect(gone.statusCode).toBe(403);
    });
  });

  it('lets a sub-company override an inherited BP; the nearest one wins until it is deleted', async () => {
    const res = await upload('admin', NORTE, docDefinition('TDOC', 'PS-01'));
    expect(res.statusCode).toBe(201);
    const own = res.json() as BpRecord;
    expect(own).toMatchObject({ path: '/demo/norte', can_edit: true });
    expect((await list('admin', NORTE)).filter((r) => r.reference === 'TDOC').map((r) => r.id)).toEqual([own.id]);
    expect((await list('admin', DEMO)).find((r) => r.reference === 'TDOC')!.path).toBe('/demo');
    // The overridden ancestor version is not reachable by id from the sub-company.
    expect((await get('admin', `${NORTE}/businessprocess/${await idOf('TDOC')}/`)).statusCode).toBe(404);

    expect((await del('admin', `${NORTE}/businessprocess/${own.id}/`)).statusCode).toBe(204);
    expect((await list('admin', NORTE)).find((r) => r.reference === 'TDOC')!.path).toBe('/demo');
  });

  it('refuses managers and users', async () => {
    const id = await idOf('TDOC');
    await expectNothingStored(async () => {
      expect((await replace('manager', DEMO, id, docDefinition('TDOC'))).statusCode).toBe(403);
      expect((await del('manager', `${DEMO}/businessprocess/${id}/`)).statusCode).toBe(403);
      expect((await del('user', `${LAB}/businessprocess/${id}/`)).statusCode).toBe(403);
    });
  });

  it('keeps a BP that has units, and the states they are in', async () => {
    const id = await idOf('TNC');
    const now = new Date().toISOString();
    const state = NC_DEFINITION.business_process.workflow.states[0]!.id;
    await ctx.db.k
      .insertInto('units')
      .values({
        site_id: 1,
        centro_id: 1,
        business_process_id: id,
        bp_reference: 'TNC',
        number: 1,
        uid: 'QUnit#TNC#1#1',
        reference: 'TNC-0001',
        current_state: state,
        updated_at: now,
        created_at: now,
      })
      .execute();
    await expectNothingStored(async () => {
      const res = await del('admin', `${DEMO}/businessprocess/${id}/`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: BP_MESSAGES.hasUnits(1).es });

      const def = ncDefinition('TNC');
      def.business_process.workflow.states = def.business_process.workflow.states.map((s: { id: string }) =>
        s.id === state ? { ...s, id: 'renamed' } : s,
      );
      def.business_process.workflow.transitions = def.business_process.workflow.transitions.map(
        (t: { to?: string; from?: string[] }) => ({
          ...t,
          ...(t.to === state ? { to: 'renamed' } : {}),
          ...(t.from ? { from: t.from.map((f) => (f === state ? 'renamed' : f)) } : {}),
        }),
      );
      const put = await replace('admin', DEMO, id, def);
      expect(put.statusCode).toBe(400);
      expect(put.json().json_file).toContain(
        `business_process.workflow.states: ${BP_MESSAGES.stateInUse(state, 1).es}`,
      );
    });
  });

  it('keeps a BP another BP names, and deletes it once nothing does', async () => {
    const referrer = ncDefinition('TREF');
    referrer.business_process.workflow.transitions = referrer.business_process.workflow.transitions.map(
      (t: { related_business_process?: string }) =>
        t.related_business_process ? { ...t, related_business_process: 'TDOC' } : t,
    );
    const created = await upload('admin', DEMO, referrer);
    expect(created.statusCode).toBe(201);
    const tdoc = await idOf('TDOC');
    const refused = await del('admin', `${DEMO}/businessprocess/${tdoc}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: BP_MESSAGES.referencedBy(['TREF']).es });

    expect((await del('admin', `${DEMO}/businessprocess/${created.json().id}/`)).statusCode).toBe(204);
    expect((await del('admin', `${DEMO}/businessprocess/${tdoc}`)).statusCode).toBe(204);
    expect((await list('admin', DEMO)).some((r) => r.reference === 'TDOC')).toBe(false);
    expect((await get('admin', `${DEMO}/businessprocess/${tdoc}/`)).statusCode).toBe(404);
    const audit = await get('admin', '/api/v1/demo/audit/?entity=business_process');
    expect(audit.json().results[0]).toMatchObject({ entity_id: String(tdoc), action: 'delete', after: null });
  });
});

describe('tenant isolation', () => {
  it('acme.admin can neither see nor change demo’s BPs', async () => {
    const id = (await list('admin', DEMO)).find((r) => r.reference === 'TNC')!.id;
    await expectNothingStored(async () => {
      for (const res of [
        await get('acme.admin', `${DEMO}/businessprocess/`),
        await get('acme.admin', `${DEMO}/businessprocess/bpmap/`),
        await get('acme.admin', `${DEMO}/businessprocess/${id}/`),
        await upload('acme.admin', DEMO, docDefinition('TACME')),
        await replace('acme.admin', DEMO, id, ncDefinition('TNC')),
        await del('acme.admin', `${DEMO}/businessprocess/${id}/`),
        // Under its own scope, demo's ids do not exist.
        await get('acme.admin', `${ACME}/businessprocess/${id}/`),
        await replace('acme.admin', ACME, id, ncDefinition('TNC')),
        await del('acme.admin', `${ACME}/businessprocess/${id}/`),
      ]) {
        expect(res.statusCode).toBe(404);
      }
    });
    expect((await list('acme.admin', ACME)).some((r) => r.reference === 'TNC')).toBe(false);
  });
});
