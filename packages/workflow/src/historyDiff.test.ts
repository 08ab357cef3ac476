import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyHistoryDiff, deepEqual, historyDiff, isEmptyHistoryValue } from './historyDiff.js';

describe('historyDiff', () => {
  it.each([
    ['nothing changed', { a: 1 }, { a: 1 }, []],
    ['a new value', {}, { a: 'x' }, [{ field: 'a', kind: 'new', new: 'x' }]],
    [
      'filling an empty value is new',
      { a: null, b: '' },
      { a: 1, b: 'y' },
      [
        { field: 'a', kind: 'new', new: 1 },
        { field: 'b', kind: 'new', new: 'y' },
      ],
    ],
    [
      'a changed value keeps the old one',
      { a: 'leve' },
      { a: 'grave' },
      [{ field: 'a', kind: 'changed', old: 'leve', new: 'grave' }],
    ],
    ['a removed value', { a: [1] }, {}, [{ field: 'a', kind: 'removed', old: [1] }]],
    ['emptying a value is removed', { a: 'x' }, { a: '' }, [{ field: 'a', kind: 'removed', old: 'x' }]],
    ['empty to empty is nothing', { a: null }, { a: [] }, []],
    [
      'deep-equal objects are not reported',
      { t: { amount: 12, tipo_periodo: 'm', days: 365 } },
      { t: { days: 365, tipo_periodo: 'm', amount: 12 } },
      [],
    ],
    ['array order matters', { a: [1, 2] }, { a: [2, 1] }, [{ field: 'a', kind: 'changed', old: [1, 2], new: [2, 1] }]],
    ['1 is not "1"', { a: 1 }, { a: '1' }, [{ field: 'a', kind: 'changed', old: 1, new: '1' }]],
  ] as const)('%s', (_name, before, after, changes) => {
    expect(historyDiff(before, after)).toEqual(changes);
  });

  it('orders by the model order, then by id, whatever the key order', () => {
    const before = { z: 1, severity: 'leve' };
    const after = { b: 2, a: 3, subject: 'x', severity: 'grave' };
    expect(historyDiff(before, after, ['subject', 'severity']).map((c) => c.field)).toEqual([
      'subject',
      'severity',
      'a',
      'b',
      'z',
    ]);
  });
});

const jsonValue = fc.oneof(
  fc.constantFrom(null, '', [] as unknown[]),
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);
const fields = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), jsonValue, { maxKeys: 6 });

/** Empty values are absent values for the history. */
const withoutEmpty = (r: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => !isEmptyHistoryValue(v)));

describe('historyDiff properties', () => {
  it('applying the diff to before yields after', () => {
    fc.assert(
      fc.property(fields, fields, (before, after) => {
        expect(withoutEmpty(applyHistoryDiff(before, historyDiff(before, after)))).toEqual(
          withoutEmpty(applyHistoryDiff(after, [])),
        );
        expect(deepEqual(withoutEmpty(applyHistoryDiff(before, historyDiff(before, after))), withoutEmpty(after))).toBe(
          true,
        );
      }),
    );
  });

  it('the diff of a value with itself (or a copy with other key order) is empty', () => {
    fc.assert(
      fc.property(fields, (x) => {
        expect(historyDiff(x, x)).toEqual([]);
        const reordered = Object.fromEntries(Object.entries(structuredClone(x)).reverse());
        expect(historyDiff(x, reordered)).toEqual([]);
      }),
    );
  });

  it('reports each field at most once, in a stable order', () => {
    fc.assert(
      fc.property(fields, fields, (before, after) => {
        const diff = historyDiff(before, after);
        const names = diff.map((c) => c.field);
        expect(new Set(names).size).toBe(names.length);
        expect(names).toEqual([...names].sort());
        const swapped = historyDiff(Object.fromEntries(Object.entries(before).reverse()), after);
        expect(swapped).toEqual(diff);
      }),
    );
  });

  it('changed entries never hold deep-equal values', () => {
    fc.assert(
      fc.property(fields, fields, (before, after) => {
        for (const c of historyDiff(before, after))
          if (c.kind === 'changed') expect(deepEqual(c.old, c.new)).toBe(false);
      }),
    );
  });
});
