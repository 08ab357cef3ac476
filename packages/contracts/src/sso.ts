import { z } from 'zod';
import { MESSAGES } from './errors.js';
import { defineMessages } from './messages/catalog.js';
import { onWrongType } from './messages/wrong-type.js';
import { loginResponse } from './session.js';

/**
 * SAML 2.0 single sign-on per site (spec shell-and-admin §2.1, §2.5, §7 "Single sign-on login at
 * /api/saml/login"). The settings are the site's `sso_config`; the service provider side (entity
 * id, assertion consumer service) is derived from the server's public URL and the site id.
 */

/** Tolerance for the IdP's and our clocks disagreeing on NotBefore / NotOnOrAfter. */
export const SSO_CLOCK_SKEW_DEFAULT_SECONDS = 60;
export const SSO_CLOCK_SKEW_MAX_SECONDS = 300;
/** Certificates a site may trust at once (the current one and the next, during a rollover, and spares). */
export const SSO_MAX_CERTIFICATES = 4;

export const SSO_MESSAGES = defineMessages('sso', {
  requiredWhenEnabled: {
    es: 'Obligatorio con el inicio de sesión único activo.',
    ca: "Obligatori amb l'inici de sessió únic actiu.",
    en: 'Required when single sign-on is enabled.',
  },
  requiredForJit: {
    es: 'Obligatorio si se crean usuarios en su primer inicio de sesión.',
    ca: 'Obligatori si es creen usuaris en el seu primer inici de sessió.',
    en: 'Required when users are created on their first sign-in.',
  },
  invalidUrl: {
    es: 'Escribe una dirección http o https válida.',
    ca: 'Escriu una adreça http o https vàlida.',
    en: 'Enter a valid http or https address.',
  },
  invalidCertificate: {
    es: 'No es un certificado X.509 válido en formato PEM.',
    ca: 'No és un certificat X.509 vàlid en format PEM.',
    en: 'Not a valid X.509 certificate in PEM format.',
  },
  certificateRequired: {
    es: 'Añade el certificado de firma del proveedor de identidad.',
    ca: "Afegeix el certificat de signatura del proveïdor d'identitat.",
    en: 'Add the identity provider’s signing certificate.',
  },
  tooManyCertificates: {
    es: `Como máximo ${SSO_MAX_CERTIFICATES} certificados.`,
    ca: `Com a màxim ${SSO_MAX_CERTIFICATES} certificats.`,
    en: `At most ${SSO_MAX_CERTIFICATES} certificates.`,
  },
  unknownCentro: {
    es: 'Elige un centro de esta empresa.',
    ca: "Tria un centre d'aquesta empresa.",
    en: 'Choose a centro of this company.',
  },
  unknownRole: {
    es: 'Elige un rol que use esta empresa.',
    ca: 'Tria un rol que faci servir aquesta empresa.',
    en: 'Choose a role this company uses.',
  },
  noSigningKey: {
    es: 'El servidor no tiene clave de firma SAML: configura SAML_SP_KEY_FILE y SAML_SP_CERT_FILE para firmar.',
    ca: 'El servidor no té clau de signatura SAML: configura SAML_SP_KEY_FILE i SAML_SP_CERT_FILE per signar.',
    en: 'The server has no SAML signing key: set SAML_SP_KEY_FILE and SAML_SP_CERT_FILE to sign requests.',
  },
  invalidCode: {
    es: 'El enlace de inicio de sesión no es válido o ha caducado. Inicia sesión de nuevo.',
    ca: "L'enllaç d'inici de sessió no és vàlid o ha caducat. Torna a iniciar la sessió.",
    en: 'This sign-in link is not valid or has expired. Sign in again.',
  },
  clockSkew: {
    es: `Entre 0 y ${SSO_CLOCK_SKEW_MAX_SECONDS} segundos.`,
    ca: `Entre 0 i ${SSO_CLOCK_SKEW_MAX_SECONDS} segons.`,
    en: `Between 0 and ${SSO_CLOCK_SKEW_MAX_SECONDS} seconds.`,
  },
  logoutBodyMissing: {
    es: 'Se requiere SAMLRequest o SAMLResponse.',
    ca: 'Cal SAMLRequest o SAMLResponse.',
    en: 'SAMLRequest or SAMLResponse is required.',
  },
  logoutNotSigned: {
    es: 'La petición de cierre de sesión no está firmada por el proveedor de identidad de esta empresa.',
    ca: "La petició de tancament de sessió no està signada pel proveïdor d'identitat d'aquesta empresa.",
    en: 'The logout request is not signed by this company’s identity provider.',
  },
  logoutNoUser: {
    es: 'La petición de cierre de sesión no indica ningún usuario.',
    ca: 'La petició de tancament de sessió no indica cap usuari.',
    en: 'The logout request names no user.',
  },
});

