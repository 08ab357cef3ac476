import { describe, expect, it } from 'vitest';
import { type FieldIndexRow, fieldsWithChangedRows } from './stored-fields.js';

const row = (field: string, r: Partial<FieldIndexRow> = {}): FieldIndexRow => ({
  field,
  text_value: null,
  number_value: null,
  date_value: null,
  ...r,
});

// A transition rewrites the typed index rows of these fields only (units/writer.ts): a field
// missed here would keep stale rows; one listed needlessly only costs a rewrite.
describe('fieldsWithChangedRows', () => {
  const stored = [
    row('subject', { text_value: 'Fuga' }),
    row('tags', { text_value: 'urgente' }),
    row('tags', { text_value: 'cliente' }),
    row('amount', { number_value: 12 }),
    row('due_on', { date_value: '2026-05-20' }),
  ];

  it('finds none when every field gives the same values, in any order', () => {
    expect(fieldsWithChangedRows(stored, [...stored].reverse())).toEqual([]);
  });

  it('finds a changed value, a value added to or taken from a multiple field, and a cleared one', () => {
    const wanted = [
      row('subject', { text_value: 'Fuga de agua' }),
      row('tags', { text_value: 'urgente' }),
      row('amount'),
      row('due_on', { date_value: '2026-05-20' }),
    ];
    expect(fieldsWithChangedRows(stored, wanted).sort()).toEqual(['amount', 'subject', 'tags']);
  });

  it('counts repeated values: two rows of one value are not one', () => {
    const twice = [row('tags', { text_value: 'urgente' }), row('tags', { text_value: 'urgente' })];
    expect(fieldsWithChangedRows(twice, [row('tags', { text_value: 'urgente' })])).toEqual(['tags']);
  });

  it('finds a value moved to another column, and fields only one side has', () => {
    const wanted = [row('amount', { text_value: '12' }), row('place', { text_value: 'a1' })];
    expect(fieldsWithChangedRows([row('amount', { number_value: 12 }), row('gone')], wanted).sort()).toEqual([
      'amount',
      'gone',
      'place',
    ]);
  });
});
