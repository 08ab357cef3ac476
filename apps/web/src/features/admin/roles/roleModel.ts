import type { DepartmentRecord, RoleRecord } from '@qualium/contracts';
import { matchesWords } from '@qualium/contracts';

/** The roles a role may report to: its department's, without itself and the roles below it. */
export function parentChoices(
  roles: readonly RoleRecord[],
  department: number,
  editingId: number | null,
): RoleRecord[] {
  return roles.filter(
    (r) => !r.inherited && r.department === department && (editingId === null || !r.path.includes(editingId)),
  );
}

export interface DepartmentGroup {
  department: DepartmentRecord;
  roles: RoleRecord[];
}

/**
 * Departments with their roles (already in tree order from the server). A search keeps a
 * department whose name or description matches (with all its roles), or whose roles match.
 */
export function departmentGroups(
  departments: readonly DepartmentRecord[],
  roles: readonly RoleRecord[],
  search: string,
): DepartmentGroup[] {
  return departments
    .map((department) => {
      const own = roles.filter((r) => !r.inherited && r.department === department.id);
      if (matchesWords([department.name, department.description], search)) return { department, roles: own };
      return { department, roles: own.filter((r) => matchesWords([r.name, r.description], search)) };
    })
    .filter((g) => g.roles.length > 0 || matchesWords([g.department.name, g.department.description], search));
}
