import { type BpDefinition, type BpField, DATE_UNIT_COLUMNS, UNIT_COLUMNS, type UnitColumn } from '@qualium/contracts';
import { type IndexColumn, indexColumnOf } from '../units/stored-fields.js';

/**
 * What a name in a sort, filter, calendar or chart stands for: a unit column every BP has, or a field
 * of the BP's model whose values the typed index (unit_field_values) holds.
 */

/** The units-table column behind each unit column. */
const UNIT_COLUMN_SQL = {
  reference: 'reference',
  title: 'title',
  centro: 'centro_id',
  business_process_name: 'bp_reference',
  current_workflow_state: 'current_state',
  current_workflow_responsible: 'current_responsible_id',
  current_workflow_limit: 'current_limit',
  fecha_creacion: 'created_at',
  fecha_cierre: 'fecha_cierre',
  creador: 'creator_id',
} as const satisfies Record<UnitColumn, string>;
type UnitSqlColumn = (typeof UNIT_COLUMN_SQL)[UnitColumn];

export type Ref =
  | { type: 'column'; name: UnitColumn; column: UnitSqlColumn }
  | { type: 'field'; name: string; field: BpField; definition: BpDefinition; column: IndexColumn };

/** System field kinds are kept in unit columns, not in the field values. */
const SYSTEM_KIND_COLUMNS: Partial<Record<BpField['kind'], UnitColumn>> = {
  state: 'current_workflow_state',
  date_limit: 'current_workflow_limit',
  centro: 'centro',
};

const isUnitColumn = (name: string): name is UnitColumn => (UNIT_COLUMNS as readonly string[]).includes(name);

const columnRef = (name: UnitColumn): Ref => ({ type: 'column', name, column: UNIT_COLUMN_SQL[name] });

/**
 * The name as a unit column or an indexed field of the first definition that has it; null when
 * nothing by that name can be sorted or filtered (unknown, or a kind the index does not hold).
 */
export function resolveRef(name: string, definitions: readonly BpDefinition[]): Ref | null {
  if (isUnitColumn(name)) return columnRef(name);
  for (const definition of definitions) {
    const field = definition.business_process.model.fields.find((f) => f.id === name);
    if (!field) continue;
    const system = SYSTEM_KIND_COLUMNS[field.kind];
    if (system) return columnRef(system);
    const column = indexColumnOf(field.kind);
    return column ? { type: 'field', name, field, definition, column } : null;
  }
  return null;
}

type ValueType = 'text' | 'number' | 'date';

/** How the ref's values compare: ids and numbers as numbers, days and timestamps as ISO text. */
export function valueTypeOf(ref: Ref): ValueType {
  if (ref.type === 'field') {
    return ref.column === 'number_value' ? 'number' : ref.column === 'date_value' ? 'date' : 'text';
  }
  if ((DATE_UNIT_COLUMNS as readonly string[]).includes(ref.name)) return 'date';
  return ref.column === 'centro_id' || ref.column === 'current_responsible_id' || ref.column === 'creator_id'
    ? 'number'
    : 'text';
}
