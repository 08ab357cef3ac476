import { beforeAll, describe, expect, it } from 'vitest';
import { type DeclaredScope, type OpenApiDocument, operationsOf } from './fuzz/cases.js';
import { auth, login, useTestApp } from './harness.js';
import { unitsApi } from './units-fixture.js';

/**
 * The isolation matrix over every operation of the OpenAPI document (isolation.api.test.ts holds
 * the hand-written cases with valid bodies). Callers: acme's administrator (another company),
 * a plain user of demo (a lower role), the same user in a demo centro they hold no role in. Every
 * call names demo's own records (ids, uids, the company and its centros) in its path, query and
 * body. Demo's rows are compared before and after; every answer acme gets is searched for demo's
 * data.
 */
const ctx = useTestApp();
const tokens: Record<string, string> = {};
let operations: Array<{ method: string; path: string; scope: DeclaredScope; access: string; query: string[] }> = [];

/** Demo's records by the path segment that names their kind, and demo's own texts. */
const demo = {
  siteIds: [] as number[],
  centroIds: [] as number[],
  uid: '',
  ids: new Map<string, number>(),
  markers: [] as string[],
};
let acmeCentro = 0;

/** Table of the records a path segment's `{id}` names. */
const TABLE_OF: Record<string, string> = {
  businessprocess: 'business_processes',
  qcentro: 'centros',
  site: 'sites',
  user: 'users',
  department: 'departments',
  role: 'roles',
  menuitem: 'menu_items',
  vocabulary: 'vocabularies',
  locationtype: 'location_types',
  location: 'locations',
  directory: 'directories',
  process: 'processes',
  templates: 'report_templates',
  communications: 'communications',
};

/** Tables whose rows carry the company they belong to. */
async function tenantTables(): Promise<Array<{ name: string; columns: string[] }>> {
  const tables = await ctx.db.k.introspection.getTables();
  return tables
    .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) }))
    .filter((t) => t.columns.includes('site_id'));
}

