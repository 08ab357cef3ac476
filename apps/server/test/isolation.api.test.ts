import { beforeAll, describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';

/**
 * The tenant-isolation matrix of this endpoints: acme.admin can read or
 * change nothing of demo, and a plain user reaches no admin-only endpoint.
 */
const ctx = useTestApp();
const tokens: Record<string, string> = {};
let demoCentroIds: number[] = [];
let demoUserId = 0;

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

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(tokens[who]!), ...(payload ? { payload } : {}) });

describe('acme.admin against demo', () => {
  it('gets 404 from every scoped endpoint of demo and its sub-company', async () => {
    const pwd = { current_password: DEMO_PASSWORD, new_password: 'Xx1!xxxxx', confirm_password: 'Xx1!xxxxx' };
    const urls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/v1/demo/site/current/'],
      ['GET', '/api/v1/demo/norte/site/current/'],
      ['GET', '/api/v1/demo/qcentro/'],
      ['GET', '/api/v1/demo/audit/'],
      ['GET', '/api/v1/demo/site/'],
      ['POST', `/api/v1/demo/user/${demoUserId}/pwd_change/`, pwd],
      ['GET', '/api/v1/demo/unitwidget/subindicators/'],
      ...demoCentroIds.flatMap(
        (id): Array<['GET' | 'POST', string, object?]> => [
          ['GET', `/api/v1/demo/${id}/menuitem/full`],
          ['GET', `/api/v1/demo/norte/${id}/menuitem/full`],
          ['GET', `/api/v1/acme/${id}/menuitem/full`],
          ...unitEndpoints(`/api/v1/demo/${id}`),
          ...unitEndpoints(`/api/v1/demo/norte/${id}`),
        ],
      ),
    ];
    for (const [method, url, payload] of urls) {
      const res = await call('acme.admin', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
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
  it('refuses a plain user and admits the site admin', async () => {
    const refused = await call('user', 'GET', '/api/v1/demo/audit/');
    expect(refused.statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/v1/demo/audit/')).statusCode).toBe(200);
    // An admin of acme is no admin of demo, and cannot even see it.
    expect((await call('acme.admin', 'GET', '/api/v1/demo/audit/')).statusCode).toBe(404);
  });

  it('filters the audit log by entity and user', async () => {
    const res = await call('admin', 'GET', '/api/v1/demo/audit/?entity=user&user=999999&items_per_page=5');
    expect(res.json()).toEqual({ count: 0, results: [] });
    expect((await call('admin', 'GET', '/api/v1/demo/audit/?items_per_page=0')).statusCode).toBe(400);
  });
});
