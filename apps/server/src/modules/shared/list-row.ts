import { type BpDefinition, type BpState, localizedText } from '@qualium/contracts';
import type { Selectable } from 'kysely';
import type { UnitsTable } from '../../db/schema.js';
import { type Lookups, readableValue } from './readable.js';

/**
 * What every list of units shows of one unit (the explorer, list reports, charts, the unit view):
 * the columns read, a state's label and colour, a person's name, a column's readable value.
 */

const WHITE = '#ffffff';

/** A state as lists and the viewer show it: label in the user's language, colour (white when unknown). */
export function stateOf(definition: BpDefinition, id: string, lang: string) {
  const s: BpState | undefined = definition.business_process.workflow.states.find((x) => x.id === id);
  return { id, label: s ? localizedText(s.label, lang) : id, color: s?.color ?? WHITE, closed: s?.closed ?? false };
}

export const userRef = (lookups: Lookups, id: number | null) =>
  id === null ? null : { id, name: lookups.users.get(id) ?? String(id) };

/** The unit columns a list row shows (what columnValue and the lists read). */
export const LIST_ROW_COLUMNS = [
  'id',
  'uid',
  'reference',
  'title',
  'business_process_id',
  'centro_id',
  'current_state',
  'current_responsible_id',
  'current_limit',
  'created_at',
  'fecha_cierre',
  'creator_id',
  'fields',
] as const satisfies ReadonlyArray<keyof UnitsTable>;
export type ListRow = Pick<Selectable<UnitsTable>, (typeof LIST_ROW_COLUMNS)[number]>;

/** A unit column's readable value (reference, state, responsible, dates, or a field). */
export function columnValue(
  column: string,
  unit: ListRow,
  definition: BpDefinition,
  lang: string,
  lookups: Lookups,
  fields: Record<string, unknown>,
  bpName: string,
): string {
  switch (column) {
    case 'reference':
      return unit.reference;
    case 'title':
      return unit.title;
    case 'centro':
      return lookups.centros.get(unit.centro_id) ?? String(unit.centro_id);
    case 'business_process_name':
      return bpName;
    case 'current_workflow_state':
      return stateOf(definition, unit.current_state, lang).label;
    case 'current_workflow_responsible':
      return userRef(lookups, unit.current_responsible_id)?.name ?? '';
    case 'current_workflow_limit':
      return unit.current_limit ?? '';
    case 'fecha_creacion':
      return unit.created_at.slice(0, 10);
    case 'fecha_cierre':
      return unit.fecha_cierre ?? '';
    case 'creador':
      return userRef(lookups, unit.creator_id)?.name ?? '';
    default: {
      const field = definition.business_process.model.fields.find((f) => f.id === column);
      return field ? readableValue(field, fields[column], lang, lookups, definition) : '';
    }
  }
}
