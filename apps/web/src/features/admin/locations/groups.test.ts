import type { LocationRecord, LocationTypeRecord } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { locationGroups } from './groups';

const type = (id: number, name: string): LocationTypeRecord => ({ id, name, site: 1, locations_count: 0 });
const place = (id: number, typeId: number, name: string, reference = ''): LocationRecord => ({
  id,
  name,
  reference,
  longitude: null,
  latitude: null,
  location_type: typeId,
  location_type_name: '',
  site: 1,
});
const types = [type(1, 'Quirófano'), type(2, 'Almacén'), type(3, 'Planta')];
const places = [place(10, 1, 'Quirófano 1', 'BQ-QX01'), place(11, 1, 'URPA', 'BQ-URPA'), place(12, 2, 'Farmacia')];

describe('locationGroups', () => {
  it('groups every location under its type, types by name, empty types kept', () => {
    expect(locationGroups(types, places, '').map((g) => [g.type.name, g.locations.map((l) => l.id)])).toEqual([
      ['Almacén', [12]],
      ['Planta', []],
      ['Quirófano', [10, 11]],
    ]);
  });

  it('keeps a matching type whole, and only the matching locations of other types', () => {
    expect(locationGroups(types, places, 'urpa').map((g) => [g.type.name, g.locations.map((l) => l.id)])).toEqual([
      ['Quirófano', [11]],
    ]);
    expect(locationGroups(types, places, 'almac').map((g) => [g.type.name, g.locations.map((l) => l.id)])).toEqual([
      ['Almacén', [12]],
    ]);
  });
});
