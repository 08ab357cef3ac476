import { z } from 'zod';
import { RETENTION_FROM } from '../bp/retention.js';
import { defineMessages } from '../messages/catalog.js';
import { unitDossier } from './dossier.js';
import { REASON_MAX_LENGTH } from './signatures.js';

/**
 * Retention and purge (issue 15 §4): the units of a centro past their BP's retention period, and
 * the purge an administrator signs with their password and a reason.
 * GET {centro}/unit/past_retention/, POST {centro}/unit/{uid}/purge/ (site administrators).
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
    es: 'Tu usuario entra con inicio de sesión único y no puede firmar una eliminación: pide una contraseña.',
    ca: 'El teu usuari entra amb inici de sessió únic i no pot signar una eliminació: demana una contrasenya.',
    en: 'Your user signs in through single sign-on and cannot sign a purge: ask for a password.',
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

export const retentionListResponse = z.object({ count: z.number().int(), results: z.array(retentionUnit) });
export type RetentionListResponse = z.infer<typeof retentionListResponse>;

/** The purge's signature: the administrator's password now and the reason, kept in the audit entry. */
export const purgeInput = z.strictObject({
  password: z.string().min(1, RETENTION_MESSAGES.passwordRequired).max(1024),
  reason: z.string().trim().min(1, RETENTION_MESSAGES.reasonRequired).max(REASON_MAX_LENGTH),
});
export type PurgeInput = z.infer<typeof purgeInput>;

/**
 * What a purge answers: the dossier as it stood just before the purge, the last export of the
 * unit, and its SHA-256 (of its canonical JSON, keys sorted), the one the "purged" audit entry keeps.
 */
export const purgeResponse = z.object({ uid: z.string(), dossier_sha256: z.string(), dossier: unitDossier });
export type PurgeResponse = z.infer<typeof purgeResponse>;
