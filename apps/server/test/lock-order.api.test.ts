import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditedTransaction, recordAudit } from '../src/modules/audit/write.js';
import { type UnitWriteEnv, type UnitWriteHook, UnitWriter } from '../src/modules/units/writer.js';
import { actingAs, installQxBusinessProcess, QX } from './explorer-fixture.js';
import { useTestApp } from './harness.js';
import { firstTransitionInput, newUnitInput } from './unit-writer-fixture.js';

/**
 * Every transaction that writes an audit entry begins with its company's audit turn
 * (audit/write.ts `auditedTransaction`), so two writes that lock the same rows in different orders
 * wait for each other instead of deadlocking. The writes below are the ones that deadlocked on
 * PostgreSQL before: a unit write whose hook creates a unit of another BP (as a new responsible's
 * notification does), against a creation of that other BP alone (as the reminder jobs'
 * notifications are). SQLite runs one write at a time, so the races are PostgreSQL's question; the
 * refusal of a write outside its turn holds on both.
 */
const ctx = useTestApp();
const SUBJECT = 'Orden de bloqueos';

beforeAll(async () => {
  await installQxBusinessProcess(ctx);
});

/** What the writer takes to create a unit of `reference` in centro 1 by admin. */
const newUnit = (reference: string) => newUnitInput(ctx, reference, SUBJECT);

/** Resolves once another session of the database waits on a lock. */
async function someoneWaitsOnALock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()`.execute(ctx.db.k);
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A hook that, once the test says the other write has begun, waits for it to block on a lock and
 * then creates an NC unit (the NC numbering row, the NC unit_counts row) in the same transaction.
 */
function createsAnNcOnceBlocked(nc: Awaited<ReturnType<typeof newUnit>>) {
  let started!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const hook: UnitWriteHook = {
    name: 'creates an NC unit',
    async afterWrite(env: UnitWriteEnv) {
      started();
      await someoneWaitsOnALock();
      await new UnitWriter([]).create(env, nc.unit);
    },
  };
  return { hook, running };
}

/** Both writes committed, and made the two NC units. */
async function expectBothCommitted(first: Promise<unknown>, second: Promise<unknown>) {
  const [a, b] = await Promise.allSettled([first, second]);
  expect(a.status, a.status === 'rejected' ? String(a.reason) : '').toBe('fulfilled');
  expect(b.status, b.status === 'rejected' ? String(b.reason) : '').toBe('fulfilled');
  const made = await ctx.db.k
    .selectFrom('units')
    .select('number')
    .where('bp_reference', '=', 'NC')
    .where('title', '=', SUBJECT)
    .execute();
  await ctx.db.k.deleteFrom('units').where('bp_reference', '=', 'NC').where('title', '=', SUBJECT).execute();
  return made;
}

describe('audited writes on PostgreSQL', () => {
  it.runIf(inject('dbKind') === 'postgres')(
    'a creation whose hook creates a unit of another BP and a creation of that BP both commit',
    async () => {
      const nc = await newUnit('NC');
      const { hook, running } = createsAnNcOnceBlocked(nc);
      const qx = await newUnit(QX);
      const first = auditedTransaction(ctx.db.k, qx.env.scope, (trx) =>
        new UnitWriter([hook]).create({ ...qx.env, trx }, qx.unit),
      );
      await running;
      const second = auditedTransaction(ctx.db.k, nc.env.scope, (trx) =>
        new UnitWriter([]).create({ ...nc.env, trx }, nc.unit),
      );
      expect(await expectBothCommitted(first, second)).toHaveLength(2);
    },
  );

  it.runIf(inject('dbKind') === 'postgres')(
    'a transition whose hook creates a unit of another BP and a creation of that BP both commit',
    async () => {
      const { env, change } = await firstTransitionInput(ctx, 'Transición con aviso');
      const nc = await newUnit('NC');
      const { hook, running } = createsAnNcOnceBlocked(nc);
      const first = auditedTransaction(ctx.db.k, env.scope, (trx) =>
        new UnitWriter([hook]).transition({ ...env, trx }, change),
      );
      await running;
      const second = auditedTransaction(ctx.db.k, nc.env.scope, (trx) =>
        new UnitWriter([]).create({ ...nc.env, trx }, nc.unit),
      );
      expect(await expectBothCommitted(first, second)).toHaveLength(2);
    },
  );
});

describe('an audited write outside its turn', () => {
  it('is refused before it writes: an audit entry in a transaction not begun with its company turn', async () => {
    const acting = await actingAs(ctx, 'admin', 1, new Date('2026-05-04T10:00:00Z'));
    const entries = () => ctx.db.k.selectFrom('audit_log').select('id').where('entity', '=', 'lock_order').execute();
    await expect(
      ctx.db.k
        .transaction()
        .execute((trx) => recordAudit(trx, acting.scope, { entity: 'lock_order', entityId: 1, action: 'create' })),
    ).rejects.toThrow('outside a transaction begun with its turn');
    expect(await entries()).toEqual([]);
    // The same entry in a transaction begun with the turn is written.
    await auditedTransaction(ctx.db.k, acting.scope, (trx) =>
      recordAudit(trx, acting.scope, { entity: 'lock_order', entityId: 1, action: 'create' }),
    );
    expect(await entries()).toHaveLength(1);
  });

  it('is refused for a unit: the writer checks the turn before its first row', async () => {
    const qx = await newUnit(QX);
    const units = () => ctx.db.k.selectFrom('units').select('id').where('bp_reference', '=', QX).execute();
    const before = await units();
    await expect(
      ctx.db.k.transaction().execute((trx) => new UnitWriter([]).create({ ...qx.env, trx }, qx.unit)),
    ).rejects.toThrow('outside a transaction begun with its turn');
    expect(await units()).toEqual(before);
  });
});
