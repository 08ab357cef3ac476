import type { Language } from '@qualium/contracts';

/** The e-mail of a communication, in its recipient's language. */

export interface MailFacts {
  sender: string;
  reference: string;
  title: string;
  subject: string;
  body: string;
  /** Where the unit opens, when the deployment says its address (PUBLIC_URL). */
  link: string | null;
}

const FOOTER: Record<Language, (f: MailFacts) => string> = {
  es: (f) => `Mensaje de ${f.sender} desde Qualium sobre ${f.reference} «${f.title}».`,
  ca: (f) => `Missatge de ${f.sender} des de Qualium sobre ${f.reference} «${f.title}».`,
  en: (f) => `Message from ${f.sender} sent with Qualium about ${f.reference} “${f.title}”.`,
};

const language = (lang: string): Language => (lang === 'ca' || lang === 'en' ? lang : 'es');

export function mailSubject(f: MailFacts): string {
  return `[${f.reference}] ${f.subject}`;
}

export function mailText(lang: string, f: MailFacts): string {
  return [f.body, '', '—', FOOTER[language(lang)](f), ...(f.link ? [f.link] : [])].join('\n');
}
