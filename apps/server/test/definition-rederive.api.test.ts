import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BpDefinitionInput, type BpListResponse, MESSAGES, type UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedTransaction } from '../src/modules/audit/write.js';
import { loadReadableUnit } from '../src/modules/units/read.js';
import { resumeDerivationPasses } from '../src/modules/units/rederive.js';
import { executeTransition } from '../src/modules/units/service.js';
import { takeUnitNumber } from '../src/modules/units/unit-rows.js';
import { actingAs } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';
import { installTestBusinessProcess } from './notifications-fixture.js';
import { unitsApi } from './units-fixture.js';

/**
 * A definition replacement that derives the units' stored title, search text or typed index rows
 * otherwise brings every existing unit to it at once (units/rederive.ts): lists, searches and
 * field sorts read through the new definition right after the replacement, and a write planned
 * with the old definition is refused (409) rather than storing what the old one derived.
 */
const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-rederive-')) }, 'en');
const C1 = '/api/v1/demo/1';
const api = unitsApi(ctx);
const RD = 'RDTEST';
let token = '';

const l = (es: string) => ({ es, ca: es, en: es });
/** v1: titled by the subject; the code not searched; the amount a text area, which nothing indexes. */
const definition = (process: string, v2 = false): BpDefinitionInput => ({
  business_process: {
    info: { reference: RD, name: l('Revisión'), process, title_field: v2 ? 'code' : 'subject' },
    model: {
      fields: [
        { id: 'subject', kind: 'text', label: l('Asunto'), required: true, searchable: true },
        { id: 'code', kind: 'text', label: l('Código'), ...(v2 ? { searchable: true } : {}) },
        { id: 'amount', kind: v2 ? 'text' : 'textarea', label: l('Importe') },
      ],
    },
    workflow: {
      states: [{ id: 'abierta', label: l('Abierta') }],
      transitions: [
        { id: 'crear', label: l('Crear'), initial: true, to: 'abierta', fields: ['subject', 'code', 'amount'] },
        { id: 'editar', label: l('Editar'), from: ['abierta'], to: 'abierta', fields: ['code'] },
      ],
    },
  },
});

const made: Array<{ uid: string; code: string; amount: string }> = [];

beforeAll(async () => {
  token = await login(ctx, 'admin');
  await installTestBusinessProcess(ctx.db, (p) => definition(p));
  for (const [subject, code, amount] of [
    ['Fuga en la línea dos', 'qx-kappa', '300'],
    ['Etiqueta ilegible', 'qx-alpha', '100'],
    ['Calibración vencida', 'qx-omega', '200'],
  ] as const) {
    const unit = await api.createUnit(token, C1, RD, { subject, code, amount });
    made.push({ uid: unit.uid, code, amount });
  }
});

