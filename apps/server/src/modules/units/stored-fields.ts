import type { BpDefinition, BpField } from '@qualium/contracts';
import { foldText } from '@qualium/contracts';

/** Derived columns of a unit, kept in step with its fields on every write. */

/** The title: the definition's title field when it holds text, else the reference. */
export function titleOf(definition: BpDefinition, fields: Record<string, unknown>, reference: string): string {
  const id = definition.business_process.info.title_field;
  const value = id ? fields[id] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : reference;
}

function textOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  return [];
}

/** Reference, title and searchable fields, lower-cased without accents (records-explorer §5 search). */
export function searchTextOf(
  definition: BpDefinition,
  fields: Record<string, unknown>,
  reference: string,
  title: string,
): string {
  const parts = [reference, title];
  for (const field of definition.business_process.model.fields) {
    if (field.searchable) parts.push(...textOf(fields[field.id]));
  }
  return foldText(parts.join(' \u0001 '));
}

export interface FieldIndexRow {
  field: string;
  text_value: string | null;
  number_value: number | null;
  date_value: string | null;
}

const TEXT_KINDS = new Set<BpField['kind']>([
  'text',
  'link',
  'choice',
  'autocomplete',
  'treeview',
  'dynamic_choice',
  'tag',
  'user',
  'process_user',
  'related',
  'relationships',
  'directory',
  'centro',
  'state',
]);

export type IndexColumn = 'text_value' | 'number_value' | 'date_value';

/** The typed column of unit_field_values holding a field kind's values; null: the kind is not indexed. */
export function indexColumnOf(kind: BpField['kind']): IndexColumn | null {
  if (kind === 'numeric' || kind === 'decimal' || kind === 'time_event') return 'number_value';
  if (kind === 'date' || kind === 'date_limit' || kind === 'date_time') return 'date_value';
  return TEXT_KINDS.has(kind) ? 'text_value' : null;
}

/** The fields of a definition the typed index holds. */
export function indexedFields(definition: BpDefinition): string[] {
  return definition.business_process.model.fields.filter((f) => indexColumnOf(f.kind) !== null).map((f) => f.id);
}

/**
 * Typed copies of field values for the explorer's advanced filters and sorts: one row per value
 * (a multiple choice gives several), so each filter is an indexed equality or range. A field
 * without a value gets one row with no value, so that a field sort finds the units without one
 * by walking the same index (explorer/field-walk.ts); no filter matches it, and charts and sorts
 * read it as the missing value it stands for.
 */
export function fieldIndexRows(definition: BpDefinition, fields: Record<string, unknown>): FieldIndexRow[] {
  const rows: FieldIndexRow[] = [];
  for (const field of definition.business_process.model.fields) {
    const column = indexColumnOf(field.kind);
    if (column === null) continue;
    const before = rows.length;
    const row = (r: Partial<FieldIndexRow>) =>
      rows.push({ field: field.id, text_value: null, number_value: null, date_value: null, ...r });
    addValueRows(field, fields[field.id], column, row);
    if (rows.length === before) row({});
  }
  return rows;
}

/** A field's value as index rows: none when it has no value the kind can hold. */
function addValueRows(
  field: BpField,
  value: unknown,
  column: IndexColumn,
  row: (r: Partial<FieldIndexRow>) => void,
): void {
  if (value === null || value === undefined) return;
  if (field.kind === 'time_event') {
    const days = typeof value === 'object' && 'days' in value ? Number(value.days) : Number.NaN;
    if (Number.isFinite(days)) row({ number_value: days });
  } else if (column === 'number_value') {
    if (typeof value === 'number') row({ number_value: value });
  } else if (column === 'date_value') {
    if (typeof value === 'string') row({ date_value: value });
  } else {
    for (const v of textOf(value)) row({ text_value: v.slice(0, 500) });
  }
}

/**
 * The fields whose index rows differ between what is stored and what the fields give now (each
 * side compared as a multiset of values per field), and fields stored that no longer give rows.
 * A transition changes a few fields; rewriting only theirs spares the other rows' four index
 * entries each (units/writer.ts).
 */
export function fieldsWithChangedRows(stored: readonly FieldIndexRow[], wanted: readonly FieldIndexRow[]): string[] {
  const valuesByField = (rows: readonly FieldIndexRow[]) => {
    const byField = new Map<string, string[]>();
    for (const r of rows) {
      const values = byField.get(r.field) ?? [];
      values.push(JSON.stringify([r.text_value, r.number_value, r.date_value]));
      byField.set(r.field, values);
    }
    for (const values of byField.values()) values.sort();
    return byField;
  };
  const before = valuesByField(stored);
  const after = valuesByField(wanted);
  const changed: string[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    if ((before.get(field) ?? []).join('\n') !== (after.get(field) ?? []).join('\n')) changed.push(field);
  }
  return changed;
}

/**
 * What bringing a unit's stored index rows to `wanted` rewrites: the fields whose rows differ
 * (their stored rows deleted) and the rows they get instead. A write and a definition's pass over
 * the units (writer.ts, rederive.ts) both rewrite so.
 */
export function indexRowsToRewrite(
  stored: readonly FieldIndexRow[],
  wanted: readonly FieldIndexRow[],
): { fields: string[]; rows: FieldIndexRow[] } {
  const fields = fieldsWithChangedRows(stored, wanted);
  const rewritten = new Set(fields);
  return { fields, rows: wanted.filter((r) => rewritten.has(r.field)) };
}
