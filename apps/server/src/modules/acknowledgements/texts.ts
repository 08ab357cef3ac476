import type { Language } from '@qualium/contracts';
import type { NotificationText } from '../notifications/texts.js';

/** The "read and understood" task as its notification says it, in the recipient's language. */
export interface ReadTaskFacts {
  reference: string;
  title: string;
  /** The acknowledging transition's label in the recipient's language. */
  action: string;
}

const TEXTS: Record<Language, (f: ReadTaskFacts) => NotificationText> = {
  es: (f) => ({
    subject: `Lectura pendiente: ${f.reference} «${f.title}»`,
    message: `Hay una nueva versión vigente de ${f.reference} «${f.title}». Léela y firma «${f.action}» (leído y entendido).`,
  }),
  ca: (f) => ({
    subject: `Lectura pendent: ${f.reference} «${f.title}»`,
    message: `Hi ha una nova versió vigent de ${f.reference} «${f.title}». Llegeix-la i signa «${f.action}» (llegit i entès).`,
  }),
  en: (f) => ({
    subject: `To read: ${f.reference} “${f.title}”`,
    message: `A new version of ${f.reference} “${f.title}” is in force. Read it and sign “${f.action}” (read and understood).`,
  }),
};

export function readTaskText(lang: string, facts: ReadTaskFacts): NotificationText {
  return TEXTS[lang === 'ca' || lang === 'en' ? lang : 'es'](facts);
}
