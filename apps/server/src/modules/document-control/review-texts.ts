import type { Language } from '@qualium/contracts';
import { dayText, language, type NotificationText } from '../notifications/texts.js';

/**
 * What the periodic review job tells a document's responsible, in their language (the tone of
 * notifications/texts.ts, no word agreeing with the document's gender).
 */

export interface ReviewFacts {
  reference: string;
  title: string;
  /** The unit's business process name in the recipient's language. */
  businessProcess: string;
  /** `YYYY-MM-DD`: the review's due date. */
  due: string;
}

const NOTICE: Record<Language, (f: ReviewFacts, due: string) => NotificationText> = {
  es: (f, due) => ({
    subject: `Revisión periódica de ${f.reference} prevista el ${due}`,
    message: `La revisión periódica de ${f.reference} «${f.title}» (${f.businessProcess}) vence el ${due}. Ese día se abrirá la revisión.`,
  }),
  ca: (f, due) => ({
    subject: `Revisió periòdica de ${f.reference} prevista el ${due}`,
    message: `La revisió periòdica de ${f.reference} «${f.title}» (${f.businessProcess}) venç el ${due}. Aquell dia s'obrirà la revisió.`,
  }),
  en: (f, due) => ({
    subject: `Periodic review of ${f.reference} due on ${due}`,
    message: `The periodic review of ${f.reference} “${f.title}” (${f.businessProcess}) is due on ${due}. The review will open that day.`,
  }),
};

const OPENED: Record<Language, (f: ReviewFacts, due: string) => NotificationText> = {
  es: (f, due) => ({
    subject: `Se ha abierto la revisión periódica de ${f.reference}; plazo ${due}`,
    message: `Ha llegado la fecha de revisión de ${f.reference} «${f.title}» (${f.businessProcess}): revísalo y confirma su vigencia o inicia una nueva versión. Plazo: ${due}.`,
  }),
  ca: (f, due) => ({
    subject: `S'ha obert la revisió periòdica de ${f.reference}; termini ${due}`,
    message: `Ha arribat la data de revisió de ${f.reference} «${f.title}» (${f.businessProcess}): revisa'l i confirma'n la vigència o inicia una nova versió. Termini: ${due}.`,
  }),
  en: (f, due) => ({
    subject: `The periodic review of ${f.reference} has opened; due ${due}`,
    message: `The review date of ${f.reference} “${f.title}” (${f.businessProcess}) has come: review it and confirm it as current or start a new version. Due: ${due}.`,
  }),
};

export function reviewNoticeText(lang: string, facts: ReviewFacts): NotificationText {
  return NOTICE[language(lang)](facts, dayText(facts.due));
}

export function reviewOpenedText(lang: string, facts: ReviewFacts): NotificationText {
  return OPENED[language(lang)](facts, dayText(facts.due));
}