/**
 * Why a single sign-on attempt was refused. The server sends the browser to
 * `/ssocallback#error=<code>`; the return screen explains each in the user's language.
 */
export const SSO_ERROR_CODES = [
  /** The company does not exist or has single sign-on switched off. */
  'not_enabled',
  /** No valid signature by a certificate the company trusts (unsigned, tampered or foreign). */
  'signature',
  /** Outside NotBefore / NotOnOrAfter (with the allowed clock skew). */
  'expired',
  /** Meant for another service provider (Audience, Recipient or Destination). */
  'audience',
  /** Issued by another identity provider than the configured one. */
  'issuer',
  /** This response was already used. */
  'replayed',
  /** Not the answer to a sign-in this server started, or that sign-in is too old. */
  'request',
  /** The identity provider refused the sign-in (its status is not Success). */
  'idp_refused',
  /** The response says nothing we can identify a user by. */
  'no_identity',
  /** No user of this company matches, and users are not created on first sign-in. */
  'unknown_user',
  /** The e-mail matches several users of the company. */
  'ambiguous_user',
  /** The user exists but is disabled. */
  'inactive_user',
  /** A user would be created, but the username belongs to someone else or the company is full. */
  'cannot_create_user',
  /** A signing sign-in answered by another user than the one signing. */
  'other_user',
  /** A signing sign-in answered from an IdP session older than the signing request (no fresh login). */
  'stale',
  /** Anything else wrong with the message (malformed, missing parts). */
  'invalid',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

const trimmed = (max: number) => z.string().trim().max(max);

/** An absolute http(s) address; empty is allowed where the field is optional. */
const httpUrl = trimmed(2000).refine((value) => value === '' || isHttpUrl(value), SSO_MESSAGES.invalidUrl);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\s*[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/;

/** The armour and alphabet of a PEM certificate; the server also parses it as X.509. */
export function looksLikePemCertificate(value: string): boolean {
  return PEM_CERTIFICATE.test(value.trim());
}

/**
 * A site's single sign-on settings, as the admin edits them (PUT) and as stored in
 * `sites.sso_config`. Cross-field rules apply only when the feature is on, so an admin can save a
 * half-finished configuration switched off.
 */
export const ssoSettingsFields = z.object({
  enabled: z.boolean().default(false),
  /** The IdP's entity id: the Issuer of its responses. */
  idp_entity_id: trimmed(1000).default(''),
  /** The IdP's single sign-on service (HTTP-Redirect binding). */
  idp_sso_url: httpUrl.default(''),
  /** The IdP's single logout service; empty: logging out ends only the Qualium session. */
  idp_slo_url: httpUrl.default(''),
  /** PEM certificates the IdP signs with; several during a key rollover. */
  idp_certificates: z
    .array(z.string().trim().max(20_000).refine(looksLikePemCertificate, SSO_MESSAGES.invalidCertificate))
    .max(SSO_MAX_CERTIFICATES, SSO_MESSAGES.tooManyCertificates)
    .default([]),
  /** Sign AuthnRequests and LogoutRequests with the server's key (SAML_SP_KEY_FILE). */
  sign_requests: z.boolean().default(false),
  clock_skew_seconds: z
    .number({ error: SSO_MESSAGES.clockSkew })
    .int(SSO_MESSAGES.clockSkew)
    .min(0, SSO_MESSAGES.clockSkew)
    .max(SSO_CLOCK_SKEW_MAX_SECONDS, SSO_MESSAGES.clockSkew)
    .default(SSO_CLOCK_SKEW_DEFAULT_SECONDS),
  /** Attribute holding the username; empty: the subject's NameID. */
  attr_username: trimmed(200).default(''),
  attr_email: trimmed(200).default('email'),
  attr_first_name: trimmed(200).default('givenName'),
  attr_last_name: trimmed(200).default('sn'),
  /** Create unknown users on their first sign-in (just in time), in jit_centro with jit_role. */
  jit_enabled: z.boolean().default(false),
  jit_centro: z.number().int().positive().nullable().default(null),
  jit_role: z.number().int().positive().nullable().default(null),
});

export const ssoSettings = ssoSettingsFields.superRefine((value, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.enabled) {
    if (value.idp_entity_id === '') issue('idp_entity_id', SSO_MESSAGES.requiredWhenEnabled);
    if (value.idp_sso_url === '') issue('idp_sso_url', SSO_MESSAGES.requiredWhenEnabled);
    if (value.idp_certificates.length === 0) issue('idp_certificates', SSO_MESSAGES.certificateRequired);
  }
  if (value.jit_enabled) {
    if (value.jit_centro === null) issue('jit_centro', SSO_MESSAGES.requiredForJit);
    if (value.jit_role === null) issue('jit_role', SSO_MESSAGES.requiredForJit);
  }
});
export type SsoSettings = z.infer<typeof ssoSettings>;
export type SsoSettingsInput = z.input<typeof ssoSettings>;

/** What the identity provider must be told about us (also in the SP metadata XML). */
export const ssoServiceProvider = z.object({
  entity_id: z.string(),
  acs_url: z.string(),
  slo_url: z.string(),
  metadata_url: z.string(),
  /** `/api/saml/login?site=<url_name>`: where "Entrar con SSO" starts. */
  login_url: z.string(),
});
export type SsoServiceProvider = z.infer<typeof ssoServiceProvider>;

export const ssoCertificateInfo = z.object({
  subject: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** SHA-256 fingerprint, colon-separated hex, as IdP consoles show it. */
  fingerprint_sha256: z.string(),
  expired: z.boolean(),
});
export type SsoCertificateInfo = z.infer<typeof ssoCertificateInfo>;

const choice = z.object({ id: z.number().int(), name: z.string() });

/** GET/PUT {site}/site/{id}/sso/: the settings plus what the admin form shows beside them. */
export const ssoSettingsResponse = z.object({
  site: z.object({ id: z.number().int(), name: z.string(), url_name: z.string(), path: z.string() }),
  settings: ssoSettingsFields,
  service_provider: ssoServiceProvider,
  certificates: z.array(ssoCertificateInfo),
  /** The server holds a signing key, so sign_requests may be switched on. */
  can_sign_requests: z.boolean(),
  /** The company's centros and the roles it uses, for the just-in-time defaults. */
  centros: z.array(choice.extend({ path_str: z.string() })),
  roles: z.array(choice.extend({ department_name: z.string() })),
});
export type SsoSettingsResponse = z.infer<typeof ssoSettingsResponse>;

/** GET /api/saml/login */
export const ssoLoginQuery = z.object({
  site: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(100),
  /** Where to go once signed in: a path of this application. */
  redirect: z.string().max(2000).optional(),
});

/** POST /api/v1/rest-auth/saml/token/: the one-time code of /ssocallback#code=… for a session. */
export const ssoTokenRequest = z.object({
  code: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(200),
});
export const ssoTokenResponse = loginResponse.extend({
  /** The company signed in to, for the session's starting scope. */
  site_id: z.number().int(),
  site_url_name: z.string(),
  /** The path asked for when sign-in started ('' for home). */
  redirect: z.string(),
  /** Logging out should pass by the identity provider (/ssologout). */
  single_logout: z.boolean(),
});
export type SsoTokenResponse = z.infer<typeof ssoTokenResponse>;

/** POST /api/v1/rest-auth/saml/logout/: the session ends; the browser goes on to `redirect` if any. */
export const ssoLogoutResponse = z.object({ redirect: z.string().nullable() });
export type SsoLogoutResponse = z.infer<typeof ssoLogoutResponse>;
