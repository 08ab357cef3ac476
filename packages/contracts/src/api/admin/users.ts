import { z } from 'zod';
import { LANGUAGES } from '../../constants.js';
import { MESSAGES } from '../../errors.js';
import { isStrongPassword } from '../../password.js';
import { adminList, emailText, optionalId, requiredFlag, requiredText } from './form.js';
import { ADMIN_MESSAGES as M } from './messages.js';

/**
 * The Users screen (shell-and-admin §2.9 "Users", §3 "User (admin)", §5 "User", §7 "Users"):
 * `GET {scope}/user/?site=`, `GET/PUT/DELETE {scope}/user/{id}/`, `POST {scope}/user/`.
 */

/** A role the user holds in one centro (the expandable detail; managed in the centros space). */
export const adminUserRole = z.object({
  centro: z.number().int(),
  centro_name: z.string(),
  role: z.number().int(),
  role_name: z.string(),
  department_name: z.string(),
});
export type AdminUserRole = z.infer<typeof adminUserRole>;

export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  lang: z.enum(LANGUAGES),
  is_active: z.boolean(),
  email_notifications: z.boolean(),
  internal_notifications: z.boolean(),
  isManager: z.boolean(),
  isAdmin: z.boolean(),
  support_level: z.object({ chat: z.boolean() }).loose(),
  preferred_centro: z.number().int().nullable(),
  preferred_centro_name: z.string().nullable(),
  /** Served from media; null without a photo. */
  photo: z.string().nullable(),
  roles: z.array(adminUserRole),
  /** Home company. */
  site: z.number().int(),
  site_name: z.string(),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = adminList(adminUser);
export type AdminUserList = z.infer<typeof adminUserList>;

export const userListQuery = z.object({
  /** A company at or below the scope's; without it, the scope's company and its sub-companies. */
  site: z.coerce.number({ error: M.invalidInteger }).int().positive().max(2_147_483_647).optional(),
});

/** support_level travels as JSON text in form data (shell-and-admin §7); `chat` is required (shell-and-admin §5). */
const supportLevelField = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z
  .object({ chat: requiredFlag }, { error: (issue) => (issue.input === undefined ? M.required : M.notJson) })
  .loose());

const lang = z.enum(LANGUAGES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? M.required : M.invalidChoice(String(issue.input)).en,
});

/** Usernames as Django accepts them: letters, digits and @ . + - _ (no spaces). */
const USERNAME_PATTERN = /^[\p{L}\p{N}@.+\-_]+$/u;

/** The fields both create and update take (multipart text fields or JSON). */
export const userFields = z.object({
  username: requiredText(150).refine((s) => USERNAME_PATTERN.test(s), M.usernameInvalid),
  email: emailText,
  first_name: requiredText(150),
  last_name: requiredText(150),
  lang,
  is_active: requiredFlag,
  email_notifications: requiredFlag,
  internal_notifications: requiredFlag,
  isManager: requiredFlag,
  isAdmin: requiredFlag,
  support_level: supportLevelField,
  preferred_centro: optionalId,
  /** The home company; the scope's when left out. */
  site: optionalId,
  remove_photo: requiredFlag.optional(),
});
export type UserFields = z.infer<typeof userFields>;

/** Create: a password is required and must be strong (shell-and-admin §5 "Password required only for a new user"). */
export const userCreateFields = userFields.extend({
  password: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: M.required }))
    .superRefine((s, ctx) => {
      if (s === '') ctx.addIssue({ code: 'custom', message: M.required });
      else if (!isStrongPassword(s) || s.length > 256) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.passwordStrength });
      }
    }),
});
export type UserCreateFields = z.infer<typeof userCreateFields>;
