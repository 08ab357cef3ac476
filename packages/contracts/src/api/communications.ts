import { z } from 'zod';
import { MESSAGES } from '../errors.js';
import { defineMessages, fixedMessage } from '../messages/catalog.js';
import { onWrongType } from '../messages/wrong-type.js';
import { ADMIN_MESSAGES } from './admin/messages.js';
import { userRef } from './units.js';

/**
 * A unit's communications (records-explorer §2 "comunications" box, §3 Unit `comunications`):
 * messages sent from the unit to one of its contacts, recorded with the unit and, where the
 * server has SMTP configured, e-mailed too.
 */

export const COMMUNICATION_SUBJECT_MAX = 200;
export const COMMUNICATION_BODY_MAX = 10_000;

/** `internal`: recorded in the unit only; `email`: also e-mailed to the recipient. */
export const COMMUNICATION_TYPES = ['internal', 'email'] as const;
/** `failed`: the e-mail was refused (the message stays in the unit); `read`: its recipient opened it. */
export const COMMUNICATION_STATES = ['sent', 'read', 'failed'] as const;

/** Texts the spec leaves open (docs/decisions.md). */
export const COMMUNICATION_MESSAGES = defineMessages('communications', {
  notAContact: {
    es: 'Elige uno de los contactos de la unidad.',
    ca: 'Tria un dels contactes de la unitat.',
    en: 'Choose one of the unit’s contacts.',
  },
  notToYourself: {
    es: 'No puedes enviarte un mensaje a ti mismo.',
    ca: 'No et pots enviar un missatge a tu mateix.',
    en: 'You cannot send a message to yourself.',
  },
  onlyRecipient: {
    es: 'Solo el destinatario puede marcar este mensaje como leído.',
    ca: 'Només el destinatari pot marcar aquest missatge com a llegit.',
    en: 'Only the recipient can mark this message read.',
  },
  notFound: { es: 'Mensaje no encontrado.', ca: "No s'ha trobat el missatge.", en: 'Message not found.' },
});

/** One row of the comunications box: the spec's columns plus the body and what the user may do. */
export const communicationRow = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  sender: userRef,
  recipient: userRef,
  creation_date: z.string(),
  read_date: z.string().nullable(),
  state: z.enum(COMMUNICATION_STATES),
  type: z.enum(COMMUNICATION_TYPES),
  /** The signed-in user is the recipient and has not read it yet: opening it marks it read. */
  unread_by_me: z.boolean(),
});
export type CommunicationRow = z.infer<typeof communicationRow>;

/** Oldest first (records-explorer §2). `email_enabled`: whether a new message would also be e-mailed. */
export const communicationList = z.object({
  count: z.number(),
  results: z.array(communicationRow),
  email_enabled: z.boolean(),
});
export type CommunicationList = z.infer<typeof communicationList>;

const text = (max: number) =>
  z
    .string(onWrongType(MESSAGES.required))
    .trim()
    .min(1, MESSAGES.required)
    .max(max, fixedMessage(ADMIN_MESSAGES.tooLong(max)));

export const sendCommunicationBody = z.object({
  /** A user id among the unit's contacts. */
  recipient: z.coerce.number({ error: MESSAGES.invalidInteger }).int().positive(MESSAGES.invalidInteger),
  subject: text(COMMUNICATION_SUBJECT_MAX),
  body: text(COMMUNICATION_BODY_MAX),
});
export type SendCommunicationBody = z.infer<typeof sendCommunicationBody>;

/**
 * `emailed`: recorded and accepted by the SMTP server; `recorded`: no SMTP configured, kept in the
 * unit only; `email_failed`: recorded, but the SMTP server refused it (`email_error` says why).
 */
export const sendCommunicationResponse = z.object({
  communication: communicationRow,
  delivery: z.enum(['emailed', 'recorded', 'email_failed']),
  email_error: z.string().nullable(),
});
export type SendCommunicationResponse = z.infer<typeof sendCommunicationResponse>;
