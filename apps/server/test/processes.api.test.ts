import {
  localize,
  MESSAGES,
  PROCESS_ROLES,
  type ProcessRecord,
  type ProcessTreeNode,
  STANDARD_MESSAGES,
  type StandardRecord,
  type StandardTreeNode,
  TREE_DEPTH_CAP,
} from '@qualium/contracts';
import { DOCISODEFAULT_DEFINITION } from '@qualium/demo-bps';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

const ctx = useTestApp({}, null);
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) {
    tokens[who] = await login(ctx, who);
    ids[who] = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', who).executeTakeFirstOrThrow()
    ).id;
  }
});

const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who]!) });
const siteId = async (path: string) =>
  (await ctx.db.k.selectFrom('sites').select('id').where('path', '=', path).executeTakeFirstOrThrow()).id;

/**
 * Written apart from the server's code: processes enabled in the centro where a role the user holds
 * there, or that role's department, is granted any process role.
 */
async function participatingIn(who: string, centroId: number): Promise<number[]> {
  const rows = await ctx.db.k
    .selectFrom('process_permissions as pp')
    .innerJoin('centro_processes as cp', (j) =>
      j.onRef('cp.process_id', '=', 'pp.process_id').on('cp.centro_id', '=', centroId),
    )
    .innerJoin('user_centro_roles as ucr', (j) =>
      j.on('ucr.centro_id', '=', centroId).on('ucr.user_id', '=', ids[who]!),
    )
    .innerJoin('roles as r', 'r.id', 'ucr.role_id')
    .select('pp.process_id')
    .distinct()
    .where((eb) =>
      eb.or([eb('pp.role_id', '=', eb.ref('ucr.role_id')), eb('pp.department_id', '=', eb.ref('r.department_id'))]),
    )
    .execute();
  return rows.map((r) => r.process_id).sort((a, b) => a - b);
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const idsOf = (records: Array<{ id: number }>) => sorted(records.map((r) => r.id));

async function processes(who: string, scope: string): Promise<ProcessRecord[]> {
  const res = await get(who, `${scope}/process/`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; results: ProcessRecord[] };
  expect(body.count).toBe(body.results.length);
  return body.results;
}

function flatten<T extends { children: T[] }>(nodes: T[], depth = 1, out: Array<T & { depth: number }> = []) {
  for (const node of nodes) {
    out.push({ ...node, depth });
    flatten(node.children, depth + 1, out);
  }
  return out;
}

async function tree(who: string, scope: string) {
  const res = await get(who, `${scope}/process/tree/`);
  expect(res.statusCode).toBe(200);
  const nodes = flatten(res.json() as ProcessTreeNode[]);
  for (const node of nodes) {
    expect(node.depth).toBeLessThanOrEqual(TREE_DEPTH_CAP);
    expect(node.level).toBe(node.depth);
    for (const child of node.children) expect(child.parent).toBe(node.id);
  }
  return nodes;
}

describe('process map', () => {
  it('shows a site admin every process of the site, strategic first, with the labels of shell-and-admin §3', async () => {
    const all = await ctx.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', await siteId('/demo/'))
      .execute();
    const records = await processes('admin', '/api/v1/demo');
    expect(idsOf(records)).toEqual(idsOf(all));
    expect(records[0]!.process_type).toBe('strategic');
    const nc = records.find((r) => r.reference === 'PE-04.2')!;
    expect(nc).toMatchObject({
      name: 'No conformidades y acciones correctivas',
      process_type: 'strategic',
      get_process_type_display: 'Estratégico',
      internal_type: 'public',
      inherit_permissions: true,
      standard: expect.any(Number),
      standard_name: expect.stringContaining('10'),
      level: 2,
      bp_reference: expect.any(Array),
    });
    expect(nc.path).toEqual([nc.parent, nc.id]);
    expect(nc.entries.split('\n')).toContain('Reclamaciones');
    expect(records.find((r) => r.process_type === 'support')!.get_process_type_display).toBe('Soporte');
    expect(records.find((r) => r.process_type === 'core')!.get_process_type_display).toBe('Operativo');

    const nodes = await tree('admin', '/api/v1/demo/1');
    expect(sorted(nodes.map((n) => n.id))).toEqual(idsOf(all));
  });

  it('shows a user only the processes they participate in, in that centro', async () => {
    const expected = await participatingIn('user', 3);
    expect(expected.length).toBeGreaterThan(0);
    const records = await processes('user', '/api/v1/demo/3');
    expect(idsOf(records)).toEqual(expected);
    expect(records.every((r) => r.participating)).toBe(true);
    const refs = records.map((r) => r.reference);
    expect(refs).toEqual(expect.arrayContaining(['PE-04', 'PE-04.2', 'PC-05']));
    expect(refs).not.toContain('PE-01');
    expect(refs).not.toContain('PS-01');
    // Site scope: any of the user's centros of the site (here the same single centro).
    expect(idsOf(await processes('user', '/api/v1/demo'))).toEqual(expected);
  });

  it('takes every centro of the site under a site scope, only the scope’s centro under a centro scope', async () => {
    const [hud, bq] = [await participatingIn('manager', 1), await participatingIn('manager', 2)];
    expect(idsOf(await processes('manager', '/api/v1/demo/1'))).toEqual(hud);
    expect(idsOf(await processes('manager', '/api/v1/demo/2'))).toEqual(bq);
    expect(idsOf(await processes('manager', '/api/v1/demo'))).toEqual(sorted([...new Set([...hud, ...bq])]));
  });

  it('keeps the user’s tree connected with non-participating ancestors', async () => {
    const expected = new Set(await participatingIn('user', 3));
    const nodes = await tree('user', '/api/v1/demo/3');
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(sorted(nodes.filter((n) => n.participating).map((n) => n.id))).toEqual(sorted([...expected]));
    for (const node of nodes) {
      if (node.parent !== null) expect(byId.has(node.parent)).toBe(true);
      if (!node.participating) {
        // Only there because something below it is participating.
        expect(nodes.some((n) => n.participating && n.path.includes(node.id) && n.id !== node.id)).toBe(true);
      }
    }
  });

  it('names the BPs linked to each process', async () => {
    const def = JSON.parse(JSON.stringify(DOCISODEFAULT_DEFINITION));
    def.business_process.info.reference = 'TPROC';
    def.business_process.info.process = 'PE-04.2';
    const body = await multipart({}, { json_file: { name: 'tproc.json', bytes: JSON.stringify(def) } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/demo/1/businessprocess/',
      payload: body.payload,
      headers: { ...auth(tokens.admin!), ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    const nc = (await processes('user', '/api/v1/demo/3')).find((r) => r.reference === 'PE-04.2')!;
    expect(nc.bp_reference).toContain('TPROC');
  });

  it('keeps each company’s map to itself', async () => {
    const acme = await siteId('/acme/');
    const all = await ctx.db.k.selectFrom('processes').select('id').where('site_id', '=', acme).execute();
    expect(idsOf(await processes('acme.admin', '/api/v1/acme'))).toEqual(idsOf(all));
    expect((await get('acme.admin', '/api/v1/demo/process/')).statusCode).toBe(404);
    expect((await get('acme.admin', '/api/v1/demo/1/process/tree/')).statusCode).toBe(404);
    const norte = await siteId('/demo/norte/');
    const norteAll = await ctx.db.k.selectFrom('processes').select('id').where('site_id', '=', norte).execute();
    expect(idsOf(await processes('admin', '/api/v1/demo/norte'))).toEqual(idsOf(norteAll));
  });
});

describe('process permissions', () => {
  const pe04 = async () =>
    (
      await ctx.db.k
        .selectFrom('processes')
        .select('id')
        .where('site_id', '=', await siteId('/demo/'))
        .where('reference', '=', 'PE-04')
        .executeTakeFirstOrThrow()
    ).id;

  it('lists, per process role, the roles and departments it is granted to', async () => {
    const id = await pe04();
    const res = await get('admin', `/api/v1/demo/1/process/${id}/permissions/`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      count: number;
      results: Array<{ permission_id: string; roles_allowed: number[]; departments_allowed: number[] }>;
    };
    expect(body.results.map((p) => p.permission_id)).toEqual([...PROCESS_ROLES]);
    const grants = await ctx.db.k.selectFrom('process_permissions').selectAll().where('process_id', '=', id).execute();
    for (const p of body.results) {
      const mine = grants.filter((g) => g.permission === p.permission_id);
      expect(p.roles_allowed).toEqual(sorted([...new Set(mine.flatMap((g) => (g.role_id ? [g.role_id] : [])))]));
      expect(p.departments_allowed).toEqual(
        sorted([...new Set(mine.flatMap((g) => (g.department_id ? [g.department_id] : [])))]),
      );
    }
    expect(body.results.find((p) => p.permission_id === 'creator')!.roles_allowed.length).toBeGreaterThan(0);
  });

  it('is for site admins of the process’s own company', async () => {
    const id = await pe04();
    const user = await get('user', `/api/v1/demo/3/process/${id}/permissions/`);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ detail: localize(MESSAGES.adminOnly, 'es') });
    expect((await get('acme.admin', `/api/v1/demo/1/process/${id}/permissions/`)).statusCode).toBe(404);
    expect((await get('acme.admin', `/api/v1/acme/7/process/${id}/permissions/`)).statusCode).toBe(404);
    expect((await get('admin', '/api/v1/demo/1/process/987654/permissions/')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3']) {
      expect((await get('admin', `/api/v1/demo/1/process/${bad}/permissions/`)).statusCode).toBe(400);
    }
  });
});

describe('standards', () => {
  const list = async (who: string, scope: string) => {
    const res = await get(who, `${scope}/standard/`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: StandardRecord[] }).results;
  };
  const post = async (who: string, scope: string, fields: Record<string, string>) => {
    const body = await multipart(fields);
    return ctx.app.inject({
      method: 'POST',
      url: `${scope}/standard/`,
      payload: body.payload,
      headers: { ...auth(tokens[who]!), ...body.headers },
    });
  };

  it('lists the site’s standards and nests them in a tree', async () => {
    const demo = await siteId('/demo/');
    const rows = await ctx.db.k
      .selectFrom('standards')
      .select(['id', 'parent_id'])
      .where('site_id', '=', demo)
      .execute();
    const records = await list('user', '/api/v1/demo/3');
    expect(idsOf(records)).toEqual(idsOf(rows));
    const res = await get('user', '/api/v1/demo/3/standard/tree/');
    expect(res.statusCode).toBe(200);
    const roots = res.json() as StandardTreeNode[];
    expect(idsOf(roots)).toEqual(idsOf(rows.filter((r) => r.parent_id === null)));
    expect(sorted(flatten(roots).map((n) => n.id))).toEqual(idsOf(rows));
    const acme = await list('acme.admin', '/api/v1/acme/7');
    expect(acme.some((s) => records.some((r) => r.id === s.id))).toBe(false);
  });

  it('lets a site admin add one, multipart or JSON, under a parent of the site', async () => {
    const parent = (await list('admin', '/api/v1/demo/1')).find((s) => s.parent === null)!;
    const res = await post('admin', '/api/v1/demo/1', {
      name: 'Cláusula de prueba',
      code: '99',
      parent: String(parent.id),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as StandardRecord;
    expect(created).toMatchObject({ name: 'Cláusula de prueba', code: '99', parent: parent.id, level: 2 });
    expect(created.path).toEqual([parent.id, created.id]);
    const roots = (await get('admin', '/api/v1/demo/standard/tree/')).json() as StandardTreeNode[];
    expect(roots.find((s) => s.id === parent.id)!.children.map((c) => c.id)).toContain(created.id);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/demo/standard/',
      payload: { name: 'Norma interna', parent: null },
      headers: auth(tokens.admin!),
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ name: 'Norma interna', code: '', parent: null, level: 1 });

    const audit = await get('admin', '/api/v1/demo/audit/?entity=standard');
    expect(audit.json().results.map((a: { entity_id: string }) => a.entity_id)).toEqual([
      String(json.json().id),
      String(created.id),
    ]);
  });

  it('refuses non-admins, missing names, foreign or unknown parents, and a sixth level', async () => {
    const before = await ctx.db.k.selectFrom('standards').select('id').execute();
    expect((await post('manager', '/api/v1/demo/1', { name: 'X' })).statusCode).toBe(403);
    expect((await post('user', '/api/v1/demo/3', { name: 'X' })).statusCode).toBe(403);
    expect((await post('acme.admin', '/api/v1/demo/1', { name: 'X' })).statusCode).toBe(404);

    const missing = await post('admin', '/api/v1/demo/1', { code: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: [localize(MESSAGES.required, 'es')] });
    const acmeStandard = (await list('acme.admin', '/api/v1/acme/7'))[0]!;
    for (const parent of [String(acmeStandard.id), '987654']) {
      const res = await post('admin', '/api/v1/demo/1', { name: 'X', parent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ parent: [localize(STANDARD_MESSAGES.unknownParent, 'es')] });
    }
    const notANumber = await post('admin', '/api/v1/demo/1', { name: 'X', parent: 'abc' });
    expect(notANumber.statusCode).toBe(400);
    expect(Object.keys(notANumber.json())).toEqual(['parent']);
    expect((await ctx.db.k.selectFrom('standards').select('id').execute()).length).toBe(before.length);

    let parent = '';
    for (let level = 1; level <= TREE_DEPTH_CAP; level++) {
      const res = await post('admin', '/api/v1/demo/1', { name: `Nivel ${level}`, parent });
      expect(res.statusCode).toBe(201);
      expect(res.json().level).toBe(level);
      parent = String(res.json().id);
    }
    const deep = await post('admin', '/api/v1/demo/1', { name: 'Nivel 6', parent });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ parent: [localize(STANDARD_MESSAGES.tooDeep, 'es')] });
  });
});
