import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, type TestContext, useTestApps } from './harness.js';

/**
 * A user's process roles are kept per server process under the version of the company's access
 * grants (access/policy.ts, migration 0022). Each kind of change that can move them, written
 * through one node's database connection, shows on the very next request to the other node, which
 * had kept the roles from before.
 */
let watching: string[] | null = null;
const [a, b] = useTestApps(2, {}, null, { onStatement: (sql) => watching?.push(sql) }) as [TestContext, TestContext];
const USER = 'jordi.puig';
const CENTRO = 1;
let token = '';
let userId = 0;
let siteId = 0;

const readsRoles = (sql: string) => sql.includes('from "user_centro_roles" inner join "roles"');

/** The processes the user participates in within the centro, as node B lists them. */
async function participating(): Promise<string[]> {
  const res = await b.app.inject({ method: 'GET', url: `/api/v1/demo/${CENTRO}/process/`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Array<{ reference: string }>).map((p) => p.reference).sort();
}

const processId = async (reference: string) =>
  (
    await a.db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', siteId)
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).id;

const referenceOf = async (id: number) =>
  (await a.db.k.selectFrom('processes').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference;

/** The user's roles in the centro. */
const rolesHeld = async () =>
  (
    await a.db.k
      .selectFrom('user_centro_roles')
      .innerJoin('roles', 'roles.id', 'user_centro_roles.role_id')
      .select(['roles.id', 'roles.department_id'])
      .where('user_centro_roles.user_id', '=', userId)
      .where('user_centro_roles.centro_id', '=', CENTRO)
      .execute()
  ).sort((x, y) => x.id - y.id);

/** A process enabled in the centro that `grant` reaches and the user does not participate in. */
async function processGrantedTo(grant: 'role_id' | 'department_id', held: readonly string[]) {
  const rows = await a.db.k
    .selectFrom('process_permissions as pp')
    .innerJoin('centro_processes as cp', (j) =>
      j.onRef('cp.process_id', '=', 'pp.process_id').on('cp.centro_id', '=', CENTRO),
    )
    .select(['pp.process_id', `pp.${grant} as grantee`])
    .where('pp.site_id', '=', siteId)
    .where(`pp.${grant}`, 'is not', null)
    .execute();
  for (const row of rows) {
    const reference = await referenceOf(row.process_id);
    if (!held.includes(reference)) return { reference, grantee: Number(row.grantee) };
  }
  throw new Error(`no process granted by ${grant} outside the user's`);
}

beforeAll(async () => {
  token = await login(b, USER);
  const user = await a.db.k
    .selectFrom('users')
    .select(['id', 'site_id'])
    .where('username', '=', USER)
    .executeTakeFirstOrThrow();
  userId = user.id;
  siteId = user.site_id;
});

describe('process roles kept per node', () => {
  it('are read once per access version', async () => {
    await participating();
    watching = [];
    await participating();
    expect(watching.filter(readsRoles)).toHaveLength(0);
    watching = null;
  });

  it('follow a grant taken from the processes, at once on another node', async () => {
    const before = await participating();
    const gone = before[0]!;
    const id = await processId(gone);
    const grants = await a.db.k.selectFrom('process_permissions').selectAll().where('process_id', '=', id).execute();
    await a.db.k.deleteFrom('process_permissions').where('process_id', '=', id).execute();
    expect(await participating()).toEqual(before.filter((r) => r !== gone));
    await a.db.k.insertInto('process_permissions').values(grants).execute();
    expect(await participating()).toEqual(before);
  });

  it('follow a process disabled in the centro', async () => {
    const before = await participating();
    const gone = before[before.length - 1]!;
    const id = await processId(gone);
    await a.db.k.deleteFrom('centro_processes').where('centro_id', '=', CENTRO).where('process_id', '=', id).execute();
    expect(await participating()).toEqual(before.filter((r) => r !== gone));
    await a.db.k
      .insertInto('centro_processes')
      .values({ site_id: siteId, centro_id: CENTRO, process_id: id })
      .execute();
    expect(await participating()).toEqual(before);
  });

  it('follow a site role given to the user', async () => {
    const before = await participating();
    const added = await processGrantedTo('role_id', before);
    const row = { site_id: siteId, centro_id: CENTRO, user_id: userId, role_id: added.grantee };
    await a.db.k.insertInto('user_centro_roles').values(row).execute();
    expect(await participating()).toContain(added.reference);
    await a.db.k
      .deleteFrom('user_centro_roles')
      .where('user_id', '=', userId)
      .where('centro_id', '=', CENTRO)
      .where('role_id', '=', added.grantee)
      .execute();
    expect(await participating()).toEqual(before);
  });

  it("follow the user's role moved to another department", async () => {
    const before = await participating();
    const added = await processGrantedTo('department_id', before);
    const [role] = await rolesHeld();
    await a.db.k.updateTable('roles').set({ department_id: added.grantee }).where('id', '=', role!.id).execute();
    expect(await participating()).toContain(added.reference);
    await a.db.k.updateTable('roles').set({ department_id: role!.department_id }).where('id', '=', role!.id).execute();
    expect(await participating()).toEqual(before);
  });
});
