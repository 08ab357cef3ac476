import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { SortSpec } from './query.js';
import type { Ref } from './refs.js';
import { type Placed, placeOrder } from './window-order.js';

/** SQLite orders text by its UTF-8 bytes; the order needs no query there. */
const sqlite = { kind: 'sqlite' } as Db;
const byTitle = (desc: boolean): SortSpec => ({
  ref: { type: 'column', name: 'title', column: 'title' } as Ref,
  desc,
  stateOrder: [],
});

describe('a window order in JS', () => {
  it('orders text as UTF-8 bytes, past U+FFFF too, and ties by id', async () => {
    const texts = ['b', 'B', 'é', 'e', '\uffff', '😀', 'ab', 'a', '\u00e9a'];
    const units: Placed[] = [...texts.map((key, i) => ({ id: i + 1, key })), { id: 20, key: 'a' }];
    const bytes = [...units].sort(
      (x, y) => Buffer.compare(Buffer.from(String(x.key)), Buffer.from(String(y.key))) || x.id - y.id,
    );
    const order = await placeOrder(sqlite, byTitle(false), units);
    expect([...units].sort(order)).toEqual(bytes);
    const reversed = await placeOrder(sqlite, byTitle(true), units);
    expect([...units].sort(reversed)).toEqual([...bytes].reverse());
  });

  it('places units without a value last ascending and first descending, by id', async () => {
    const units: Placed[] = [
      { id: 3, key: null },
      { id: 1, key: 'z' },
      { id: 2, key: null },
      { id: 4, key: 'a' },
    ];
    const asc = await placeOrder(sqlite, byTitle(false), units);
    expect([...units].sort(asc).map((u) => u.id)).toEqual([4, 1, 2, 3]);
    const desc = await placeOrder(sqlite, byTitle(true), units);
    expect([...units].sort(desc).map((u) => u.id)).toEqual([3, 2, 1, 4]);
  });
});
