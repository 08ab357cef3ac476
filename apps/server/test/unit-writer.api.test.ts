import { beforeAll, describe, expect, it } from 'vitest';
import { auditedTransaction } from '../src/modules/audit/write.js';
import { findUnitByUid } from '../src/modules/units/repo.js';
import { type UnitWriteEnv, type UnitWriteHook, UnitWriter, type UnitWritten } from '../src/modules/units/writer.js';
import { installQxBusinessProcess, QX } from './explorer-fixture.js';
import { useTestApp } from './harness.js';
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
