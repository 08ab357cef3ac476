import { describe, expect, it } from 'vitest';
import { auth, login, type TestContext, useTestApps } from './harness.js';
import { multipart } from './multipart.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * What every request reads of who and where (token, user, scope, process roles) and the parsed BP
 * definitions it keeps take effect on the very next request, also when the change was made
 * through another node on the same database (docs/decisions.md, "PostgreSQL at par"). Two apps
 * share one database here; `a` writes, `b` answers (or the other way round).
 */
const [a, b] = useTestApps(2, {}, null) as [TestContext, TestContext];
const C1 = '/api/v1/demo/1';
const explorer = `${C1}/unit/explorer/?business_process=NC`;

const get = (node: TestContext, token: string, url: string) =>
  node.app.inject({ method: 'GET', url, headers: auth(token) });

/** A demo user other than the administrators who holds a role in centro 1. */
async function userOfCentro1(): Promise<string> {
  const row = await a.db.k
    .selectFrom('user_centro_roles')
    .innerJoin('users', 'users.id', 'user_centro_roles.user_id')
    .select('users.username')
    .where('user_centro_roles.centro_id', '=', 1)
    .where('users.is_admin', '=', 0)
    .where('users.is_active', '=', 1)
    .orderBy('users.id')
    .executeTakeFirstOrThrow();
  return row.username;
}

describe('the next request sees a change made through another node', () => {
  it('a token revoked by logging out', async () => {
    const token = await login(a, 'manager');
    expect((await get(b, token, explorer)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/v1/rest-auth/logout/', headers: auth(token) });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await get(b, token, explorer)).statusCode).toBe(401);
    expect((await get(a, token, explorer)).statusCode).toBe(401);
  });

  it('a token gone idle past TOKEN_IDLE_MINUTES', async () => {
    const token = await login(a, 'manager');
    expect((await get(b, token, explorer)).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - (a.config.tokenIdleMinutes + 1) * 60_000).toISOString();
    const user = await a.db.k
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'manager')
      .executeTakeFirstOrThrow();
    await a.db.k.updateTable('tokens').set({ last_used_at: longAgo }).where('user_id', '=', user.id).execute();
    expect((await get(b, token, explorer)).statusCode).toBe(401);
  });

  it('a user disabled', async () => {
    const username = await userOfCentro1();
    const token = await login(b, username);
    expect((await get(b, token, explorer)).statusCode).toBe(200);
    await a.db.k.updateTable('users').set({ is_active: 0 }).where('username', '=', username).execute();
    expect((await get(b, token, '/api/v1/user_data/me/')).statusCode).toBe(401);
    expect((await get(b, token, explorer)).statusCode).toBe(401);
    await a.db.k.updateTable('users').set({ is_active: 1 }).where('username', '=', username).execute();
  });

  it('a role removed: the centro, then the site, is no longer reachable', async () => {
    const username = await userOfCentro1();
    const token = await login(b, username);
    const user = await a.db.k
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect((await get(b, token, explorer)).statusCode).toBe(200);
    await a.db.k.deleteFrom('user_centro_roles').where('user_id', '=', user.id).where('centro_id', '=', 1).execute();
    expect((await get(b, token, explorer)).statusCode).toBe(404);
    await a.db.k.deleteFrom('user_centro_roles').where('user_id', '=', user.id).execute();
    expect((await get(b, token, '/api/v1/demo/unit/global_search/')).statusCode).toBe(404);
  });

  it('a process role removed: a unit of that process is no longer readable', async () => {
    const admin = await login(a, 'admin');
    const { uid } = await unitsApi(a).createUnit(admin, C1, 'NC');
    const unit = `${C1}/unit/${enc(uid)}/`;
    expect((await get(b, admin, unit)).statusCode).toBe(200);
    const { process_id } = await a.db.k
      .selectFrom('units')
      .select('process_id')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const removed = await a.db.k
      .deleteFrom('process_permissions')
      .where('process_id', '=', process_id!)
      .returningAll()
      .execute();
    expect((await get(b, admin, unit)).statusCode).toBe(404);
    await a.db.k.insertInto('process_permissions').values(removed).execute();
    expect((await get(b, admin, unit)).statusCode).toBe(200);
  });

  it('a BP definition replaced', async () => {
    const admin = await login(a, 'admin');
    const { uid } = await unitsApi(a).createUnit(admin, C1, 'NC');
    const unit = `${C1}/unit/${enc(uid)}/`;
    const before = await get(a, admin, unit);
    expect(before.json().current_workflow_state).toMatchObject({ id: 'abierta' });

    const list = (await get(b, admin, '/api/v1/demo/businessprocess/')).json() as {
      results: Array<{ id: number; reference: string; business_process: string }>;
    };
    const nc = list.results.find((r) => r.reference === 'NC')!;
    const changed = JSON.parse(nc.business_process);
    const open = changed.business_process.workflow.states.find((s: { id: string }) => s.id === 'abierta');
    open.label.es = 'Abierta (revisada)';
    const body = await multipart({}, { json_file: { name: 'NC.json', bytes: JSON.stringify(changed) } });
    const put = await b.app.inject({
      method: 'PUT',
      url: `/api/v1/demo/businessprocess/${nc.id}/`,
      payload: body.payload,
      headers: { ...auth(admin), ...body.headers },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(JSON.stringify((await get(a, admin, unit)).json().current_workflow_state)).toContain('Abierta (revisada)');
  });
});