async function explorer(query: Record<string, string>) {
  const params = new URLSearchParams({ business_process: RD, ...query });
  return ctx.app.inject({ url: `${C1}/unit/explorer/?${params}`, headers: auth(token) });
}
async function listed(query: Record<string, string>): Promise<UnitCollection> {
  const res = await explorer(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

/** Replaces RDTEST's definition by v2 through the BP administration's upload, as an administrator does. */
async function replaceByV2() {
  const res = await ctx.app.inject({ url: '/api/v1/demo/businessprocess/', headers: auth(token) });
  const stored = (res.json() as BpListResponse).results.find((r) => r.reference === RD)!;
  const process = JSON.parse(stored.business_process).business_process.info.process as string;
  const body = await multipart(
    {},
    { json_file: { name: `${RD}.json`, bytes: JSON.stringify(definition(process, true)) } },
  );
  const put = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/demo/businessprocess/${stored.id}/`,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
  expect(put.statusCode, put.body).toBe(200);
}

describe('a definition replacement brings the stored units to it', () => {
  it('titles, searches and sorts the existing units by the new definition at once', async () => {
    // Before: titled by subject, the code found by no search, the amount not sortable.
    expect((await listed({ search: 'qx-alpha' })).count).toBe(0);
    expect((await explorer({ sort_by: 'amount:asc' })).statusCode).toBe(400);
    const acting = await actingAs(ctx, 'admin', 1, new Date());
    const readBefore = await loadReadableUnit(acting, made[0]!.uid);

    await replaceByV2();
    // The pass is over: its row, written with the replacement, is gone.
    expect(await ctx.db.k.selectFrom('derivation_passes').selectAll().execute()).toEqual([]);

    const all = await listed({});
    expect(all.units.map((u) => u.title).sort()).toEqual(made.map((u) => u.code).sort());
    const found = await listed({ search: 'qx-alpha' });
    expect(found.units.map((u) => u.uid)).toEqual([made[1]!.uid]);
    const byAmount = await listed({ sort_by: 'amount:asc' });
    expect(byAmount.units.map((u) => u.uid)).toEqual([made[1]!.uid, made[2]!.uid, made[0]!.uid]);
    const descending = await listed({ sort_by: 'amount:desc' });
    expect(descending.units.map((u) => u.uid)).toEqual([made[0]!.uid, made[2]!.uid, made[1]!.uid]);

    // A transition planned with v1 (read before the replacement) writes nothing: 409.
    await expect(
      executeTransition(acting, {
        uid: made[0]!.uid,
        transitionId: 'editar',
        values: { code: 'qx-sigma' },
        read: readBefore,
      }),
    ).rejects.toMatchObject({ statusCode: 409, body: { detail: MESSAGES.definitionChangedConcurrently } });
    expect((await listed({ search: 'qx-sigma' })).count).toBe(0);
    // Read again, it goes through, and the unit is titled and found by v2.
    await executeTransition(acting, { uid: made[0]!.uid, transitionId: 'editar', values: { code: 'qx-sigma' } });
    const edited = await listed({ search: 'qx-sigma' });
    expect(edited.units.map((u) => [u.uid, u.title])).toEqual([[made[0]!.uid, 'qx-sigma']]);
  });

  it('refuses a creation whose definition was replaced since it was read (409), numbering nothing', async () => {
    const bp = await ctx.db.k
      .selectFrom('business_processes')
      .select(['id', 'updated_at', 'next_number'])
      .where('reference', '=', RD)
      .executeTakeFirstOrThrow();
    const acting = await actingAs(ctx, 'admin', 1, new Date());
    const take = (updatedAt: string) =>
      auditedTransaction(ctx.db.k, acting.scope, (trx) => takeUnitNumber(trx, { id: bp.id, updated_at: updatedAt }));
    await expect(take('2000-01-01T00:00:00.000Z')).rejects.toMatchObject({
      statusCode: 409,
      body: { detail: MESSAGES.definitionChangedConcurrently },
    });
    await expect(take(bp.updated_at)).resolves.toBe(Number(bp.next_number));
  });

  it('takes up a pass a stopped server left half done, from where it got to, once', async () => {
    // As a server stopped after the first unit would leave it: the definition back to v1 (titled by
    // the subject), its pass's row past its hold, the first unit done.
    const bp = await ctx.db.k
      .selectFrom('business_processes')
      .select(['id', 'definition'])
      .where('reference', '=', RD)
      .executeTakeFirstOrThrow();
    const process = JSON.parse(bp.definition).business_process.info.process as string;
    const updatedAt = new Date(Date.now() + 60_000).toISOString();
    await ctx.db.k
      .updateTable('business_processes')
      .set({ definition: JSON.stringify(definition(process)), updated_at: updatedAt })
      .where('id', '=', bp.id)
      .execute();
    const first = await ctx.db.k
      .selectFrom('units')
      .select('id')
      .where('uid', '=', made[0]!.uid)
      .executeTakeFirstOrThrow();
    const pass = { business_process_id: bp.id, definition_updated_at: updatedAt, after_unit_id: first.id };
    const titles = async () => Object.fromEntries((await listed({})).units.map((u) => [u.uid, u.title]));
    const before = await titles();
    const outcomes: unknown[] = [];
    const resume = () => resumeDerivationPasses(ctx.db.k, (reference, outcome) => outcomes.push([reference, outcome]));

    // Still held by the process running it: left alone.
    await ctx.db.k
      .insertInto('derivation_passes')
      .values({ ...pass, held_until: new Date(Date.now() + 30_000).toISOString() })
      .execute();
    expect(await resume()).toBe(0);
    expect(await titles()).toEqual(before);

    await ctx.db.k
      .updateTable('derivation_passes')
      .set({ held_until: new Date(Date.now() - 1000).toISOString() })
      .where('business_process_id', '=', bp.id)
      .execute();
    // Two processes looking at once (two nodes' primaries): one takes it.
    expect((await Promise.all([resume(), resume()])).sort()).toEqual([0, 1]);
    expect(outcomes).toEqual([[RD, { changed: 2 }]]);
    expect(await titles()).toEqual({
      [made[0]!.uid]: before[made[0]!.uid],
      [made[1]!.uid]: 'Etiqueta ilegible',
      [made[2]!.uid]: 'Calibración vencida',
    });
    expect(await ctx.db.k.selectFrom('derivation_passes').selectAll().execute()).toEqual([]);
    expect(await resume()).toBe(0);
  });
});
