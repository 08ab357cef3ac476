import { MESSAGES } from '@qualium/contracts';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/http/context.js';
import { registerRouteAccessCheck } from '../src/http/route-access.js';
import { auth, login, useTestApp } from './harness.js';

const ctx = useTestApp();

type Access = Required<RouteAccess>;
const PUBLIC: Access = { access: 'public', scope: 'none' };
const user = (scope: Access['scope']): Access => ({ access: 'user', scope });
const admin = (scope: Access['scope']): Access => ({ access: 'admin', scope });

/**
 * Who can reach every endpoint (docs/design.md §7). public: anyone; user: any signed-in user who holds
 * a role in the scope's site (and centro); admin: an administrator of the scope's site or of a
 * company above it. A new route fails this test until it is added here, so its access is
 * reviewed.
 */
const ROUTES: Record<string, Access> = {
  'GET /api/docs': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/health': PUBLIC,
  // Session
  'POST /api/v1/rest-auth/login/': PUBLIC,
  'POST /api/v1/rest-auth/logout/': user('none'),
  'GET /api/v1/token/:token/': PUBLIC,
  'GET /api/v1/user_data/me/': user('none'),
  // One's own preferences: the URL names no user, so nobody reaches another's.
  'GET /api/v1/user_data/me/preferences/': user('none'),
  'PUT /api/v1/user_data/me/preferences/': user('none'),
  'POST /api/v1/user/:id/pwd_change/': user('site'),
  // Single sign-on: the SPA exchanges the one-time code of /ssocallback for a token (public, like
  // the password login), the IdP and the browser reach the SAML endpoints without one, and only
  // a company's administrators read and change its settings.
  'POST /api/v1/rest-auth/saml/token/': PUBLIC,
  'POST /api/v1/rest-auth/saml/logout/': user('none'),
  'GET /api/v1/site/:id/sso/': admin('site'),
  'PUT /api/v1/site/:id/sso/': admin('site'),
  'GET /api/saml/login': PUBLIC,
  'GET /api/saml/sites/:id/metadata': PUBLIC,
  'POST /api/saml/sites/:id/acs': PUBLIC,
  'GET /api/saml/sites/:id/slo': PUBLIC,
  'POST /api/saml/sites/:id/slo': PUBLIC,
  // Sites and centros: the themed login pages look sites and centros up before sign-in.
  'GET /api/v1/sitepath/': PUBLIC,
  'GET /api/v1/centropath/': PUBLIC,
  'GET /api/v1/site/': user('optional'),
  'GET /api/v1/site/current/': user('site'),
  'GET /api/v1/qcentro/': user('site'),
  // Companies and Centros screens: administrators change; centro managers read the matrix and
  // read and change the roles of the centros they manage (checked in org-admin/policy.ts).
  'POST /api/v1/site/': admin('site'),
  'PUT /api/v1/site/:id/': admin('site'),
  'DELETE /api/v1/site/:id/': admin('site'),
  'GET /api/v1/role/list_inherited_roles/': user('site'),
  'GET /api/v1/role/site_participating_inherit_roles/': user('site'),
  'POST /api/v1/role/edit_inheritance/': admin('site'),
  'GET /api/v1/qcentro/:id/': user('site'),
  'POST /api/v1/qcentro/': admin('site'),
  'PUT /api/v1/qcentro/:id/': admin('site'),
  'DELETE /api/v1/qcentro/:id/': admin('site'),
  'GET /api/v1/qcentro/list_process_matrix': user('site'),
  'PUT /api/v1/qcentro/:id/add_process/': admin('site'),
  'PUT /api/v1/qcentro/:id/remove_process/': admin('site'),
  'GET /api/v1/qcentro/:id/centro_roles/': user('site'),
  'PUT /api/v1/qcentro/:id/modify_user_roles/': user('site'),
  'PUT /api/v1/qcentro/:id/add_user_role/': user('site'),
  'PUT /api/v1/qcentro/:id/remove_user_role/': user('site'),
  'GET /api/v1/qcentro/:id/list_manager_candidates': user('site'),
  'PUT /api/v1/qcentro/:id/set_user_manager/': admin('site'),
  'GET /api/v1/menuitem/full': user('centro'),
  // Administration screens: reads admit administrators and managers (403 for others, checked in
  // the services and in admin-*.api.test.ts); writes are for site administrators.
  'GET /api/v1/menuitem/': user('centro'),
  'GET /api/v1/menuitem/copy_from_parent/': admin('centro'),
  'GET /api/v1/menuitem/:id/': user('centro'),
  'POST /api/v1/menuitem/': admin('centro'),
  'PUT /api/v1/menuitem/:id/': admin('centro'),
  'DELETE /api/v1/menuitem/:id/': admin('centro'),
  'GET /api/v1/vocabulary/': user('centro'),
  'GET /api/v1/vocabulary/copy_from_parent/': admin('centro'),
  'GET /api/v1/vocabulary/:id/': user('centro'),
  'POST /api/v1/vocabulary/': admin('centro'),
  'PUT /api/v1/vocabulary/:id/': admin('centro'),
  'DELETE /api/v1/vocabulary/:id/': admin('centro'),
  'GET /api/v1/user/': user('site'),
  'GET /api/v1/user/:id/': user('site'),
  'POST /api/v1/user/': admin('site'),
  'PUT /api/v1/user/:id/': admin('site'),
  'DELETE /api/v1/user/:id/': admin('site'),
  'GET /api/v1/department/': user('site'),
  'GET /api/v1/department/:id/': user('site'),
  'POST /api/v1/department/': admin('site'),
  'PUT /api/v1/department/:id/': admin('site'),
  'DELETE /api/v1/department/:id/': admin('site'),
  'GET /api/v1/role/': user('site'),
  'GET /api/v1/role/:id/': user('site'),
  'POST /api/v1/role/': admin('site'),
  'PUT /api/v1/role/:id/': admin('site'),
  'DELETE /api/v1/role/:id/': admin('site'),
  'GET /api/v1/locationtype/': user('site'),
  'GET /api/v1/locationtype/:id/': user('site'),
  'POST /api/v1/locationtype/': admin('site'),
  'PUT /api/v1/locationtype/:id/': admin('site'),
  'DELETE /api/v1/locationtype/:id/': admin('site'),
  'GET /api/v1/location/': user('site'),
  'GET /api/v1/location/:id/': user('site'),
  'POST /api/v1/location/': admin('site'),
  'PUT /api/v1/location/:id/': admin('site'),
  'DELETE /api/v1/location/:id/': admin('site'),
  'GET /api/v1/audit/': admin('site'),
  'GET /api/v1/audit/facets/': admin('site'),
  // The audit chain's check (issue 15 §2)
  'GET /api/v1/audit/verify/': admin('site'),
  // Units
  'GET /api/v1/unit/can_create': user('centro'),
  'GET /api/v1/unit/get_fields_to_collect_during_creation/': user('centro'),
  'GET /api/v1/unit/get_fields_definition_to_collect_during_creation/': user('centro'),
  'POST /api/v1/unit/create_and_execute_initial_transition/': user('centro'),
  'GET /api/v1/unit/:uid/': user('centro'),
  'GET /api/v1/unit/:uid/get_transition_candidates': user('centro'),
  'GET /api/v1/unit/:uid/get_fields_to_collect_during_transition/': user('centro'),
  'GET /api/v1/unit/:uid/get_transition_candidate_responsibles/': user('centro'),
  'POST /api/v1/unit/:uid/execute_transition/': user('centro'),
  // A signature through the identity provider starts like the transition it signs.
  'POST /api/v1/unit/:uid/sso_signing/': user('centro'),
  'POST /api/v1/unit/bulk_transition_candidates/': user('centro'),
  'POST /api/v1/unit/bulk_execute_transition/': user('centro'),
  'GET /api/v1/unit/:uid/get_qunit_file/': user('centro'),
  'GET /api/v1/unit/:uid/get_qunit_thumbnail/': user('centro'),
  'GET /api/v1/unitwidget/get_process_depending_users/': user('centro'),
  'GET /api/v1/unitwidget/get_centro_users/': user('centro'),
  'GET /api/v1/unitwidget/get_depending_select_choices/': user('centro'),
  'GET /api/v1/unitwidget/get_depending_input_value/': user('centro'),
  'GET /api/v1/unitwidget/subindicators/': user('site'),
  'GET /api/v1/directory/': user('centro'),
  // Folder writes: admins, managers and managers of the centro; the service refuses anyone else (403).
  'GET /api/v1/directory/:id/': user('centro'),
  'POST /api/v1/directory/': user('centro'),
  'PUT /api/v1/directory/:id/': user('centro'),
  'DELETE /api/v1/directory/:id/': user('centro'),
  // Explorer, search, to-do, calendars, related lists, filter fields, charts
  'GET /api/v1/unit/explorer/': user('centro'),
  'GET /api/v1/unit/global_search/': user('centro'),
  'GET /api/v1/unit/explorer_user_todo_list/': user('centro'),
  'GET /api/v1/unit/explorer_calendar/': user('centro'),
  'GET /api/v1/unit/todo_calendar/': user('centro'),
  'GET /api/v1/unit/related_list/': user('centro'),
  'GET /api/v1/unit/qunit_related_qunits_list/': user('centro'),
  'GET /api/v1/unit/get_fields_definition_to_collect_for_filtering/': user('centro'),
  'GET /api/v1/unit/get_fields_by_type_to_collect_for_filtering/': user('centro'),
  'GET /api/v1/unit/get_users_to_collect_for_filtering/': user('centro'),
  // Notifications: the user's own only; the stream takes a single-use ticket instead of the Token header.
  'GET /api/v1/unit/get_user_notifications/': user('centro'),
  'GET /api/v1/unit/get_user_notifications_count/': user('centro'),
  'POST /api/v1/unit/execute_read_notifications/': user('centro'),
  'POST /api/v1/notifications/stream_ticket/': user('none'),
  'GET /api/v1/notifications/stream': PUBLIC,
  // Support chat: users with the chat flag; a thread's owner or the site's support (checked by the service).
  'GET /api/v1/support_chat/': user('site'),
  'GET /api/v1/support_chat/conversations/': user('site'),
  'GET /api/v1/support_chat/conversations/:user/': user('site'),
  'POST /api/v1/support_chat/conversations/:user/messages/': user('site'),
  // Communications: whoever may read the unit.
  'GET /api/v1/unit/:uid/communications/': user('centro'),
  // A unit's dossier for an audit-trail review: the company's administrators
  'GET /api/v1/unit/:uid/dossier/': admin('centro'),
  // Retention: the centro's units past their period and their purge, for the company's administrators
  'GET /api/v1/unit/past_retention/': admin('centro'),
  'POST /api/v1/unit/:uid/purge/': admin('centro'),
  'POST /api/v1/unit/:uid/purge_sso_signing/': admin('centro'),
  'POST /api/v1/unit/:uid/communications/': user('centro'),
  'POST /api/v1/unit/:uid/communications/:id/read/': user('centro'),
  // Read and understood: whoever may read the unit sees who has acknowledged it.
  'GET /api/v1/unit/:uid/acknowledgements/': user('centro'),
  'GET /api/v1/charts/view/': user('site'),
  // Business processes, processes, standards
  'GET /api/v1/businessprocess/': user('site'),
  'GET /api/v1/businessprocess/bpmap/': user('centro'),
  'GET /api/v1/businessprocess/:id': user('site'),
  'POST /api/v1/businessprocess/': admin('site'),
  'PUT /api/v1/businessprocess/:id/': admin('site'),
  'DELETE /api/v1/businessprocess/:id/': admin('site'),
  'GET /api/v1/process/': user('site'),
  'GET /api/v1/process/tree/': user('site'),
  'GET /api/v1/process/:id/permissions/': admin('site'),
  'GET /api/v1/standard/': user('site'),
  'GET /api/v1/standard/tree/': user('site'),
  'POST /api/v1/standard/': admin('site'),
  // Reports: readers print what they may read; custom templates and template files are for admins.
  'GET /api/v1/report/:uid/get_qunit_report/': user('site'),
  'GET /api/v1/report/:uid/get_qunit_pdf/': user('site'),
  'GET /api/v1/report/get_list_report/': user('site'),
  'POST /api/v1/report/get_list_report/': user('site'),
  'GET /api/v1/report/get_list_templates/': user('site'),
  'POST /api/v1/report/:uid/get_qunit_custom_report/': admin('site'),
  'POST /api/v1/report/get_list_custom_report/': admin('site'),
  'GET /api/v1/report/templates/': admin('site'),
  'POST /api/v1/report/templates/': admin('site'),
  'GET /api/v1/report/templates/:id/file/': admin('site'),
  'DELETE /api/v1/report/templates/:id/': admin('site'),
};

