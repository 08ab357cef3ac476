import type { Language } from '@qualium/contracts';

/**
 * What a notification says, in its recipient's language (the demo seed's tone: "NC-2026-0142 te
 * ha sido asignada; plazo 12/12/2026"). Phrased so that no word agrees with the unit's gender,
 * which the server does not know: "Se te ha asignado NC-2026-0142".
 */

export interface NotificationText {
  subject: string;
  message: string;
}

export interface AssignmentFacts {
  /** Who made the change. */
  actor: string;
  reference: string;
  title: string;
  /** The unit's business process name in the recipient's language. */
  businessProcess: string;
  /** `YYYY-MM-DD`, or null without a limit. */
  limit: string | null;
}

export interface MessageFacts {
  sender: string;
  reference: string;
  subject: string;
}

/** The recipient's language as a catalog language (Spanish by default). */
export const language = (lang: string): Language => (lang === 'ca' || lang === 'en' ? lang : 'es');

/** `2026-12-12` → `12/12/2026` (es-ES, ca-ES and en-GB all write days this way). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

const ASSIGNED: Record<Language, (f: AssignmentFacts, due: string | null) => NotificationText> = {
  es: (f, due) => ({
    subject: `Se te ha asignado ${f.reference}${due ? `; plazo ${due}` : ''}`,
    message: `${f.actor} te ha asignado ${f.reference} «${f.title}» (${f.businessProcess}).${due ? ` Plazo: ${due}.` : ''}`,
  }),
  ca: (f, due) => ({
    subject: `Se t'ha assignat ${f.reference}${due ? `; termini ${due}` : ''}`,
    message: `${f.actor} t'ha assignat ${f.reference} «${f.title}» (${f.businessProcess}).${due ? ` Termini: ${due}.` : ''}`,
  }),
  en: (f, due) => ({
    subject: `${f.reference} has been assigned to you${due ? `; due ${due}` : ''}`,
    message: `${f.actor} assigned ${f.reference} “${f.title}” (${f.businessProcess}) to you.${due ? ` Due: ${due}.` : ''}`,
  }),
};

const MESSAGE: Record<Language, (f: MessageFacts) => NotificationText> = {
  es: (f) => ({
    subject: `Nuevo mensaje sobre ${f.reference}: ${f.subject}`,
    message: `${f.sender} te ha enviado un mensaje sobre ${f.reference}: «${f.subject}». Lo encontrarás en sus comunicaciones.`,
  }),
  ca: (f) => ({
    subject: `Missatge nou sobre ${f.reference}: ${f.subject}`,
    message: `${f.sender} t'ha enviat un missatge sobre ${f.reference}: «${f.subject}». El trobaràs a les seves comunicacions.`,
  }),
  en: (f) => ({
    subject: `New message about ${f.reference}: ${f.subject}`,
    message: `${f.sender} sent you a message about ${f.reference}: “${f.subject}”. You will find it in its communications.`,
  }),
};

/** A unit now waits for its new responsible. */
export function assignmentText(lang: string, facts: AssignmentFacts): NotificationText {
  return ASSIGNED[language(lang)](facts, facts.limit ? dayText(facts.limit) : null);
}

/** Someone sent the recipient a message from a unit (modules/communications). */
export function messageText(lang: string, facts: MessageFacts): NotificationText {
  return MESSAGE[language(lang)](facts);
}
