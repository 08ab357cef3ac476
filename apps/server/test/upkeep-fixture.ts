import { expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { pruneUnitChanges } from '../src/modules/units/change-log.js';
import type { TestContext } from './harness.js';

/**
 * What the tests of kept answers brought up to date (charts views, list windows, calendars) share:
 * two nodes on one database, checked against an app that has kept nothing.
 */

/**
 * Every answer of `asks`, through both nodes, equals what an app of its own, which has kept
 * nothing yet, computes from scratch (one such app for all: each ask has a key of its own).
 * Resolves the fresh answers, in the order of `asks`.
 */
export async function expectAsFresh<Ask, Answer>(
  [a, b]: readonly [TestContext, TestContext],
  asks: readonly Ask[],
  answer: (node: TestContext, ask: Ask) => Promise<Answer>,
): Promise<Answer[]> {
  const fresh = await buildApp({ db: a.db, config: a.config });
  try {
    const answers: Answer[] = [];
    for (const ask of asks) {
      const expected = await answer({ ...a, app: fresh }, ask);
      expect(await answer(a, ask), JSON.stringify(ask)).toEqual(expected);
      expect(await answer(b, ask), JSON.stringify(ask)).toEqual(expected);
      answers.push(expected);
    }
    return answers;
  } finally {
    await fresh.close();
  }
}

/**
 * Prunes the log of unit writes past every write so far, as the pruning job's later runs would:
 * a kept answer from before can no longer be brought up to date and is computed whole. Resolves
 * whether the job's two runs alone cut the whole log.
 */
export async function pruneLogPastEveryWrite([a, b]: readonly [TestContext, TestContext]): Promise<boolean> {
  // The first run notes the horizon, past the writes; the second prunes below it.
  await pruneUnitChanges(a.db);
  await pruneUnitChanges(b.db);
  const last = await a.db.k
    .selectFrom('unit_changes')
    .select((eb) => eb.fn.max('pos').as('pos'))
    .executeTakeFirstOrThrow();
  if (last.pos === null) return true;
  // On PostgreSQL the horizon is the cluster's oldest running transaction, which the other test
  // files' databases hold back at times: the log is then cut past the writes as a later run would.
  const below = Number(last.pos) + 1;
  await a.db.k.deleteFrom('unit_changes').where('pos', '<', below).execute();
  await a.db.k
    .updateTable('unit_changes_mark')
    .set({ pruned_below: below })
    .where('pruned_below', '<', below)
    .execute();
  return false;
}