const entries = () => Object.entries(ROUTES).map(([route, access]) => ({ route, ...access }));
const split = (route: string) => route.split(' ') as [string, string];
/** A concrete URL for a route pattern, under an optional scope prefix such as '/demo'. */
const concrete = (url: string, scope = '') =>
  url.replace('/api/v1/', `/api/v1${scope}/`).replace(/:\w+/g, '1').replace(/\*$/, 'x');
const call = (route: string, scope = '', headers: Record<string, string> = {}) => {
  const [method, url] = split(route);
  return ctx.app.inject({ method: method as 'GET', url: concrete(url, scope), headers });
};

describe('who can reach every endpoint', () => {
  let userToken = '';
  beforeAll(async () => {
    userToken = await login(ctx, 'user');
  });

  it('declares access and scope on every API route, exactly as reviewed here', () => {
    const declared = Object.fromEntries(
      ctx.app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, { access: r.access, scope: r.scope }]),
    );
    expect(declared).toEqual(ROUTES);
    for (const { route } of entries()) {
      const [method, url] = split(route);
      // The router keeps paths without their trailing slash (ignoreTrailingSlash).
      expect(ctx.app.hasRoute({ method: method as 'GET', url: url.replace(/(.)\/$/, '$1') }), route).toBe(true);
    }
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const closed = entries().filter((e) => e.access !== 'public');
    const answers = await Promise.all(closed.map((e) => call(e.route)));
    closed.forEach((e, i) => {
      expect(answers[i]?.statusCode, e.route).toBe(401);
      expect(answers[i]?.json(), e.route).toEqual({ detail: MESSAGES.notAuthenticated });
    });
  });

  it('serves every public route without a token', async () => {
    const open = entries().filter((e) => e.access === 'public');
    const answers = await Promise.all(open.map((e) => call(e.route)));
    open.forEach((e, i) => {
      // The token check answers 401 "No token" of its own for an unknown key, never the gate's.
      expect(answers[i]?.body, e.route).not.toContain(MESSAGES.notAuthenticated);
      expect(answers[i]?.statusCode, e.route).toBeLessThan(500);
    });
  });

  it('answers 403 to a plain user on every admin route of a site they belong to', async () => {
    const adminOnly = entries().filter((e) => e.access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(0);
    // Centro-scoped routes under the one centro `user` holds a role in (the laboratory, 3).
    const scopeOf = (e: { scope: Access['scope'] }) => (e.scope === 'centro' ? '/demo/3' : '/demo');
    const answers = await Promise.all(adminOnly.map((e) => call(e.route, scopeOf(e), auth(userToken))));
    adminOnly.forEach((e, i) => {
      expect(answers[i]?.statusCode, e.route).toBe(403);
    });
  });
});

describe('routes are private unless they say otherwise', () => {
  const appWith = (config: object) => {
    const app = Fastify();
    registerRouteAccessCheck(app);
    app.get('/api/v1/secret/', { config }, async () => ({ secret: true }));
    return app;
  };

  it('refuses to start with an API route that declares no access or no scope', async () => {
    for (const config of [{}, { access: 'user' }, { scope: 'none' }]) {
      const app = appWith(config);
      await expect(app.ready()).rejects.toThrow(/must declare config.access and config.scope: GET \/api\/v1\/secret\//);
      await app.close();
    }
  });

  it('starts when the route declares both', async () => {
    const app = appWith({ access: 'user', scope: 'none' });
    await app.ready();
    expect(app.declaredRoutes).toEqual([{ method: 'GET', url: '/api/v1/secret/', access: 'user', scope: 'none' }]);
    await app.close();
  });
});
