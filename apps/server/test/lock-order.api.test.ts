import { initialTransition } from '@qualium/workflow';
import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBusinessProcessForCreation } from '../src/modules/units/service.js';
import { type UnitWriteEnv, type UnitWriteHook, UnitWriter } from '../src/modules/units/writer.js';
import { actingAs, installQxBusinessProcess, QX } from './explorer-fixture.js';
import { useTestApp } from './harness.js';

/**
 * Two unit creations that each need two business processes' numbering rows take the company's
 * audit chain first (audit/write.ts `holdAuditTurn`), so on PostgreSQL they wait for each other
 * instead of deadlocking: a creation whose hook creates a unit of another BP (as a new
 * responsible's notification does) against a creation of that other BP alone (as the reminder
 * jobs' notifications are). SQLite runs one write at a time, so this is PostgreSQL's question.
 */
const ctx = useTestApp();

beforeAll(async () => {
  await installQxBusinessProcess(ctx);
});

/** What the writer takes to create a unit of `reference` in centro 1 by admin. */
async function newUnit(reference: string) {
  const acting = await actingAs(ctx, 'admin', 1, new Date('2026-05-04T10:00:00Z'));
  const { bp, definition, processId } = await loadBusinessProcessForCreation(acting, reference);
  const initial = initialTransition(definition);
  const env = { kind: ctx.db.kind, scope: acting.scope, now: acting.now };
  const unit = {
    bp,
    definition,
    transition: initial,
    centroId: 1,
    processId,
    directoryId: null,
    authorId: acting.scope.user.id,
    today: '2026-05-04',
    outcome: {
      state: initial.to ?? '',
      responsibleId: acting.scope.user.id,
      limit: null,
      closedAt: null,
      fields: { subject: 'Orden de bloqueos' },
      diff: [],
    },
  };
  return { env, unit };
}

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

describe('unit creations on PostgreSQL', () => {
  it.runIf(inject('dbKind') === 'postgres')(
    'take the audit chain before a numbering row: a creation creating a unit of another BP and a creation of that BP both commit',
    async () => {
      const nc = await newUnit('NC');
      let started!: () => void;
      const firstHoldsItsLocks = new Promise<void>((resolve) => {
        started = resolve;
      });
      // The first creation's hook creates an NC unit once the second creation is waiting.
      const createsAnNc: UnitWriteHook = {
        name: 'creates an NC unit',
        async afterWrite(env: UnitWriteEnv) {
          started();
          await someoneWaitsOnALock();
          await new UnitWriter([]).create(env, nc.unit);
        },
      };
      const qx = await newUnit(QX);
      const first = ctx.db.k
        .transaction()
        .execute((trx) => new UnitWriter([createsAnNc]).create({ ...qx.env, trx }, qx.unit));
      await firstHoldsItsLocks;
      const second = ctx.db.k.transaction().execute((trx) => new UnitWriter([]).create({ ...nc.env, trx }, nc.unit));

      const [a, b] = await Promise.allSettled([first, second]);
      expect(a.status, a.status === 'rejected' ? String(a.reason) : '').toBe('fulfilled');
      expect(b.status, b.status === 'rejected' ? String(b.reason) : '').toBe('fulfilled');
      const numbers = await ctx.db.k
        .selectFrom('units')
        .select('number')
        .where('bp_reference', '=', 'NC')
        .where('title', '=', 'Orden de bloqueos')
        .execute();
      expect(numbers).toHaveLength(2);
    },
  );
});
