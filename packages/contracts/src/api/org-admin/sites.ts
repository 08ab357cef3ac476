import { z } from 'zod';
import { isValidSiteUrlName, PRODUCTS, STORAGE_TYPES } from '../../constants.js';
import { siteSummary } from '../../session.js';
import {
  adminList,
  idList,
  integerAtLeast,
  optionalEmail,
  optionalLink,
  optionalText,
  requiredText,
} from '../admin/form.js';
import { optionalFlag, optionalSlug, parentId, requiredChoice } from './fields.js';
import { ORG_MESSAGES } from './messages.js';

/**
 * The Companies screen (shell-and-admin §2.9 "Companies", §3 "Site", §5 "Company", §7 "Sites",
 * "Role inheritance and roles"): `GET {scope}/site/`, `POST {scope}/site/`, `PUT|DELETE
 * {scope}/site/{id}/`, and a company's inherited roles.
 */

const id = z.number().int();

/** The image fields of a company (and of a centro): sent as files, answered as media URLs. */
export const IMAGE_FIELDS = ['logo', 'process_map_image', 'background_image'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];
/** What the image inputs offer in the browser's file picker (the server decides from the bytes). */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

export const siteRecord = siteSummary.extend({
  storage_type: z.enum(STORAGE_TYPES),
  max_users_number: id,
  reports_footer_text: z.string(),
  parent_name: z.string().nullable(),
  /** Roles of the parent company this one inherits. */
  inherit_roles: z.array(id),
  /** What stands in the way of deleting it (the screen says so before asking). */
  children_count: id,
  centros_count: id,
  users_count: id,
  active_users_count: id,
  units_count: id,
});
export type SiteRecord = z.infer<typeof siteRecord>;

/** The scope's company and those below it (or, unscoped, the companies the user may browse). */
export const siteList = adminList(siteRecord);
export type SiteList = z.infer<typeof siteList>;

/**
 * shell-and-admin §5 Company: name, product, storage type and max users required (max users ≥ 1); url_name,
 * files, footer text and the password-change checkbox optional; so is the strength rule's flag (§5
 * shouldValidate, default off). `parent` names the company a
 * sub-company is created under (the scope's company when left out); url_name and parent are fixed
 * once created.
 */
export const siteFields = z.object({
  name: requiredText(150),
  url_name: optionalSlug(isValidSiteUrlName, ORG_MESSAGES.urlNameInvalid),
  qualium_product: requiredChoice(PRODUCTS),
  storage_type: requiredChoice(STORAGE_TYPES),
  max_users_number: integerAtLeast(1),
  reports_footer_text: optionalText(2000),
  allow_password_change: optionalFlag,
  password_strength: optionalFlag,
  help_url: optionalLink,
  contact_email: optionalEmail,
  parent: parentId,
});
export type SiteFields = z.infer<typeof siteFields>;

/** Defaults of a new company (shell-and-admin §5): first storage type, first product, max users 1. */
export const NEW_SITE_DEFAULTS = {
  qualium_product: PRODUCTS[0],
  storage_type: STORAGE_TYPES[0],
  max_users_number: 1,
  allow_password_change: true,
  password_strength: false,
} as const;

/** A role a company may inherit from its parent, or inherits. */
export const inheritableRole = z.object({
  id,
  name: z.string(),
  description: z.string(),
  department: id,
  department_name: z.string(),
  /** The company that owns the role (the parent, or a company above it). */
  site: id,
  site_name: z.string(),
  /** The company inherits it now. */
  inherited: z.boolean(),
});
export type InheritableRole = z.infer<typeof inheritableRole>;
export const inheritableRoleList = adminList(inheritableRole);
export type InheritableRoleList = z.infer<typeof inheritableRoleList>;

/** `POST {site}/role/edit_inheritance/`: the ids to toggle (selected △ current). */
export const editInheritanceFields = z.object({ roles: idList });
