import { beforeAll, describe, expect, it } from 'vitest';
import { bpDefinition } from '../src/modules/bp/repo.js';
import {
  type AggregateRow,
  aggregate,
  type Dimension,
  type NumberRef,
  unitAggregate,
} from '../src/modules/charts/aggregate.js';
import { refOrRefuse } from '../src/modules/explorer/filters.js';
import type { UnitFilter } from '../src/modules/explorer/query.js';
import { createQxUnits, installQxBusinessProcess, QX, qxFilter } from './explorer-fixture.js';
import { useTestApp } from './harness.js';

/**
 * On SQLite a chart's aggregate over the whole filter is read in ranges of unit ids, the event loop
 * getting a turn between two (charts/aggregate.ts): one statement over a big BP held the server
 * process, every request it serves, for seconds. The ranges must answer what one statement does.
 */
const ctx = useTestApp();
let filter: UnitFilter;
let ref: (field: string) => ReturnType<typeof refOrRefuse>;

beforeAll(async () => {
  await installQxBusinessProcess(ctx);
  await createQxUnits(ctx);
  filter = await qxFilter(ctx);
  const bp = await ctx.db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('reference', '=', QX)
    .executeTakeFirstOrThrow();
  const definition = bpDefinition(bp);
  ref = (field) => refOrRefuse(field, [definition]);
});

/** Rows in one order whatever the reads' order. */
const sorted = (rows: AggregateRow[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
/** A first range of one id: ranges of 1, 2, 4… ids over the test BP's units (each next at most doubles). */
const ONE_ID = 1;
const WHOLE = Number.MAX_SAFE_INTEGER;

describe("a chart's aggregate read in ranges of unit ids", () => {
  const cases: Array<[string, () => Dimension[], () => NumberRef | null]> = [
    ['a column', () => [{ ref: ref('current_workflow_state') }], () => null],
    ['a field and a multi-valued field', () => [{ ref: ref('area') }, { ref: ref('tags') }], () => null],
    [
      'a date by month, with a sum',
      () => [{ ref: ref('happened_on'), bucket: 'month' }],
      () => ref('amount') as NumberRef,
    ],
  ];

  for (const [title, dimensions, value] of cases) {
    it(`sums ${title} as one statement does`, async () => {
      const whole = await aggregate(ctx.db, filter, dimensions(), value(), WHOLE);
      expect(whole.length).toBeGreaterThan(1);
      expect(sorted(await aggregate(ctx.db, filter, dimensions(), value(), ONE_ID))).toEqual(sorted(whole));
    });

    it(`gives each unit's rows for ${title} in unit order, as one statement does`, async () => {
      const whole = await unitAggregate(ctx.db, filter, dimensions(), value(), null, WHOLE);
      expect(new Set(whole.map((r) => r.unit)).size).toBeGreaterThan(10);
      expect(await unitAggregate(ctx.db, filter, dimensions(), value(), null, ONE_ID)).toEqual(whole);
    });
  }

  it('lets the event loop turn between ranges on SQLite, and reads in one statement on PostgreSQL', async () => {
    const turnsDuring = async (firstRange: number) => {
      let turns = 0;
      let reading = true;
      const count = () => {
        if (!reading) return;
        turns++;
        setImmediate(count);
      };
      setImmediate(count);
      await aggregate(ctx.db, filter, [{ ref: ref('area') }], null, firstRange);
      reading = false;
      return turns;
    };
    if (ctx.db.kind === 'sqlite') {
      expect(await turnsDuring(ONE_ID)).toBeGreaterThan(2);
    }
    // One range (or PostgreSQL's one statement): nothing of the aggregate's own waits for the event loop.
    expect(await turnsDuring(WHOLE)).toBeLessThanOrEqual(ctx.db.kind === 'sqlite' ? 1 : Number.MAX_SAFE_INTEGER);
  });
});
