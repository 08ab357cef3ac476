import { describe, expect, it } from 'vitest';
import { login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * Statements per request on the hot paths (docs/performance.md "Statements per request"). On
 * PostgreSQL each statement is a round trip, so the token, its user and the URL's scope are read in
 * one, and a transition reads its unit once.
 */
const sent: string[] = [];
const ctx = useTestApp({}, 'en', { onStatement: (sql) => sent.push(sql) });
const C1 = '/api/v1/demo/1';
const { get, postJson, createUnit } = unitsApi(ctx);

async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>) {
  sent.length = 0;
  const res = await request();
  expect(res.statusCode, res.body).toBe(200);
  return [...sent];
}

const reading = (table: string) => (sql: string) => sql.startsWith('select') && sql.includes(` from "${table}"`);
/** SQLite's write groups (db/sqlite-write-groups.ts) run each write in a savepoint of the group's transaction. */
const ofWriteGroup = (sql: string) => sql.includes('"grouped_write"');
const isWrite = (sql: string) => !sql.startsWith('select') && !ofWriteGroup(sql);
/** The actor's process roles in a centro (access/policy.ts). */
const readsRoles = (sql: string) => sql.includes('from "user_centro_roles" inner join "roles"');

describe('statements per request', () => {
  it('reads the token with the scope, and the unit once, on GET unit, a transition and the explorer', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createUnit(admin, C1, 'NC');
    const firstDetail = await statementsOf(() => get(admin, `${C1}/unit/${enc(uid)}/`));
    const detail = await statementsOf(() => get(admin, `${C1}/unit/${enc(uid)}/`));
    const transition = await statementsOf(() =>
      postJson(admin, `${C1}/unit/${enc(uid)}/execute_transition/`, {
        transition_id: 'iniciar_analisis',
        immediate_action: 'Producto retenido y revisado.',
      }),
    );
    await get(admin, `${C1}/unit/explorer/?business_process=NC`); // every BP's definition now cached
    const explorer = await statementsOf(() => get(admin, `${C1}/unit/explorer/?business_process=NC`));

    for (const statements of [detail, transition, explorer]) {
      // The token's statement is the first and the only one naming a site or a centro by the URL.
      expect(statements[0]).toContain('from "tokens"');
      expect(statements.filter(reading('tokens'))).toHaveLength(1);
      expect(statements.filter(reading('sites'))).toHaveLength(0);
    }
    // The route's read (unit, its BP's update time) is the service's: one unit read, no BP text.
    expect(transition.filter(reading('units'))).toHaveLength(1);
    expect(transition.filter(reading('business_processes'))).toHaveLength(0);
    // The actor's roles in the centro were read by the unit's page, under the same access version.
    for (const statements of [transition, explorer]) {
      expect(statements.filter(readsRoles)).toHaveLength(0);
    }
    // The token, the unit, and the unit's typed index rows as stored, read before the transaction
    // so that the company's audit turn is not held while they are.
    expect(transition.filter((sql) => sql.startsWith('select'))).toHaveLength(3);
    // BEGIN, the company's audit turn (first, for one lock order; it reads the chain head), the
    // conditional UPDATE, history, the audit entry (its insert moves the chain head), COMMIT. The
    // one field the transition sets is a long text, which the typed index does not hold, so none
    // of its rows is rewritten; no related field changed, so no relation either.
    expect(transition.filter(isWrite)).toHaveLength(6);
    expect(transition.filter(ofWriteGroup)).toHaveLength(ctx.db.kind === 'sqlite' ? 2 : 0);
    expect(transition.filter((sql) => sql.includes('"unit_field_values"'))).toEqual([
      expect.stringMatching(/^select .* from "unit_field_values"/),
    ]);
    expect(transition.filter((sql) => sql.includes('unit_relations'))).toEqual([]);
    const begin = transition.findIndex((sql) => /^begin/i.test(sql));
    expect(begin).toBeGreaterThan(transition.findIndex((sql) => sql.includes('"unit_field_values"')));
    // The unit's page: the token, the unit, its history, its children, its files and their
    // downloads, its signatures, and its two contacts. The actor's roles are kept since the
    // creation; the unit's centro and process, and people's names, are kept in the company's
    // catalog once a page has read them.
    expect(detail.filter(readsRoles)).toHaveLength(0);
    expect(firstDetail.filter(reading('centros'))).toHaveLength(1);
    expect(firstDetail.filter(reading('processes'))).toHaveLength(1);
    for (const table of ['centros', 'processes']) expect(detail.filter(reading(table))).toEqual([]);
    expect(detail).toHaveLength(8);
    // The explorer: the token, the count and the page. The company's BPs and the names of people
    // and centros are kept under the catalog version the token's statement reads (shared/catalog.ts).
    expect(explorer).toHaveLength(3);
    for (const table of ['business_processes', 'users', 'centros']) expect(explorer.filter(reading(table))).toEqual([]);
  });

  it("a creation's notification, inside the company's audit turn: no look-up of what the request knows", async () => {
    const admin = await login(ctx, 'admin');
    await createUnit(admin, C1, 'NC'); // the BP, its process and the notification BP's now kept
    sent.length = 0;
    await createUnit(admin, C1, 'NC');
    const inTurn = sent.slice(sent.findIndex((sql) => /^begin/i.test(sql)));
    // The unit and the notification telling its new responsible, both written.
    expect(inTurn.filter((sql) => sql.startsWith('insert into "units"'))).toHaveLength(2);
    // Their BPs and processes are kept under the catalog version (shared/catalog.ts), and the
    // notification's relation to the unit it is about goes with its other rows: the unit's id is
    // known, not looked up by uid (units/references.ts, knownRelationRows).
    for (const table of ['business_processes', 'processes', 'units']) expect(inTurn.filter(reading(table))).toEqual([]);
    expect(inTurn.filter((sql) => sql.startsWith('insert into "unit_relations"'))).toHaveLength(1);
    // The recipient's process roles, read by the first creation's notification, are kept under the
    // access version (access/policy.ts): not read again while the turn is held.
    expect(inTurn.filter(readsRoles)).toEqual([]);
    // Nor is the recipient's row (active, notifications wanted, language): kept in the catalog.
    expect(inTurn.filter(reading('users'))).toEqual([]);
  });

  it('asks how broad an advanced filter is once per process, not on every request', async () => {
    const admin = await login(ctx, 'admin');
    const filtered = `${C1}/unit/explorer/?${new URLSearchParams({
      business_process: 'NC',
      advanced_filters: JSON.stringify({ severity: ['grave'] }),
      filter_dates: JSON.stringify({ range: ['2026-01-01', '2026-12-31'], field: 'detected_on' }),
    })}`;
    // A capped count on the field's value index per condition (query.ts, markBroadConditions).
    const countsValues = (sql: string) => sql.startsWith('select count(*)') && sql.includes('"unit_field_values"');
    const first = await statementsOf(() => get(admin, filtered));
    expect(first.filter(countsValues)).toHaveLength(2);
    const again = await statementsOf(() => get(admin, filtered));
    expect(again.filter(countsValues)).toHaveLength(0);
    // Another value is another condition: counted once.
    const other = await statementsOf(() => get(admin, filtered.replace('grave', 'leve')));
    expect(other.filter(countsValues)).toHaveLength(1);
  });
});
