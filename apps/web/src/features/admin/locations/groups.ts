import type { LocationRecord, LocationTypeRecord } from '@qualium/contracts';
import { matchesWords } from '@qualium/contracts';

export interface LocationGroup {
  type: LocationTypeRecord;
  locations: LocationRecord[];
}

/**
 * Location types with their locations, by type name (shell-and-admin §2.9: one table of both). A search keeps
 * a type when its name matches (with all its locations) or any of its locations does (with those).
 */
export function locationGroups(
  types: readonly LocationTypeRecord[],
  locations: readonly LocationRecord[],
  search: string,
): LocationGroup[] {
  return [...types]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((type) => {
      const own = locations.filter((l) => l.location_type === type.id);
      if (matchesWords([type.name], search)) return { type, locations: own };
      return {
        type,
        locations: own.filter((l) => matchesWords([l.name, l.reference, l.longitude, l.latitude], search)),
      };
    })
    .filter((group) => group.locations.length > 0 || matchesWords([group.type.name], search));
}
