import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, type TestContext, useTestApps } from './harness.js';
import { unitsApi } from './units-fixture.js';

/**
 * A company's BPs and the names of its people and centros are kept per server process under the
 * catalog version (shared/catalog.ts, migration 0023). Each kind of change, written through one
 * node's database connection, shows on the very next list the other node serves, which had kept
 * the rows from before; creating units does not move the version.
 */
let watching: string[] | null = null;
const [a, b] = useTestApps(2, {}, 'es', { onStatement: (sql) => watching?.push(sql) }) as [TestContext, TestContext];
const C1 = '/api/v1/demo/1';

interface Listed {
  bp_name: string;
  units: Array<{
    centro: { id: number; name: string };
    current_workflow_responsible: { id: number; name: string } | null;
  }>;
}

/** Node B's first page of NC units in centro 1. */
async function listed(token: string): Promise<Listed> {
  const res = await b.app.inject({
    method: 'GET',
    url: `${C1}/unit/explorer/?business_process=NC`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const catalogVersion = async () =>
  Number((await a.db.k.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version);

const reading = (table: string) => (sql: string) => sql.startsWith('select') && sql.includes(` from "${table}"`);

let token = '';
let versionBefore = 0;

// The test company's NC list starts empty: two units, made through node A.
beforeAll(async () => {
  token = await login(b, 'admin');
  versionBefore = await catalogVersion();
  const { createUnit } = unitsApi(a);
  const maker = await login(a, 'admin');
  await createUnit(maker, C1, 'NC');
  await createUnit(maker, C1, 'NC');
});

describe('the catalog kept per node', () => {
  it('is not moved by creating units', async () => {
    expect(await catalogVersion()).toBe(versionBefore);
  });

  it('is read once per version: a second list reads no BPs, people or centros', async () => {
    await listed(token);
    watching = [];
    await listed(token);
    for (const table of ['business_processes', 'users', 'centros']) expect(watching.filter(reading(table))).toEqual([]);
    watching = null;
  });

  it("keeps a creation's BP and process, and its notification's: a second creation reads neither", async () => {
    const { createUnit } = unitsApi(b);
    await createUnit(token, C1, 'NC');
    watching = [];
    await createUnit(token, C1, 'NC');
    // Before they were kept, the creation read the BP twice and the process three times, and the
    // notification its hook writes read its own BP and process inside the write's transaction.
    expect(watching.filter(reading('business_processes'))).toEqual([]);
    expect(watching.filter(reading('processes'))).toEqual([]);
    // The notification was written, in that transaction.
    expect(watching.filter((sql) => sql.startsWith('insert into "units"'))).toHaveLength(2);
    watching = null;
  });

  it("follows a recipient's notification setting at once: the other node's next creation tells them no more", async () => {
    const { createUnit } = unitsApi(b);
    const notifications = () => watching!.filter((sql) => sql.startsWith('insert into "units"')).length - 1;
    watching = [];
    const { uid } = await createUnit(token, C1, 'NC');
    expect(notifications()).toBe(1);
    // The new responsible is told; node B keeps their row now.
    const recipient = await a.db.k
      .selectFrom('units')
      .select('current_responsible_id')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const before = await catalogVersion();
    await a.db.k
      .updateTable('users')
      .set({ internal_notifications: 0 })
      .where('id', '=', recipient.current_responsible_id!)
      .execute();
    expect(await catalogVersion()).toBeGreaterThan(before);
    try {
      watching = [];
      await createUnit(token, C1, 'NC');
      expect(notifications()).toBe(0);
    } finally {
      watching = null;
      await a.db.k
        .updateTable('users')
        .set({ internal_notifications: 1 })
        .where('id', '=', recipient.current_responsible_id!)
        .execute();
    }
  });

  it('is moved by a change to the process map (a BP finds its units’ process by reference)', async () => {
    const before = await catalogVersion();
    const process = await a.db.k.selectFrom('processes').select(['id', 'reference']).executeTakeFirstOrThrow();
    await a.db.k.updateTable('processes').set({ reference: process.reference }).where('id', '=', process.id).execute();
    expect(await catalogVersion()).toBeGreaterThan(before);
  });

  it("follows a person's new name, a centro's new name and a BP's new name at once on another node", async () => {
    const before = await listed(token);
    const person = before.units.find((u) => u.current_workflow_responsible)!.current_workflow_responsible!;
    const centro = before.units[0]!.centro;

    await a.db.k.updateTable('users').set({ first_name: 'Renombrada' }).where('id', '=', person.id).execute();
    const renamedPerson = (await listed(token)).units.find((u) => u.current_workflow_responsible?.id === person.id);
    expect(renamedPerson?.current_workflow_responsible?.name).toMatch(/^Renombrada /);

    await a.db.k.updateTable('centros').set({ name: 'Centro renombrado' }).where('id', '=', centro.id).execute();
    expect((await listed(token)).units[0]!.centro.name).toBe('Centro renombrado');

    const bp = await a.db.k
      .selectFrom('business_processes')
      .select(['id', 'definition', 'updated_at'])
      .where('reference', '=', 'NC')
      .where('path', '=', '/demo/')
      .executeTakeFirstOrThrow();
    const definition = JSON.parse(bp.definition);
    definition.business_process.info.name = { es: 'No conformidades (renombrado)' };
    await a.db.k
      .updateTable('business_processes')
      .set({
        definition: JSON.stringify(definition),
        updated_at: new Date(Date.parse(bp.updated_at) + 1000).toISOString(),
      })
      .where('id', '=', bp.id)
      .execute();
    expect((await listed(token)).bp_name).toBe('No conformidades (renombrado)');
  });

  it("follows a unit's centro and process renamed at once on the unit page another node serves", async () => {
    const { uid } = await unitsApi(a).createUnit(await login(a, 'admin'), C1, 'NC');
    const page = async () => {
      const res = await b.app.inject({
        method: 'GET',
        url: `${C1}/unit/${encodeURIComponent(uid)}/`,
        headers: auth(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { centro: { id: number; name: string }; process: { id: number; name: string } | null };
    };
    const before = await page();
    expect(before.process).not.toBeNull();
    watching = [];
    await page(); // both now kept by node B: no statement reads them
    expect(watching.filter((sql) => reading('centros')(sql) || reading('processes')(sql))).toEqual([]);
    watching = null;

    await a.db.k
      .updateTable('processes')
      .set({ name: 'Proceso renombrado' })
      .where('id', '=', before.process!.id)
      .execute();
    expect((await page()).process?.name).toBe('Proceso renombrado');
    await a.db.k
      .updateTable('centros')
      .set({ name: 'Centro del visor renombrado' })
      .where('id', '=', before.centro.id)
      .execute();
    expect((await page()).centro.name).toBe('Centro del visor renombrado');
  });
});