/** Every row of demo's companies, table by table. */
async function demoRows(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const { name } of await tenantTables()) {
    const rows = await ctx.db.k
      .selectFrom(name as 'units')
      .selectAll()
      .where('site_id', 'in', demo.siteIds)
      .execute();
    // Not every such table has an id: rows are compared in the order of their text.
    out[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

async function firstId(table: string, column = 'site_id', values = demo.siteIds): Promise<number | undefined> {
  const row = await ctx.db.k
    .selectFrom(table as 'units')
    .select('id')
    .where(column as 'site_id', 'in', values)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Texts of demo's that appear nowhere in acme's data: people's names and e-mails, company and
 * centro names, unit titles. Found in an answer to acme, they are a leak.
 */
async function demoMarkers(acmeSiteId: number): Promise<string[]> {
  const k = ctx.db.k;
  const texts = async (siteIds: number[]) => [
    ...(await k.selectFrom('users').select(['email', 'last_name']).where('site_id', 'in', siteIds).execute()).flatMap(
      (u) => [u.email, u.last_name],
    ),
    ...(await k.selectFrom('sites').select('name').where('id', 'in', siteIds).execute()).map((s) => s.name),
    ...(await k.selectFrom('centros').select('name').where('site_id', 'in', siteIds).execute()).map((c) => c.name),
    ...(await k.selectFrom('units').select('title').where('site_id', 'in', siteIds).limit(200).execute()).map(
      (u) => u.title,
    ),
  ];
  const acmeText = (await texts([acmeSiteId])).join('\n').toLowerCase();
  const markers = (await texts(demo.siteIds)).filter(
    (t): t is string => typeof t === 'string' && t.length >= 8 && !acmeText.includes(t.toLowerCase()),
  );
  return [...new Set(markers)];
}

beforeAll(async () => {
  for (const who of ['user', 'acme.admin']) tokens[who] = await login(ctx, who);
  // A unit of demo's, whose uid the calls name and whose title must not reach acme.
  demo.uid = (await unitsApi(ctx).createUnit(await login(ctx, 'admin'), '/api/v1/demo/3', 'NC')).uid;
  const k = ctx.db.k;
  const sites = await k.selectFrom('sites').select(['id', 'path']).execute();
  demo.siteIds = sites.filter((s) => s.path.startsWith('/demo/')).map((s) => s.id);
  const acmeSite = sites.find((s) => s.path === '/acme/')!.id;
  demo.centroIds = (await k.selectFrom('centros').select('id').where('site_id', 'in', demo.siteIds).execute()).map(
    (c) => c.id,
  );
  acmeCentro = (await firstId('centros', 'site_id', [acmeSite]))!;
  for (const [segment, table] of Object.entries(TABLE_OF)) {
    const id = table === 'sites' ? demo.siteIds[0] : await firstId(table);
    if (id !== undefined) demo.ids.set(segment, id);
  }
  demo.markers = await demoMarkers(acmeSite);
  const document: OpenApiDocument = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  const declared = new Map(ctx.app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, r]));
  operations = operationsOf(document)
    .filter((o) => o.path.startsWith('/api/v1/'))
    .map(({ method, path, operation }) => {
      const route = declared.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`)!;
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      return { method, path, scope: route.scope ?? 'none', access: route.access ?? 'public', query };
    });
});

/** Demo's value for a query parameter or body field, by its name. */
function demoValue(name: string): string | number {
  const byName: Record<string, string | number | undefined> = {
    site: demo.siteIds[0],
    site_id: demo.siteIds[0],
    centro: demo.centroIds[0],
    centro_id: demo.centroIds[0],
    centros: demo.centroIds.join(','),
    user: demo.ids.get('user'),
    current_workflow_responsible: demo.ids.get('user'),
    department: demo.ids.get('department'),
    location_type: demo.ids.get('locationtype'),
    parent: demo.ids.get('directory'),
    process_id: demo.ids.get('process'),
    template: demo.ids.get('templates'),
    bp: demo.ids.get('businessprocess'),
    entity_id: String(demo.ids.get('user')),
    pk: demo.uid,
    origin_qunit: demo.uid,
    uid: demo.uid,
    business_process: 'NC',
    bp_reference: 'NC',
  };
  return byName[name] ?? 1;
}

/** The operation's URL under `prefix`, every path parameter naming demo's record of that kind. */
function urlOf(op: (typeof operations)[number], prefix: string): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string, offset: number) => {
    if (name === 'uid') return encodeURIComponent(demo.uid);
    const segment = op.path.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '';
    return String(demo.ids.get(segment) ?? 1);
  });
  const query = op.query.map((name) => `${name}=${encodeURIComponent(String(demoValue(name)))}`).join('&');
  return `${path.replace(/^\/api\/v1/, `/api/v1${prefix}`)}${query ? `?${query}` : ''}`;
}

/** A JSON body naming demo's records under the field names the app uses. */
const demoBody = () =>
  Object.fromEntries(
    ['site', 'centro', 'user', 'parent', 'department', 'process_id', 'business_process', 'uid'].map((n) => [
      n,
      demoValue(n),
    ]),
  );

function call(who: string, method: string, url: string) {
  const writes = method !== 'GET';
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: auth(tokens[who]!),
    ...(writes ? { payload: demoBody() } : {}),
  });
}

/** The prefix a declared scope takes in `company`, with `centro` for centro scopes. */
const prefixFor = (scope: DeclaredScope, company: string, centro: number) =>
  scope === 'none' ? '' : scope === 'centro' ? `/${company}/${centro}` : `/${company}`;

describe('every operation, against another company', () => {
  it("answers acme's administrator 404 for every call under demo's scopes", async () => {
    expect(operations.length).toBeGreaterThan(100);
    const before = await demoRows();
    const wrong: string[] = [];
    for (const op of operations) {
      for (const prefix of ['/demo', '/demo/norte', ...demo.centroIds.map((id) => `/demo/${id}`)]) {
        const url = urlOf(op, prefix);
        const res = await call('acme.admin', op.method, url);
        if (res.statusCode !== 404) wrong.push(`${op.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await demoRows()).toEqual(before);
  });

  it("shows acme's administrator nothing of demo's when its own calls name demo's records", async () => {
    // Demo's people, companies, centros and the unit: texts enough to notice a leak by.
    expect(demo.markers.length).toBeGreaterThan(20);
    const before = await demoRows();
    const leaks: string[] = [];
    for (const op of operations) {
      const url = urlOf(op, prefixFor(op.scope, 'acme', acmeCentro));
      const res = await call('acme.admin', op.method, url);
      expect(res.statusCode, `${op.method} ${url}`).toBeLessThan(500);
      const found = demo.markers.filter((m) => res.body.includes(m));
      if (found.length) leaks.push(`${op.method} ${url} (${res.statusCode}): ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
    expect(await demoRows()).toEqual(before);
    // Nor did any of acme's records come to point at a centro of demo's.
    for (const { name, columns } of await tenantTables()) {
      if (!columns.includes('centro_id')) continue;
      const crossing = await ctx.db.k
        .selectFrom(name as 'units')
        .selectAll()
        .where('site_id', 'not in', demo.siteIds)
        .where('centro_id' as 'site_id', 'in', demo.centroIds)
        .execute();
      expect(crossing, name).toEqual([]);
    }
  });
});

describe('every operation, against a lower role and a centro without roles', () => {
  it("answers a plain user 403 on every administrators' operation of their own company", async () => {
    const before = await demoRows();
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.access === 'admin')) {
      const url = urlOf(op, prefixFor(op.scope, 'demo', 3));
      const res = await call('user', op.method, url);
      if (res.statusCode !== 403) wrong.push(`${op.method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await demoRows()).toEqual(before);
  });

  it('answers a plain user 404 in a centro and a sub-company they hold no role in', async () => {
    const before = await demoRows();
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.scope === 'centro' || o.scope === 'site')) {
      const url = urlOf(op, op.scope === 'centro' ? '/demo/1' : '/demo/norte');
      const res = await call('user', op.method, url);
      if (res.statusCode !== 404) wrong.push(`${op.method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await demoRows()).toEqual(before);
  });
});
