import { z } from 'zod';
import { PROCESS_TYPES } from '../../constants.js';
import { centroSummary } from '../../session.js';
import { adminList, idList, requiredFlag, requiredId, requiredText } from '../admin/form.js';
import { optionalSlug, parentId } from './fields.js';
import { ORG_MESSAGES } from './messages.js';

/**
 * The Centros screen (shell-and-admin §2.9 "Centros", §3 "Centro", "Centro role", "Manager
 * candidate", §5 "Centro", §7 "Centro"): `{site}/qcentro/…`.
 */

const id = z.number().int();

/** shell-and-admin §9: the list shows up to 500 centros, sorted by path_str, indented 20 px per level. */
export const CENTRO_LIST_PAGE_SIZE = 500;
export const CENTRO_INDENT_PX = 20;
/** shell-and-admin §9: matrix page sizes 5, 10, 20, All (0), default 10, five page buttons. */
export const MATRIX_PAGE_SIZES = [5, 10, 20, 0] as const;
export const MATRIX_DEFAULT_PAGE_SIZE = 10;
export const MATRIX_PAGE_BUTTONS = 5;

export const centroRecord = centroSummary.extend({
  site_name: z.string(),
  process_map_image: z.string().nullable(),
  background_image: z.string().nullable(),
  /** Processes of the company run in this centro. */
  processes: z.array(id),
  /** What stands in the way of deleting it: centros below it, records, people with roles. */
  children_count: id,
  units_count: id,
  users_count: id,
});
export type CentroRecord = z.infer<typeof centroRecord>;
export const centroList = adminList(centroRecord);
export type CentroList = z.infer<typeof centroList>;

/**
 * shell-and-admin §5 Centro: name required; parent required in the form, where "none" (sent as empty) means
 * no parent; url_name optional (a lower-case slug, unique); images optional.
 */
export const centroFields = z.object({
  name: requiredText(150),
  parent: parentId,
  url_name: optionalSlug(() => true, ORG_MESSAGES.urlNameInvalid),
});
export type CentroFields = z.infer<typeof centroFields>;

/** A process as a column of the process matrix, in process-map order (parents before children). */
export const matrixProcess = z.object({
  id,
  name: z.string(),
  reference: z.string(),
  process_type: z.enum(PROCESS_TYPES),
  parent: id.nullable(),
  /** 1 for a root process. */
  level: id,
});
export type MatrixProcess = z.infer<typeof matrixProcess>;

export const matrixCentro = z.object({
  id,
  name: z.string(),
  path_str: z.string(),
  depth: id,
  processes: z.array(id),
});
export type MatrixCentro = z.infer<typeof matrixCentro>;

/** `GET {site}/qcentro/list_process_matrix`: which centro runs which process. */
export const processMatrix = z.object({
  centros: z.array(matrixCentro),
  processes: z.array(matrixProcess),
  can_edit: z.boolean(),
});
export type ProcessMatrix = z.infer<typeof processMatrix>;

export const processIdFields = z.object({ process_id: requiredId });

/** A role that may be held in a centro (the company's own or inherited), with who holds it there. */
export const centroRole = z.object({
  id,
  name: z.string(),
  description: z.string(),
  department: id,
  department_name: z.string(),
  /** Inherited from a parent company. */
  inherited: z.boolean(),
  /** Users holding it in this centro. */
  users: z.array(id),
});
export type CentroRole = z.infer<typeof centroRole>;

/** A person who may hold roles in the centro: users of its company and of the companies above. */
export const centroUser = z.object({
  id,
  username: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  site_name: z.string(),
});
export type CentroUser = z.infer<typeof centroUser>;

/** `GET {site}/qcentro/{id}/centro_roles/` and what the role calls answer. */
export const centroRolesResponse = adminList(centroRole).extend({
  centro: id,
  users: z.array(centroUser),
});
export type CentroRolesResponse = z.infer<typeof centroRolesResponse>;

export const modifyUserRolesFields = z.object({ user_id: requiredId, roles_ids: idList });
export const userRoleFields = z.object({ user_id: requiredId, role_id: requiredId });

/** shell-and-admin §3 "Manager candidate": a user with a role in the centro, and whether they manage it. */
export const managerCandidate = z.object({
  id,
  name: z.string(),
  username: z.string(),
  manager: z.boolean(),
});
export type ManagerCandidate = z.infer<typeof managerCandidate>;
export const managerCandidateList = adminList(managerCandidate).extend({ centro: id });
export type ManagerCandidateList = z.infer<typeof managerCandidateList>;

/** `PUT …/set_user_manager/`: manager as 1 or 0 (shell-and-admin §7). */
export const setManagerFields = z.object({ user_id: requiredId, manager: requiredFlag });
