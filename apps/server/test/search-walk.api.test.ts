import { beforeAll, describe, expect, it } from 'vitest';
import type { SortSpec, UnitFilter } from '../src/modules/explorer/query.js';
import { resolveRef } from '../src/modules/explorer/refs.js';
import { walkedSearch, walksSearch } from '../src/modules/explorer/search-walk.js';
import { listUnitsAfter } from '../src/modules/explorer/window.js';
import type { Placed } from '../src/modules/explorer/window-order.js';
import { createQxUnits, installQxBusinessProcess, qxFilter } from './explorer-fixture.js';
import { useTestApp } from './harness.js';

/**
 * A search walked in its list's order (explorer/search-walk.ts): whether the words fill the window
 * in the first batch, after more batches, or the walk hands the search to the index, the units are
 * the search's first ones in the list's order, as the list sorted whole gives them. Small batches
 * make every path run on the explorer's test units.
 */
const t = useTestApp();
beforeAll(async () => {
  await installQxBusinessProcess(t);
  await createQxUnits(t);
});

/** The explorer's test BP's units (14) holding these words. */
const searched = async (search: string[]): Promise<UnitFilter> => ({ ...(await qxFilter(t)), search });

const sortBy = (name: string, desc: boolean): SortSpec => ({ ref: resolveRef(name, [])!, desc, stateOrder: [] });

describe('a search walked in its list order', () => {
  it('finds the same units as the list sorted whole, by every path of the walk', async () => {
    const sorts = [sortBy('current_workflow_limit', false), sortBy('fecha_creacion', true), sortBy('reference', false)];
    // A word every unit holds (its reference), a common piece of words, two rare ones, two words, none.
    const searches = [['qx-0'], ['ent'], ['etiqueta'], ['incompleto'], ['qx-0', 'incompleto'], ['no-such-word']];
    let handedOver = 0;
    let walkedOnly = 0;
    for (const sort of sorts) {
      for (const words of searches) {
        const filter = await searched(words);
        const expected = await listUnitsAfter(t.db, filter, sort, null, 4);
        for (const limits of [
          { first: 1, most: 4 },
          { first: 3, most: 30 },
          { first: 100, most: 200 },
        ]) {
          let whole = false;
          const walked = await walkedSearch(
            t.db,
            filter,
            sort,
            4,
            (n) => {
              whole = true;
              return listUnitsAfter(t.db, filter, sort, null, n);
            },
            limits,
          );
          expect(
            walked.map((u: Placed) => u.id),
            `${words.join(' ')} by ${sort.ref.name} ${JSON.stringify(limits)}`,
          ).toEqual(expected.map((u) => u.id));
          if (whole) handedOver++;
          else walkedOnly++;
        }
      }
    }
    // Both ends ran: windows filled by the walk alone, and walks that handed the search over.
    expect(walkedOnly).toBeGreaterThan(0);
    expect(handedOver).toBeGreaterThan(0);
  });

  it('is taken on PostgreSQL, for a list the counters count in a column order', async () => {
    const filter = await searched(['ent']);
    const byColumn = sortBy('current_workflow_limit', false);
    expect(walksSearch(t.db, filter, byColumn)).toBe(t.db.kind === 'postgres');
    expect(walksSearch(t.db, { ...filter, search: [] }, byColumn)).toBe(false);
    expect(walksSearch(t.db, { ...filter, openOnly: true }, byColumn)).toBe(false);
  });
});
