import { MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

/**
 * The tenant-isolation matrix of this endpoints: acme.admin can read or
 * change nothing of demo, and a plain user reaches no admin-only endpoint.
 */
const ctx = useTestApp();
const tokens: Record<string, string> = {};
let demoCentroIds: number[] = [];
let demoUserId = 0;
/** A business process, a process and a standard of demo's own, for the calls that name one. */
const demo = { site: 0, bp: 0, bpText: '', process: 0 };

beforeAll(async () => {
  for (const who of ['admin', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
  const rows = await ctx.db.k
    .selectFrom('centros')
    .innerJoin('sites', 'sites.id', 'centros.site_id')
    .select('centros.id')
    .where('sites.path', 'like', '/demo/%')
    .execute();
  demoCentroIds = rows.map((r) => r.id);
  demoUserId = (
    await ctx.db.k.selectFrom('users').select('id').where('username', '=', 'user').executeTakeFirstOrThrow()
  ).id;
  const site = await ctx.db.k.selectFrom('sites').select('id').where('path', '=', '/demo/').executeTakeFirstOrThrow();
  const bp = await ctx.db.k
    .selectFrom('business_processes')
    .select(['id', 'definition'])
    .where('site_id', '=', site.id)
    .where('reference', '=', 'NC')
    .executeTakeFirstOrThrow();
  Object.assign(demo, { site: site.id, bp: bp.id, bpText: bp.definition });
  demo.process = (
    await ctx.db.k.selectFrom('processes').select('id').where('site_id', '=', site.id).executeTakeFirstOrThrow()
  ).id;
});

/** Every units, unitwidget, explorer and charts call under a centro scope, with a demo uid. */
function unitEndpoints(scope: string): Array<['GET' | 'POST', string, object?]> {
  const uid = encodeURIComponent('QUnit#NC#1#1');
  return [
    ['GET', `${scope}/unit/can_create?business_process=NC`],
    ['GET', `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`],
    ['GET', `${scope}/unit/get_fields_definition_to_collect_during_creation/?business_process=NC`],
    ['POST', `${scope}/unit/create_and_execute_initial_transition/`, { business_process: 'NC', subject: 'x' }],
    ['GET', `${scope}/unit/${uid}/`],
    ['GET', `${scope}/unit/${uid}/get_transition_candidates`],
    ['GET', `${scope}/unit/${uid}/get_fields_to_collect_during_transition/?transition_id=cerrar`],
    ['GET', `${scope}/unit/${uid}/get_transition_candidate_responsibles/?transition_id=cerrar`],
    ['POST', `${scope}/unit/${uid}/execute_transition/`, { transition_id: 'anular', cancel_reason: 'x' }],
    ['POST', `${scope}/unit/${uid}/sso_signing/`, { transition_id: 'cerrar', version: 1 }],
    ['GET', `${scope}/unitwidget/get_process_depending_users/?process_id=1&permission_id=responsible`],
    ['GET', `${scope}/unitwidget/get_centro_users/`],
    ['GET', `${scope}/directory/`],
    ['GET', `${scope}/unitwidget/get_depending_select_choices/?bp_reference=AUDIT&field_id=standard&reference_value=x`],
    ['GET', `${scope}/unitwidget/get_depending_input_value/?bp_reference=AUDIT&field_id=standard&reference_value=x`],
    ['GET', `${scope}/unit/explorer/?business_process=NC`],
    ['GET', `${scope}/unit/global_search/?search=etiqueta`],
    ['GET', `${scope}/unit/explorer_user_todo_list/`],
    ['GET', `${scope}/unit/explorer_calendar/?business_process=NC&start=2026-03-01&end=2026-04-01`],
    ['GET', `${scope}/unit/todo_calendar/?start=2026-03-01&end=2026-04-01`],
    ['GET', `${scope}/unit/related_list/?business_process=NC&pk=${uid}`],
    ['GET', `${scope}/unit/qunit_related_qunits_list/?business_process=NC&pk=${uid}`],
    ['GET', `${scope}/unit/get_fields_definition_to_collect_for_filtering/?business_process=NC`],
    ['GET', `${scope}/unit/get_fields_by_type_to_collect_for_filtering/?business_process=NC`],
    ['GET', `${scope}/unit/get_users_to_collect_for_filtering/`],
    ['GET', `${scope}/charts/view/?business_process=NC`],
  ];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A multipart form (business-process uploads, standards), as the admin screens send them. */
type Form = { form: Record<string, string>; file?: { field: string; name: string; text: string } };
/** Method, path, body, and whether only a site admin may make the call. */
type Endpoint = [Method, string, (object | Form)?, boolean?];

const isForm = (payload: object): payload is Form => 'form' in payload;

async function call(who: string, method: Method, url: string, payload?: object | Form) {
  const headers = auth(tokens[who]!);
  if (payload && isForm(payload)) {
    const files = payload.file ? { [payload.file.field]: { name: payload.file.name, bytes: payload.file.text } } : {};
    const body = await multipart(payload.form, files);
    return ctx.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** demo's NC definition, sent back as an upload or a replacement. */
const bpUpload = (): Form => ({ form: {}, file: { field: 'json_file', name: 'nc.json', text: demo.bpText } });

/**
 * The business-process, process-map and standards calls (shell-and-admin §7, records-explorer §7)
 * under a site or centro scope, with demo's ids.
 */
function siteEndpoints(scope: string): Endpoint[] {
  return [
    ['GET', `${scope}/businessprocess/`, undefined, false],
    ['GET', `${scope}/businessprocess/${demo.bp}`, undefined, false],
    ['POST', `${scope}/businessprocess/`, bpUpload(), true],
    ['PUT', `${scope}/businessprocess/${demo.bp}/`, bpUpload(), true],
    ['DELETE', `${scope}/businessprocess/${demo.bp}/`, undefined, true],
    ['GET', `${scope}/process/`, undefined, false],
    ['GET', `${scope}/process/tree/`, undefined, false],
    ['GET', `${scope}/process/${demo.process}/permissions/`, undefined, true],
    ['GET', `${scope}/standard/`, undefined, false],
    ['GET', `${scope}/standard/tree/`, undefined, false],
    ['POST', `${scope}/standard/`, { form: { name: 'ISO 27001:2022', code: '27001' } }, true],
  ];
}

/** What a refused write must leave as it was. */
async function definitionsAndStandards() {
  const bps = await ctx.db.k
    .selectFrom('business_processes')
    .select(['id', 'site_id', 'reference', 'definition', 'next_number'])
    .orderBy('id')
    .execute();
  const standards = await ctx.db.k.selectFrom('standards').select(['id', 'site_id', 'name']).orderBy('id').execute();
  return { bps, standards };
}

describe('acme.admin against demo', () => {
  it('gets 404 from every scoped endpoint of demo and its sub-company', async () => {
    const pwd = { current_password: DEMO_PASSWORD, new_password: 'Xx1!xxxxx', confirm_password: 'Xx1!xxxxx' };
    const urls: Endpoint[] = [
      ['GET', '/api/v1/demo/site/current/'],
      ['GET', '/api/v1/demo/norte/site/current/'],
      ['GET', '/api/v1/demo/qcentro/'],
      ['GET', '/api/v1/demo/audit/'],
      ['GET', '/api/v1/demo/site/'],
      ['POST', `/api/v1/demo/user/${demoUserId}/pwd_change/`, pwd],
      ['GET', '/api/v1/demo/unitwidget/subindicators/'],
      ...siteEndpoints('/api/v1/demo'),
      ...siteEndpoints('/api/v1/demo/norte'),
      ...demoCentroIds.flatMap((id): Endpoint[] => [
        ['GET', `/api/v1/demo/${id}/businessprocess/bpmap/`],
        ...siteEndpoints(`/api/v1/demo/${id}`),
        ['GET', `/api/v1/demo/${id}/menuitem/full`],
        ['GET', `/api/v1/demo/norte/${id}/menuitem/full`],
        ['GET', `/api/v1/acme/${id}/menuitem/full`],
        ...unitEndpoints(`/api/v1/demo/${id}`),
        ...unitEndpoints(`/api/v1/demo/norte/${id}`),
      ]),
    ];
    const before = await definitionsAndStandards();
    for (const [method, url, payload] of urls) {
      const res = await call('acme.admin', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await definitionsAndStandards()).toEqual(before);
  });

  it("gets 404 for demo's records named from its own company, changing nothing", async () => {
    const before = await definitionsAndStandards();
    const own: Endpoint[] = [
      ['GET', `/api/v1/acme/businessprocess/${demo.bp}`],
      ['PUT', `/api/v1/acme/businessprocess/${demo.bp}/`, bpUpload()],
      ['DELETE', `/api/v1/acme/businessprocess/${demo.bp}/`],
      ['GET', `/api/v1/acme/process/${demo.process}/permissions/`],
      ['GET', `/api/v1/acme/7/businessprocess/${demo.bp}`],
    ];
    for (const [method, url, payload] of own) {
      const res = await call('acme.admin', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Its own lists hold nothing of demo's.
    const ids = async (url: string) =>
      ((await call('acme.admin', 'GET', url)).json().results as Array<{ id: number }>).map((r) => r.id);
    expect(await ids('/api/v1/acme/businessprocess/')).not.toContain(demo.bp);
    expect(await ids('/api/v1/acme/process/')).not.toContain(demo.process);
    const demoStandards = before.standards.filter((st) => st.site_id === demo.site).map((st) => st.id);
    expect(demoStandards.length).toBeGreaterThan(0);
    for (const id of await ids('/api/v1/acme/standard/')) expect(demoStandards).not.toContain(id);
    expect(await definitionsAndStandards()).toEqual(before);
  });

  it('sees nothing of demo in its own lists', async () => {
    const me = (await call('acme.admin', 'GET', '/api/v1/user_data/me/')).json();
    expect(me.centros.every((c: { id: number }) => !demoCentroIds.includes(c.id))).toBe(true);
    const sites = (await call('acme.admin', 'GET', '/api/v1/site/')).json();
    expect(sites.results.map((s: { url_name: string }) => s.url_name)).toEqual(['acme']);
  });
});

describe('a user against a centro of their own company without a role in it', () => {
  it('gets 404 from every units endpoint of that centro', async () => {
    for (const [method, url, payload] of unitEndpoints('/api/v1/demo/1')) {
      const res = await call('user', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('admin-only endpoints', () => {
  it('refuses a plain user every admin-only business-process, process and standards call, changing nothing', async () => {
    const before = await definitionsAndStandards();
    for (const scope of ['/api/v1/demo', '/api/v1/demo/3']) {
      for (const [method, url, payload, adminOnly] of siteEndpoints(scope)) {
        const res = await call('user', method, url, payload);
        if (adminOnly) {
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json().detail, `${method} ${url}`).toBe(MESSAGES.adminOnly);
        } else expect(res.statusCode, `${method} ${url}`).toBe(200);
      }
    }
    expect(await definitionsAndStandards()).toEqual(before);
  });

  it('refuses a plain user and admits the site admin', async () => {
    const refused = await call('user', 'GET', '/api/v1/demo/audit/');
    expect(refused.statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/v1/demo/audit/')).statusCode).toBe(200);
    // An admin of acme is no admin of demo, and cannot even see it.
    expect((await call('acme.admin', 'GET', '/api/v1/demo/audit/')).statusCode).toBe(404);
  });

  it('filters the audit log by entity and user', async () => {
    const res = await call('admin', 'GET', '/api/v1/demo/audit/?entity=user&user=999999&items_per_page=5');
    expect(res.json()).toMatchObject({ count: 0, results: [] });
    expect((await call('admin', 'GET', '/api/v1/demo/audit/?items_per_page=0')).statusCode).toBe(400);
  });
});
