import type { UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedTransaction } from '../src/modules/audit/write.js';
import { findUnitByUid } from '../src/modules/units/repo.js';
import { type FieldIndexRow, fieldIndexRows } from '../src/modules/units/stored-fields.js';
import { type UnitWriteEnv, type UnitWriteHook, UnitWriter, type UnitWritten } from '../src/modules/units/writer.js';
import { installQxBusinessProcess, QX } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';
import { firstTransitionInput, newUnitInput } from './unit-writer-fixture.js';

/**
 * The unit writer's hook contract (units/writer.ts): a hook runs inside the write's transaction,
 * after the unit's rows are in place, and its failure rolls the whole write back.
 */
const ctx = useTestApp();

beforeAll(async () => {
  await installQxBusinessProcess(ctx);
});

/** A new QXTEST unit in centro 1 by admin, as the writer takes it. */
const newQxUnit = () => newUnitInput(ctx, QX, 'Escrito por el test del escritor');

const countOf = async (table: 'units' | 'workflow_history' | 'audit_log' | 'unit_field_values') =>
  Number(
    (
      await ctx.db.k
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const failing: UnitWriteHook = {
  name: 'failing',
  afterWrite: async () => {
    throw new Error('the hook refuses');
  },
};

describe('unit writer hooks', () => {
  it('run inside the write’s transaction, once every row of the write is in place, and commit with it', async () => {
    const { acting, unit } = await newQxUnit();
    const seen: { write: UnitWritten; inTransaction: unknown }[] = [];
    const recording: UnitWriteHook = {
      name: 'recording',
      async afterWrite(env: UnitWriteEnv, write: UnitWritten) {
        // Visible to the hook through the transaction: the unit, its history and its audit entry.
        const row = await env.trx
          .selectFrom('units')
          .select(['uid', 'current_state'])
          .where('id', '=', write.unit.id)
          .executeTakeFirst();
        const history = await env.trx
          .selectFrom('workflow_history')
          .select('transition_id')
          .where('unit_id', '=', write.unit.id)
          .execute();
        seen.push({ write, inTransaction: { row, history: history.length } });
        // A hook's own row commits with the write.
        await env.trx
          .insertInto('audit_log')
          .values({
            site_id: env.scope.site.id,
            user_id: write.authorId,
            entity: 'unit-writer-test',
            entity_id: write.unit.uid,
            action: write.kind,
            before: null,
            after: null,
            created_at: write.at,
          })
          .execute();
      },
    };
    const writer = new UnitWriter([recording]);
    const env = { kind: ctx.db.kind, scope: acting.scope, now: acting.now };
    const created = await auditedTransaction(ctx.db.k, env.scope, (trx) => writer.create({ ...env, trx }, unit));

    expect(seen).toHaveLength(1);
    expect(seen[0]?.write).toMatchObject({ kind: 'create', from: null, to: unit.outcome.state });
    expect(seen[0]?.write.unit.uid).toBe(created.uid);
    expect(seen[0]?.inTransaction).toEqual({
      row: { uid: created.uid, current_state: unit.outcome.state },
      history: 1,
    });
    const kept = await ctx.db.k
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'unit-writer-test')
      .where('entity_id', '=', created.uid)
      .execute();
    expect(kept).toEqual([{ action: 'create' }]);
  });

  it('roll a creation back whole when one fails: no unit, number, history, index or audit entry', async () => {
    const { acting, unit } = await newQxUnit();
    const counts = async () => ({
      units: await countOf('units'),
      history: await countOf('workflow_history'),
      audit: await countOf('audit_log'),
      index: await countOf('unit_field_values'),
      next: (
        await ctx.db.k
          .selectFrom('business_processes')
          .select('next_number')
          .where('id', '=', unit.bp.id)
          .executeTakeFirstOrThrow()
      ).next_number,
    });
    const before = await counts();
    const writer = new UnitWriter([failing]);
    const env = { kind: ctx.db.kind, scope: acting.scope, now: acting.now };
    await expect(
      auditedTransaction(ctx.db.k, env.scope, (trx) => writer.create({ ...env, trx }, unit)),
    ).rejects.toThrow('the hook refuses');
    expect(await counts()).toEqual(before);
  });

  it('roll a transition back whole when one fails: the unit keeps its state, version and history', async () => {
    const { acting, env, read, change } = await firstTransitionInput(ctx, 'Para una transición fallida');
    const history = async () =>
      ctx.db.k.selectFrom('workflow_history').select('transition_id').where('unit_id', '=', read.id).execute();
    const historyBefore = await history();

    const writer = new UnitWriter([failing]);
    await expect(
      auditedTransaction(ctx.db.k, env.scope, (trx) => writer.transition({ ...env, trx }, change)),
    ).rejects.toThrow('the hook refuses');
    const after = await findUnitByUid(ctx.db, acting.scope, read.uid);
    expect(after).toMatchObject({ version: read.version, current_state: read.current_state });
    expect(await history()).toEqual(historyBefore);
  });
});

/** The uids the explorer lists for this search in QXTEST, as admin in centro 1. */
async function searched(words: string): Promise<string[]> {
  const params = new URLSearchParams({ business_process: QX, search: words });
  const res = await ctx.app.inject({
    url: `/api/v1/demo/1/unit/explorer/?${params}`,
    headers: auth(await login(ctx, 'admin')),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as UnitCollection).units.map((u) => u.uid);
}

describe('the field index and the search text after a write', () => {
  /** The unit's index rows, in one order, without the ids. */
  const storedRows = async (unitId: number) =>
    sortRows(
      await ctx.db.k
        .selectFrom('unit_field_values')
        .select(['field', 'text_value', 'number_value', 'date_value'])
        .where('unit_id', '=', unitId)
        .execute(),
    );
  const sortRows = (rows: FieldIndexRow[]) =>
    rows.map((r) => JSON.stringify([r.field, r.text_value, r.number_value, r.date_value])).sort();

  it('holds what the changed fields give: a text, a multiple value, a cleared number, a date', async () => {
    const { env, read, change } = await firstTransitionInput(ctx, 'Índice de campos antes');
    const before = change.outcome.fields ?? {};
    expect(await storedRows(read.id)).toEqual(sortRows(fieldIndexRows(change.definition, before)));
    // A text changed, a multiple value set, a number cleared and a date set.
    const fields = {
      ...before,
      subject: 'Índice de campos después',
      tags: ['urgente', 'cliente'],
      amount: null,
      happened_on: '2026-05-01',
    };
    const writer = new UnitWriter([]);
    await auditedTransaction(ctx.db.k, env.scope, (trx) =>
      writer.transition({ ...env, trx }, { ...change, outcome: { ...change.outcome, fields } }),
    );
    expect(await storedRows(read.id)).toEqual(sortRows(fieldIndexRows(change.definition, fields)));
    expect(await storedRows(read.id)).toContain(JSON.stringify(['tags', 'cliente', null, null]));
    expect(await storedRows(read.id)).toContain(JSON.stringify(['amount', null, null, null]));
    // The search finds the new subject, no longer the old one.
    expect(await searched('campos después')).toContain(read.uid);
    expect(await searched('campos antes')).not.toContain(read.uid);
  });

  it('brings rows another definition left to the current one, even when the fields did not change', async () => {
    const { env, read, change } = await firstTransitionInput(ctx, 'Índice de una definición anterior');
    const fields = change.outcome.fields ?? {};
    // As a definition replaced since would leave them: a field that is gone, and a date field
    // indexed as text.
    await ctx.db.k
      .insertInto('unit_field_values')
      .values([
        { site_id: read.site_id, unit_id: read.id, field: 'removed_field', text_value: 'x' },
        { site_id: read.site_id, unit_id: read.id, field: 'due_on', text_value: 'as text' },
      ])
      .execute();
    const writer = new UnitWriter([]);
    await auditedTransaction(ctx.db.k, env.scope, (trx) => writer.transition({ ...env, trx }, change));
    expect(await storedRows(read.id)).toEqual(sortRows(fieldIndexRows(change.definition, fields)));
    // The search text was left as it was, and the search still finds the unit by it.
    expect(await searched('definición anterior')).toContain(read.uid);
  });
});
