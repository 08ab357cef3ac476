import type { Language } from '@qualium/contracts';
import { dayText, language, type NotificationText } from '../notifications/texts.js';

/** The "read and understood" task as its notifications say it, in the recipient's language. */
export interface ReadTaskFacts {
  reference: string;
  title: string;
  /** The acknowledging transition's label in the recipient's language. */
  action: string;
  /** `YYYY-MM-DD` the reader has until; null: no limit. */
  due: string | null;
}

const TASK: Record<Language, (f: ReadTaskFacts, due: string | null) => NotificationText> = {
  es: (f, due) => ({
    subject: `Lectura pendiente: ${f.reference} «${f.title}»${due ? `; plazo ${due}` : ''}`,
    message: `Hay una nueva versión vigente de ${f.reference} «${f.title}». Léela y firma «${f.action}» (leído y entendido).${due ? ` Plazo: ${due}.` : ''}`,
  }),
  ca: (f, due) => ({
    subject: `Lectura pendent: ${f.reference} «${f.title}»${due ? `; termini ${due}` : ''}`,
    message: `Hi ha una nova versió vigent de ${f.reference} «${f.title}». Llegeix-la i signa «${f.action}» (llegit i entès).${due ? ` Termini: ${due}.` : ''}`,
  }),
  en: (f, due) => ({
    subject: `To read: ${f.reference} “${f.title}”${due ? `; due ${due}` : ''}`,
    message: `A new version of ${f.reference} “${f.title}” is in force. Read it and sign “${f.action}” (read and understood).${due ? ` Due: ${due}.` : ''}`,
  }),
};

const REMINDER: Record<Language, (f: ReadTaskFacts, due: string) => NotificationText> = {
  es: (f, due) => ({
    subject: `Lectura vencida: ${f.reference} «${f.title}»; plazo ${due}`,
    message: `El plazo para confirmar la lectura de la versión vigente de ${f.reference} «${f.title}» venció el ${due}. Léela y firma «${f.action}» (leído y entendido).`,
  }),
  ca: (f, due) => ({
    subject: `Lectura vençuda: ${f.reference} «${f.title}»; termini ${due}`,
    message: `El termini per confirmar la lectura de la versió vigent de ${f.reference} «${f.title}» va vèncer el ${due}. Llegeix-la i signa «${f.action}» (llegit i entès).`,
  }),
  en: (f, due) => ({
    subject: `Overdue reading: ${f.reference} “${f.title}”; due ${due}`,
    message: `The time to acknowledge the version in force of ${f.reference} “${f.title}” ran out on ${due}. Read it and sign “${f.action}” (read and understood).`,
  }),
};

/** What the document's responsible is told: who let the limit pass. */
export interface OverdueReadersFacts {
  reference: string;
  title: string;
  due: string;
  /** The readers' names, joined. */
  readers: string;
}

const OVERDUE_READERS: Record<Language, (f: OverdueReadersFacts, due: string) => NotificationText> = {
  es: (f, due) => ({
    subject: `Lecturas vencidas de ${f.reference}`,
    message: `No han confirmado la lectura de la versión vigente de ${f.reference} «${f.title}» dentro del plazo (${due}): ${f.readers}. Se les ha enviado un recordatorio.`,
  }),
  ca: (f, due) => ({
    subject: `Lectures vençudes de ${f.reference}`,
    message: `No han confirmat la lectura de la versió vigent de ${f.reference} «${f.title}» dins del termini (${due}): ${f.readers}. Se'ls ha enviat un recordatori.`,
  }),
  en: (f, due) => ({
    subject: `Overdue readings of ${f.reference}`,
    message: `These people have not acknowledged the version in force of ${f.reference} “${f.title}” by the limit (${due}): ${f.readers}. They have been sent a reminder.`,
  }),
};

export function readTaskText(lang: string, facts: ReadTaskFacts): NotificationText {
  return TASK[language(lang)](facts, facts.due ? dayText(facts.due) : null);
}

export function readReminderText(lang: string, facts: ReadTaskFacts & { due: string }): NotificationText {
  return REMINDER[language(lang)](facts, dayText(facts.due));
}

export function overdueReadersText(lang: string, facts: OverdueReadersFacts): NotificationText {
  return OVERDUE_READERS[language(lang)](facts, dayText(facts.due));
}
