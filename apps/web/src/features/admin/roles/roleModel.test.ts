import type { DepartmentRecord, RoleRecord } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { departmentGroups, parentChoices } from './roleModel';

const role = (id: number, department: number, path: number[], name = `r${id}`): RoleRecord => ({
  id,
  name,
  description: '',
  parent: path.length > 1 ? (path[path.length - 2] ?? null) : null,
  parent_name: null,
  department,
  department_name: '',
  site: 1,
  site_name: '',
  path,
  level: path.length - 1,
  inherited: false,
});
const dep = (id: number, name: string): DepartmentRecord => ({ id, name, description: '', site: 1, roles_count: 0 });
// Calidad (1): 10 > 11 > 12, 13; Laboratorio (2): 20
const roles = [
  role(10, 1, [10], 'Director'),
  role(11, 1, [10, 11], 'Técnico'),
  role(12, 1, [10, 11, 12]),
  role(13, 1, [13]),
  role(20, 2, [20], 'Jefe de laboratorio'),
];

describe('roles form model', () => {
  it('offers the department’s roles as parents, without the role itself and those below it', () => {
    expect(parentChoices(roles, 1, null).map((r) => r.id)).toEqual([10, 11, 12, 13]);
    expect(parentChoices(roles, 1, 11).map((r) => r.id)).toEqual([10, 13]);
    expect(parentChoices(roles, 2, 11).map((r) => r.id)).toEqual([20]);
    expect(parentChoices([{ ...role(30, 1, [30]), inherited: true }], 1, null)).toEqual([]);
  });

  it('groups roles under their departments and searches both', () => {
    const deps = [dep(1, 'Calidad'), dep(2, 'Laboratorio'), dep(3, 'Docencia')];
    expect(departmentGroups(deps, roles, '').map((g) => [g.department.id, g.roles.length])).toEqual([
      [1, 4],
      [2, 1],
      [3, 0],
    ]);
    expect(departmentGroups(deps, roles, 'técnico').map((g) => [g.department.id, g.roles.map((r) => r.id)])).toEqual([
      [1, [11]],
    ]);
    expect(departmentGroups(deps, roles, 'labor').map((g) => [g.department.id, g.roles.map((r) => r.id)])).toEqual([
      [2, [20]],
    ]);
  });
});
