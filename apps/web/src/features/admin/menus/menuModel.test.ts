import type { AdminMenuItem, RoleRecord } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { dashes, nextOrder, parentChoices, roleLabel, searchMenu } from './menuModel';

const item = (id: number, parent: number | null, indent: number, name = `m${id}`, order = 1): AdminMenuItem => ({
  id,
  name,
  order,
  parent,
  url: null,
  enabled: true,
  allowed_roles: [],
  blocked_roles: [],
  indent,
  has_children: false,
});
// Tree order: 1 > (2 > 3), 4
const items = [
  item(1, null, 0, 'Calidad', 1),
  item(2, 1, 1, 'Auditorías', 1),
  item(3, 2, 2, 'Programa', 1),
  item(4, null, 0, 'Mis tareas', 2),
];

describe('menu form model', () => {
  it('indents with two dashes per level', () => {
    expect(dashes(0)).toBe('');
    expect(dashes(2)).toBe('----');
  });

  it('offers every item as parent of a new one, and excludes an item and its submenus when editing it', () => {
    expect(parentChoices(items, null).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(parentChoices(items, 2).map((m) => m.id)).toEqual([1, 4]);
    expect(parentChoices(items, 1).map((m) => m.id)).toEqual([4]);
  });

  it('searches names from one character, accents aside', () => {
    expect(searchMenu(items, 'auditor').map((m) => m.id)).toEqual([2]);
    expect(searchMenu(items, '').map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('marks inherited roles with a leading dash and proposes the next order', () => {
    const role = { name: 'Director de calidad', inherited: true } as RoleRecord;
    expect(roleLabel(role)).toBe('- Director de calidad');
    expect(roleLabel({ ...role, inherited: false })).toBe('Director de calidad');
    expect(nextOrder(items, null)).toBe(3);
    expect(nextOrder(items, 3)).toBe(1);
  });
});
