import { z } from 'zod';
import { defineMessages } from '../messages/catalog.js';

/**
 * Electronic signatures on transitions and reasons for change (issue 15; docs/compliance.md): what
 * a signed transition request carries, what the dialog is told to ask, and what the viewer shows.
 */

/** Longest reason kept (a signature's or a change's). */
export const REASON_MAX_LENGTH = 1000;

export const SIGNATURE_MESSAGES = defineMessages('signatures', {
  signatureRequired: {
    es: 'Esta transición se firma: introduce tu contraseña.',
    ca: 'Aquesta transició es signa: introdueix la teva contrasenya.',
    en: 'This transition is signed: enter your password.',
  },
  usernameRequired: {
    es: 'Primera firma de esta sesión: introduce tu nombre de usuario.',
    ca: "Primera signatura d'aquesta sessió: introdueix el teu nom d'usuari.",
    en: 'First signature of this session: enter your user name.',
  },
  wrongCredentials: {
    es: 'El nombre de usuario o la contraseña no son correctos. No se ha firmado nada.',
    ca: "El nom d'usuari o la contrasenya no són correctes. No s'ha signat res.",
    en: 'The user name or password is not correct. Nothing was signed.',
  },
  reasonRequired: {
    es: 'Esta firma requiere un motivo.',
    ca: 'Aquesta signatura requereix un motiu.',
    en: 'This signature requires a reason.',
  },
  signerIsCreator: {
    es: 'Quien creó la ficha no puede firmar este paso.',
    ca: 'Qui va crear la fitxa no pot signar aquest pas.',
    en: 'The unit’s creator may not sign this step.',
  },
  signerIsPreviousSigner: {
    es: 'Quien firmó el paso anterior no puede firmar este.',
    ca: 'Qui va signar el pas anterior no pot signar aquest.',
    en: 'Whoever signed the previous step may not sign this one.',
  },
  noPasswordToSign: {
    es: 'Tu usuario entra con inicio de sesión único y aún no puede firmar: pide a tu administrador una contraseña.',
    ca: 'El teu usuari entra amb inici de sessió únic i encara no pot signar: demana una contrasenya al teu administrador.',
    en: 'Your user signs in through single sign-on and cannot sign yet: ask your administrator for a password.',
  },
  ssoCodeInvalid: {
    es: 'La confirmación de tu identidad no es válida, ya se usó o ha caducado: vuelve a identificarte. No se ha firmado nada.',
    ca: "La confirmació de la teva identitat no és vàlida, ja s'ha fet servir o ha caducat: torna a identificar-te. No s'ha signat res.",
    en: 'The confirmation of your identity is not valid, was already used or has expired: confirm it again. Nothing was signed.',
  },
  ssoCodeOtherStep: {
    es: 'La confirmación de tu identidad era para otra ficha, otro paso u otra versión: vuelve a identificarte. No se ha firmado nada.',
    ca: "La confirmació de la teva identitat era per a una altra fitxa, un altre pas o una altra versió: torna a identificar-te. No s'ha signat res.",
    en: 'The confirmation of your identity was for another unit, step or version: confirm it again. Nothing was signed.',
  },
  ssoSigningUnavailable: {
    es: 'Tu empresa no tiene activado el inicio de sesión único: no puedes firmar con él.',
    ca: "La teva empresa no té activat l'inici de sessió únic: no pots signar-hi.",
    en: 'Your company does not have single sign-on enabled: you cannot sign with it.',
  },
  signedStepMismatch: {
    es: 'Este paso no se firma.',
    ca: 'Aquest pas no es signa.',
    en: 'This step is not signed.',
  },
  reasonForChangeRequired: {
    es: 'La ficha ya está aprobada: indica el motivo del cambio.',
    ca: 'La fitxa ja està aprovada: indica el motiu del canvi.',
    en: 'The unit is already approved: give the reason for the change.',
  },
});

const reasonText = z.string().trim().max(REASON_MAX_LENGTH);

/**
 * `signature` of execute_transition: how the signer re-authenticates at the moment of signing,
 * either the password (and, on the session's first signature, the user name) or the one-time code
 * of a fresh sign-in at the company's identity provider (`sso_code`, POST …/sso_signing/); and the
 * reason when given.
 */
export const signatureInput = z
  .strictObject({
    username: z.string().trim().max(150).optional(),
    password: z.string().max(1024).optional(),
    sso_code: z.string().trim().max(200).optional(),
    reason: reasonText.optional(),
  })
  .refine((s) => Boolean(s.password) !== Boolean(s.sso_code), SIGNATURE_MESSAGES.signatureRequired);
export type SignatureInput = z.infer<typeof signatureInput>;

/** `reason_for_change` of execute_transition. */
export const reasonForChangeInput = reasonText;

/** What the transition dialog must ask besides the fields (get_fields_to_collect_during_transition). */
export const signatureRequest = z.object({
  /** The signature's meaning in the user's language. */
  meaning: z.string(),
  reason_required: z.boolean(),
  /** First signature of this session: the user name is asked too. */
  username_required: z.boolean(),
  /**
   * An SSO user (no password, or signed in through the IdP) signs through a fresh sign-in at this
   * identity provider (the host of its sign-in address, for "Sign with …"); null: the password.
   */
  sso_idp: z.string().nullable(),
});
export type SignatureRequest = z.infer<typeof signatureRequest>;

/** POST {centro}/unit/{uid}/sso_signing/: start the identity provider sign-in a signature needs. */
export const ssoSigningStart = z.object({
  transition_id: z.string().min(1).max(200),
  /** The unit version the signer is looking at: the code signs only that version. */
  version: z.number().int().positive(),
});
export type SsoSigningStart = z.infer<typeof ssoSigningStart>;
/** Where the signing window goes: the IdP's sign-in address with an AuthnRequest (ForceAuthn). */
export const ssoSigningLocation = z.object({ location: z.string() });

/** A signature as the viewer's workflow box and the reports show it. */
export const unitSignature = z.object({
  id: z.number(),
  transition_id: z.string(),
  /** The unit version the signed transition wrote. */
  version: z.number(),
  meaning: z.string(),
  reason: z.string().nullable(),
  user_id: z.number(),
  printed_name: z.string(),
  /** ISO date-time with the offset of `time_zone` at that moment. */
  signed_at: z.string(),
  time_zone: z.string(),
  content_hash: z.string(),
  /** The hash recomputed over this unit and the signed content matches: the signature belongs here. */
  intact: z.boolean(),
});
export type UnitSignature = z.infer<typeof unitSignature>;
