import { describe, expect, it } from 'vitest';
import { admissionGate } from '../../http/admission-gate.js';
import { SigningShare } from './signing-share.js';
import { BEING_SIGNED, firstHolding, wholeListFirst } from './whole-list.js';

/** A database read the test ends by hand, counting how many run at once. */
function databaseReads() {
  let running = 0;
  let most = 0;
  const ends: Array<() => void> = [];
  const read = (answer: string) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => ends.push(resolve));
    running--;
    return answer;
  };
  return { read, ends, most: () => most, started: () => ends.length };
}

describe('wholeListFirst', () => {
  it('answers from the whole list once signed, and from the database where the list cannot be kept whole', async () => {
    const gate = admissionGate(() => 1);
    const turns = { gate, share: new SigningShare() };
    expect(
      await wholeListFirst(
        async () => 'whole',
        async () => 'database',
        turns,
      ),
    ).toBe('whole');
    expect(
      await wholeListFirst(
        async () => null,
        async () => 'database',
        turns,
      ),
    ).toBe('database');
    expect(gate.state).toEqual({ inside: 0, waiting: 0 });
  });

  it('reads the database one search at a time while the list is signed, and from the list once it is', async () => {
    const gate = admissionGate(() => 1);
    const turns = { gate, share: new SigningShare() };
    const db = databaseReads();
    let signed = false;
    const fromWhole = (answer: string) => async () => (signed ? answer : BEING_SIGNED);
    const a = wholeListFirst(fromWhole('a from the list'), db.read('a from the database'), turns);
    const b = wholeListFirst(fromWhole('b from the list'), db.read('b from the database'), turns);
    const c = wholeListFirst(fromWhole('c from the list'), db.read('c from the database'), turns);
    await expect.poll(() => gate.state, { timeout: 10_000 }).toEqual({ inside: 1, waiting: 2 });
    expect(db.started()).toBe(1);
    db.ends[0]?.();
    expect(await a).toBe('a from the database');
    await expect.poll(() => db.started(), { timeout: 10_000 }).toBe(2);
    // The signing ends while b reads: c, whose turn comes after, is answered from the list.
    signed = true;
    db.ends[1]?.();
    expect(await b).toBe('b from the database');
    expect(await c).toBe('c from the list');
    expect(db.most()).toBe(1);
    expect(db.started()).toBe(2);
    expect(gate.state).toEqual({ inside: 0, waiting: 0 });
  });

  it('gives its turn back when the database read fails', async () => {
    const gate = admissionGate(() => 1);
    const turns = { gate, share: new SigningShare() };
    const failing = wholeListFirst(
      async () => BEING_SIGNED,
      async () => {
        throw new Error('connection lost');
      },
      turns,
    );
    await expect(failing).rejects.toThrow('connection lost');
    expect(gate.state).toEqual({ inside: 0, waiting: 0 });
  });
});

describe('firstHolding', () => {
  /** A list of units in an order their ids do not follow, as a list sorted by a field's value is. */
  const list = (ids: number[]) => ids.map((id) => ({ id, key: `k${id}` }));
  const shuffled = Array.from({ length: 300 }, (_, i) => ((i * 7919) % 300) + 1000);
  /** Signature slots: a unit no longer in the list (5, 99,999) keeps its slot. */
  const idOf = Int32Array.from([...shuffled, 5, 99_999]);
  const slotOf = (id: number) => idOf.indexOf(id);

  it('gives the first units of the list, in its order, among the candidates that hold the words', () => {
    const units = list(shuffled);
    // Candidates in any order, some of them not in the list.
    const slots = [...shuffled.filter((id) => id % 2 === 0).reverse(), 5, 99_999].map(slotOf);
    const holds = (slot: number) => idOf[slot]! % 3 === 0;
    const expected = units.filter((u) => u.id % 2 === 0 && u.id % 3 === 0);
    for (const limit of [1, 10, expected.length, expected.length + 5]) {
      expect(firstHolding(units, slots, idOf, holds, limit)).toEqual(expected.slice(0, limit));
    }
    expect(firstHolding(units, [], idOf, holds, 10)).toEqual([]);
    expect(firstHolding([], slots, idOf, holds, 10)).toEqual([]);
  });

  it('finds the places of a short list whose ids lie far apart', () => {
    const sparse = [2_000_000, 7, 1_000_000, 42];
    const units = list(sparse);
    const ids = Int32Array.from([42, 1_000_000, 3, 2_000_000, 7]);
    const all = () => true;
    expect(firstHolding(units, [0, 1, 2, 3, 4], ids, all, 10).map((u) => u.id)).toEqual(sparse);
    expect(firstHolding(units, [0, 2], ids, all, 10).map((u) => u.id)).toEqual([42]);
  });

  it('follows the order of the list it is given: an upkept list is a new one', () => {
    const before = list(shuffled);
    const after = list([...shuffled].reverse());
    const slots = shuffled.map(slotOf);
    const all = () => true;
    expect(firstHolding(before, slots, idOf, all, 3).map((u) => u.id)).toEqual(shuffled.slice(0, 3));
    expect(firstHolding(after, slots, idOf, all, 3).map((u) => u.id)).toEqual([...shuffled].reverse().slice(0, 3));
  });
});
