import { z } from 'zod';
import { adminList, optionalId, optionalText, requiredId, requiredText } from './form.js';

/**
 * Departments and roles (shell-and-admin §2.9 "Departments and Roles", §3 "Department", "Role",
 * §5 "Department and role", §7 "Departments", "Role inheritance and roles"). Roles form a tree per
 * department through `parent`; no parent means "Reports to anyone".
 */

export const departmentRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  site: z.number().int(),
  /** How many roles it holds (a department with roles cannot be deleted). */
  roles_count: z.number().int(),
});
export type DepartmentRecord = z.infer<typeof departmentRecord>;
export const departmentList = adminList(departmentRecord);
export type DepartmentList = z.infer<typeof departmentList>;

/** shell-and-admin §5: name required, description optional. `site`, when sent, must be the scope's company. */
export const departmentFields = z.object({
  name: requiredText(150),
  description: optionalText(2000),
  site: optionalId,
});
export type DepartmentFields = z.infer<typeof departmentFields>;

export const roleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The role it reports to, in the same department; null: "Reports to anyone". */
  parent: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  department: z.number().int(),
  department_name: z.string(),
  site: z.number().int(),
  site_name: z.string(),
  /** Ancestor ids, root first, the role itself last. */
  path: z.array(z.number().int()),
  /** Depth in its department's tree, 0 for a role that reports to anyone. */
  level: z.number().int(),
  /** A parent company's role this company inherits (listed with `inherited=true` only). */
  inherited: z.boolean(),
});
export type RoleRecord = z.infer<typeof roleRecord>;
export const roleList = adminList(roleRecord);
export type RoleList = z.infer<typeof roleList>;

export const roleListQuery = z.object({
  department: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Also the roles inherited from parent companies (the menu form's role choices). */
  inherited: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * shell-and-admin §5: name required, description and parent optional; the department is required. `path`
 * and `site`, which the spec's client sends, are kept by the server (ignored; `site` must be the
 * scope's company when sent).
 */
export const roleFields = z.object({
  name: requiredText(150),
  description: optionalText(2000),
  parent: optionalId,
  department: requiredId,
  site: optionalId,
});
export type RoleFields = z.infer<typeof roleFields>;
