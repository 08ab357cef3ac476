import { z } from 'zod';
import { LANGUAGES, PRODUCTS } from './constants.js';
import { MESSAGES } from './errors.js';
import { onWrongType } from './messages/wrong-type.js';

export const loginRequest = z.object({
  username: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(150),
  password: z.string(onWrongType(MESSAGES.required)).min(1, MESSAGES.required).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const supportLevel = z.object({ chat: z.boolean().default(false) }).loose();

/** The session user of spec shell-and-admin §3. */
export const sessionUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  photo_url: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  isManager: z.boolean(),
  isAdmin: z.boolean(),
  support_level: supportLevel,
  /** Centre ids where the user is a centre manager (records-explorer §3, User). */
  manager_of_centros: z.array(z.number().int()),
  /** Home site id. */
  site: z.number().int(),
  preferred_centro: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ key: z.string(), user: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/** A site (company) as listed in the selector and used for theming. */
export const siteSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  url_name: z.string(),
  /** Slash separated, no trailing slash: `/demo/norte`. This is the API scope. */
  path: z.string(),
  depth: z.number().int(),
  parent: z.number().int().nullable(),
  qualium_product: z.enum(PRODUCTS),
  logo: z.string().nullable(),
  background_image: z.string().nullable(),
  process_map_image: z.string().nullable(),
  allow_password_change: z.boolean(),
  /**
   * The change-password strength rule applies here (shell-and-admin §5, default off). A session kept
   * from before the setting existed reads as off until `me` is read again.
   */
  password_strength: z.boolean().default(false),
  /** The footer's help link and contact address (shell-and-admin §2.2), the company's settings. */
  help_url: z.string().nullable().default(null),
  contact_email: z.string().nullable().default(null),
});
export type SiteSummary = z.infer<typeof siteSummary>;

export const centroSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  url_name: z.string().nullable(),
  site: z.number().int(),
  parent: z.number().int().nullable(),
  /** Ancestor ids, root first, the centro itself last. */
  path: z.array(z.number().int()),
  path_str: z.string(),
  depth: z.number().int(),
  logo: z.string().nullable(),
});
export type CentroSummary = z.infer<typeof centroSummary>;

/** GET /api/v1/user_data/me/: the session user plus what they may browse. */
export const meResponse = sessionUser.extend({
  sites: z.array(siteSummary),
  centros: z.array(centroSummary),
});
export type MeResponse = z.infer<typeof meResponse>;

/** GET /api/v1/token/{token}/ */
export const tokenCheckResponse = z.object({ key: z.string(), user: sessionUser });

/** Public look-ups used by the themed login pages: GET sitepath/?url_name= and centropath/?url_name=. */
export const urlNameQuery = z.object({
  url_name: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(100),
});
export const sitePathResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  qualium_product: z.enum(PRODUCTS),
  logo: z.string().nullable(),
  background_image: z.string().nullable(),
  /** The login page offers "Entrar con SSO"; nothing else of the SAML settings is public. */
  sso_enabled: z.boolean(),
  /** Its footer's links (shell-and-admin §2.2), public as the footer shows them before sign-in. */
  help_url: z.string().nullable(),
  contact_email: z.string().nullable(),
});
export type SitePathResponse = z.infer<typeof sitePathResponse>;
export const centroPathResponse = sitePathResponse.extend({
  centro_id: z.number().int(),
  centro_name: z.string(),
  centro_logo: z.string().nullable(),
});
export type CentroPathResponse = z.infer<typeof centroPathResponse>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

/** Locally persisted session (spec shell-and-admin §3). The password is never part of it. */
export const persistedSession = z.object({
  site: z.string().nullable(),
  site_data: siteSummary.nullable(),
  centro: z.number().int().nullable(),
  root_site: z.string().nullable(),
  token: z.string().nullable(),
  user: sessionUser.nullable(),
});
export type PersistedSession = z.infer<typeof persistedSession>;
