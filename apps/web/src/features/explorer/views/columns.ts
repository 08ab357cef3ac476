import type { ListPicture, UnitListItem } from '@qualium/contracts';
import { formatDay, formatLocalDateTime } from '../../../ui/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/;

/** A stored day or centre-local date-time in the locale's form; any other text unchanged. */
export function displayText(text: string, locale: string): string {
  if (DAY.test(text)) return formatDay(text, locale);
  if (DATE_TIME.test(text)) return formatLocalDateTime(text, locale);
  return text;
}

/** A column's readable value: the unit's own attributes, else the server's readable field value. */
export function columnText(unit: UnitListItem, column: string): string {
  switch (column) {
    case 'reference':
      return unit.reference;
    case 'title':
      return unit.title;
    case 'centro':
      return unit.centro.name;
    case 'business_process_name':
      return unit.business_process_name;
    case 'current_workflow_state':
      return unit.current_workflow_state.label;
    case 'current_workflow_responsible':
      return unit.current_workflow_responsible?.name ?? '';
    case 'creador':
      return unit.creador?.name ?? '';
    case 'current_workflow_limit':
      return unit.current_workflow_limit ?? '';
    case 'fecha_creacion':
      // The creation instant's calendar day, as the server's columns give it.
      return unit.fecha_creacion.slice(0, 10);
    case 'fecha_cierre':
      return unit.fecha_cierre ?? '';
    default:
      return unit.values[column] ?? '';
  }
}

/**
 * The picture a column's cell draws with its value (issue 14, point 1): the unit's own centro's
 * logo, the logo of a centro field, an image field's thumbnail; null for every other column.
 */
export function cellPicture(unit: UnitListItem, column: string): ListPicture | null {
  if (column === 'centro') return { kind: 'logo', logo: unit.centro.logo };
  return unit.pictures[column] ?? null;
}
