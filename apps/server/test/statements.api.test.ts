import { describe, expect, it } from 'vitest';
import { login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * Statements per request on the hot paths (docs/performance.md "Statements per request"): on
 * PostgreSQL each is a round trip, so a request that grows one more shows here before it shows in
 * the benchmarks.
 */
const sent: string[] = [];
const ctx = useTestApp({}, { onStatement: (sql) => sent.push(sql) });
const C1 = '/api/v1/demo/1';
const { get, postJson, createUnit } = unitsApi(ctx);

async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  sent.length = 0;
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  return [...sent];
}

describe('statements per request', () => {
  it('counts them', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createUnit(admin, C1, 'NC');
    const unit = await statementsOf(() => get(admin, `${C1}/unit/${enc(uid)}/`));
    const transition = await statementsOf(() =>
      postJson(admin, `${C1}/unit/${enc(uid)}/execute_transition/`, {
        transition_id: 'iniciar_analisis',
        immediate_action: 'Producto retenido y revisado.',
      }),
    );
    const explorer = await statementsOf(() => get(admin, `${C1}/unit/explorer/?business_process=NC`));
    console.log(JSON.stringify({ unit, transition, explorer }, null, 1));
    console.log(unit.length, transition.length, explorer.length);
  });
});
