import type { UnitListItem } from '@qualium/contracts';
import { type Chip, chipsOf } from '../logic/chips';
import { processNames } from '../logic/processTree';
import type { FilterSet } from '../state/filterSet';
import type { FilterSources } from './useFilterSources';

/** The chips of a list's applied filters, named with what its panels offer and the units it shows. */
export function listChips(filters: FilterSet, sources: FilterSources, units: readonly UnitListItem[] = []): Chip[] {
  return chipsOf(filters, {
    currentCentro: sources.currentCentro,
    centros: sources.centros,
    processNames: processNames(sources.tree),
    userNames: new Map(sources.users.map((u) => [u.id, u.label])),
    fields: sources.fields,
    dateFieldLabels: new Map(sources.dateFields.map((f) => [f.id, f.label])),
    unitReferences: new Map(units.map((u) => [u.uid, u.reference])),
  });
}
