import { z } from 'zod';
import { INTERNAL_TYPES, PROCESS_ROLES, PROCESS_TYPES } from '../constants.js';
import { MESSAGES } from '../errors.js';
import { defineMessages } from '../messages/catalog.js';
import { onWrongType } from '../messages/wrong-type.js';

/**
 * Shapes of the process map and standards APIs (shell-and-admin §3 "Process", "Process definition
 * labels", §7 "Processes"; records-explorer §7 "Standards"). Trees are capped at 5 levels.
 */
export const TREE_DEPTH_CAP = 5;

const id = z.number().int();

/** One process of the site's process map, with what the user holds there. */
export const processRecord = z.object({
  id,
  name: z.string(),
  reference: z.string(),
  /** Ancestor ids, root first, the process itself last. */
  path: z.array(id),
  /** 1 for a root process, at most TREE_DEPTH_CAP. */
  level: z.number().int(),
  parent: id.nullable(),
  standard: id.nullable(),
  standard_name: z.string().nullable(),
  process_type: z.enum(PROCESS_TYPES),
  /** The type in the user's language (Estratégico, Operativo, Soporte). */
  get_process_type_display: z.string(),
  internal_type: z.enum(INTERNAL_TYPES),
  inherit_permissions: z.boolean(),
  description: z.string(),
  /** Multi-line texts, one item a line. */
  entries: z.string(),
  outputs: z.string(),
  activities: z.string(),
  objective: z.string(),
  scope: z.string(),
  /** References of the business processes whose units belong to this process. */
  bp_reference: z.array(z.string()),
  /** The user holds a process role here; false for an ancestor shown only to keep the tree connected. */
  participating: z.boolean(),
});
export type ProcessRecord = z.infer<typeof processRecord>;

export const processTreeNode = processRecord.extend({
  get children() {
    return z.array(processTreeNode);
  },
});
export type ProcessTreeNode = z.infer<typeof processTreeNode>;

export const processListResponse = z.object({ count: z.number().int(), results: z.array(processRecord) });
export const processTreeResponse = z.array(processTreeNode);

export const processIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One process role of a process and whom it is granted to (spec "Permissions"). */
export const processPermission = z.object({
  permission_id: z.enum(PROCESS_ROLES),
  roles_allowed: z.array(id),
  departments_allowed: z.array(id),
});
export type ProcessPermission = z.infer<typeof processPermission>;
export const processPermissionsResponse = z.object({
  count: z.number().int(),
  results: z.array(processPermission),
});

/** A standard (ISO 9001, one of its clauses…) processes can be linked to. */
export const standardRecord = z.object({
  id,
  name: z.string(),
  code: z.string(),
  parent: id.nullable(),
  /** Ancestor ids, root first, the standard itself last. */
  path: z.array(id),
  level: z.number().int(),
});
export type StandardRecord = z.infer<typeof standardRecord>;

export const standardTreeNode = standardRecord.extend({
  get children() {
    return z.array(standardTreeNode);
  },
});
export type StandardTreeNode = z.infer<typeof standardTreeNode>;

export const standardListResponse = z.object({ count: z.number().int(), results: z.array(standardRecord) });
export const standardTreeResponse = z.array(standardTreeNode);

/** Empty, null or absent: a root standard. Multipart sends text, JSON a number. */
const optionalParent = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.coerce.number().int().positive().max(2_147_483_647).nullable(),
);

/** POST {centro}/standard/ (multipart or JSON). */
export const standardCreateRequest = z.object({
  name: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(200),
  code: z.string().trim().max(64).default(''),
  parent: optionalParent,
});
export type StandardCreateRequest = z.infer<typeof standardCreateRequest>;

export const STANDARD_MESSAGES = defineMessages('standards', {
  unknownParent: { es: 'Norma desconocida.', ca: 'Norma desconeguda.', en: 'Unknown standard.' },
  tooDeep: {
    es: `Las normas tienen como máximo ${TREE_DEPTH_CAP} niveles.`,
    ca: `Les normes tenen com a màxim ${TREE_DEPTH_CAP} nivells.`,
    en: `Standards are at most ${TREE_DEPTH_CAP} levels deep.`,
  },
});
