import { z } from 'zod';
import { RETENTION_FROM } from '../bp/retention.js';
import { defineMessages } from '../messages/catalog.js';
import { unitDossier } from './dossier.js';
import { REASON_MAX_LENGTH } from './signatures.js';

/**
 * Retention and purge (issue 15 §4): the units of a centro past their BP's retention period, and
 * the purge an administrator signs, with their password or a fresh sign-in at their company's
 * identity provider, and a reason. GET {centro}/unit/past_retention/, POST {centro}/unit/{uid}/purge/,
 * POST {centro}/unit/{uid}/purge_sso_signing/ (site administrators).
 */

export const RETENTION_MESSAGES = defineMessages('retention', {
  reasonRequired: {
    es: 'Indica el motivo de la eliminación.',
    ca: "Indica el motiu de l'eliminació.",
    en: 'Give the reason for the purge.',
  },
  passwordRequired: {
    es: 'Introduce tu contraseña para firmar la eliminación.',
    ca: "Introdueix la teva contrasenya per signar l'eliminació.",
    en: 'Enter your password to sign the purge.',
  },
  wrongPassword: {
    es: 'La contraseña no es correcta. No se ha eliminado nada.',
    ca: "La contrasenya no és correcta. No s'ha eliminat res.",
    en: 'The password is not correct. Nothing was purged.',
  },
  noPasswordToPurge: {
    es: 'Tu usuario no tiene contraseña: firma la eliminación con el inicio de sesión único de tu empresa o pide una contraseña.',
    ca: "El teu usuari no té contrasenya: signa l'eliminació amb l'inici de sessió únic de la teva empresa o demana una contrasenya.",
    en: "Your user has no password: sign the purge through your company's single sign-on, or ask for a password.",
  },
  oneProof: {
    es: 'Firma la eliminación con tu contraseña o con tu proveedor de identidad, no con los dos.',
    ca: "Signa l'eliminació amb la teva contrasenya o amb el teu proveïdor d'identitat, no amb tots dos.",
    en: 'Sign the purge with your password or with your identity provider, not both.',
  },
  ssoCodeInvalid: {
    es: 'La confirmación de tu identidad no es válida, ya se usó o ha caducado: vuelve a identificarte. No se ha eliminado nada.',
    ca: "La confirmació de la teva identitat no és vàlida, ja s'ha fet servir o ha caducat: torna a identificar-te. No s'ha eliminat res.",
    en: 'The confirmation of your identity is not valid, was already used or has expired: confirm it again. Nothing was purged.',
  },
  ssoCodeOtherUnit: {
    es: 'La confirmación de tu identidad era para otra ficha, otra versión o una firma: vuelve a identificarte. No se ha eliminado nada.',
    ca: "La confirmació de la teva identitat era per a una altra fitxa, una altra versió o una signatura: torna a identificar-te. No s'ha eliminat res.",
    en: 'The confirmation of your identity was for another unit, another version or a signature: confirm it again. Nothing was purged.',
  },
  notPastRetention: {
    es: 'Esta ficha aún está dentro de su periodo de conservación: no se puede eliminar.',
    ca: 'Aquesta fitxa encara és dins del seu període de conservació: no es pot eliminar.',
    en: 'This unit is still within its retention period: it cannot be purged.',
  },
});

export const RETENTION_PAGE_SIZE_MAX = 200;

export const retentionListQuery = z.object({
  /** Only the units of this BP (its reference). */
  business_process: z.string().max(32).optional(),
  items_per_page: z.coerce.number().int().min(1).max(RETENTION_PAGE_SIZE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A unit past its retention period, oldest first. */
export const retentionUnit = z.object({
  uid: z.string(),
  /** The version the list saw: a purge signed through the IdP is bound to it. */
  version: z.number().int(),
  reference: z.string(),
  title: z.string(),
  business_process: z.string(),
  business_process_name: z.string(),
  /** The state's label in the reader's language. */
  state: z.string(),
  /** What the period counts from, and that moment (ISO). */
  from: z.enum(RETENTION_FROM),
  since: z.string(),
  /** When the period ended (ISO): since then the unit may be purged. */
  retention_ended: z.string(),
});
export type RetentionUnit = z.infer<typeof retentionUnit>;

export const retentionListResponse = z.object({
  count: z.number().int(),
  results: z.array(retentionUnit),
  /**
   * The identity provider (the host of its sign-in address) through which this session signs a
   * purge, as for a transition's signature (`signatureRequest.sso_idp`); null: the password.
   */
  sso_idp: z.string().nullable(),
});
export type RetentionListResponse = z.infer<typeof retentionListResponse>;

/**
 * The purge's signature: the administrator proves who they are now, by exactly one of their
 * password or the one-time code of a fresh sign-in at their identity provider (POST
 * …/purge_sso_signing/), and gives the reason, kept in the audit entry.
 */
export const purgeInput = z
  .strictObject({
    password: z.string().min(1, RETENTION_MESSAGES.passwordRequired).max(1024).optional(),
    sso_code: z.string().trim().min(1).max(200).optional(),
    reason: z.string().trim().min(1, RETENTION_MESSAGES.reasonRequired).max(REASON_MAX_LENGTH),
  })
  .superRefine((input, check) => {
    if (input.password === undefined && input.sso_code === undefined) {
      check.addIssue({ code: 'custom', path: ['password'], message: RETENTION_MESSAGES.passwordRequired });
    } else if (input.password !== undefined && input.sso_code !== undefined) {
      check.addIssue({ code: 'custom', path: ['sso_code'], message: RETENTION_MESSAGES.oneProof });
    }
  });
export type PurgeInput = z.infer<typeof purgeInput>;

/**
 * What a purge answers: the dossier as it stood just before the purge, the last export of the
 * unit, and its SHA-256 (of its canonical JSON, keys sorted), the one the "purged" audit entry keeps.
 */
export const purgeResponse = z.object({ uid: z.string(), dossier_sha256: z.string(), dossier: unitDossier });
export type PurgeResponse = z.infer<typeof purgeResponse>;

/** POST {centro}/unit/{uid}/purge_sso_signing/: start the identity provider sign-in a purge needs. */
export const purgeSsoSigningStart = z.strictObject({
  /** The unit version the administrator is purging: the code purges only that version. */
  version: z.number().int().positive(),
});
export type PurgeSsoSigningStart = z.infer<typeof purgeSsoSigningStart>;
