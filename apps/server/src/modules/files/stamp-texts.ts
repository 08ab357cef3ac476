import type { FileVersionStatus, Language } from '@qualium/contracts';
import type { StampLines } from './stamp.js';

/** The stamp's words in the user's language (the copy is printed for them). */
const WORDS: Record<
  Language,
  {
    label: Record<FileVersionStatus, string>;
    /** The label of a version in force printed as a numbered controlled copy, or as an uncontrolled one. */
    controlled: (n: number) => string;
    uncontrolled: string;
    version: string;
    copy: (n: number, user: string, date: string) => string;
    uncontrolledFooter: (user: string, date: string) => string;
    warning: Record<FileVersionStatus, string>;
    signed: (meaning: string, name: string, date: string) => string;
  }
> = {
  es: {
    label: { public: 'Copia controlada', draft: 'Borrador – no vigente', obsolete: 'Obsoleto – no vigente' },
    controlled: (n) => `Copia controlada nº ${n}`,
    uncontrolled: 'Copia no controlada',
    version: 'Versión',
    copy: (n, user, date) => `Copia nº ${n} entregada a ${user} el ${date}.`,
    uncontrolledFooter: (user, date) =>
      `Copia no controlada impresa por ${user} el ${date}: solo para consulta; compruebe la versión vigente antes de usarla.`,
    warning: {
      public: 'Una copia impresa sin este pie no está controlada.',
      draft: 'No es la versión vigente: no usar.',
      obsolete: 'No es la versión vigente: no usar.',
    },
    signed: (meaning, name, date) => `${meaning} por ${name} el ${date}`,
  },
  ca: {
    label: { public: 'Còpia controlada', draft: 'Esborrany – no vigent', obsolete: 'Obsolet – no vigent' },
    controlled: (n) => `Còpia controlada núm. ${n}`,
    uncontrolled: 'Còpia no controlada',
    version: 'Versió',
    copy: (n, user, date) => `Còpia núm. ${n} lliurada a ${user} el ${date}.`,
    uncontrolledFooter: (user, date) =>
      `Còpia no controlada impresa per ${user} el ${date}: només per a consulta; comproveu la versió vigent abans de fer-la servir.`,
    warning: {
      public: 'Una còpia impresa sense aquest peu no està controlada.',
      draft: 'No és la versió vigent: no fer-la servir.',
      obsolete: 'No és la versió vigent: no fer-la servir.',
    },
    signed: (meaning, name, date) => `${meaning} per ${name} el ${date}`,
  },
  en: {
    label: { public: 'Controlled copy', draft: 'Draft – not in force', obsolete: 'Obsolete – not in force' },
    controlled: (n) => `Controlled copy no. ${n}`,
    uncontrolled: 'Uncontrolled copy',
    version: 'Version',
    copy: (n, user, date) => `Copy no. ${n} issued to ${user} on ${date}.`,
    uncontrolledFooter: (user, date) =>
      `Uncontrolled copy printed by ${user} on ${date}: for information only; check the version in force before use.`,
    warning: {
      public: 'A printed copy without this footer is uncontrolled.',
      draft: 'Not the version in force: do not use.',
      obsolete: 'Not the version in force: do not use.',
    },
    signed: (meaning, name, date) => `${meaning} by ${name} on ${date}`,
  },
};

/** Dates as the centres read them (Madrid). */
const MADRID = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function stampDate(at: Date): string {
  return MADRID.format(at).replace(',', '');
}

export interface StampFacts {
  lang: string;
  status: FileVersionStatus;
  reference: string;
  title: string;
  version: number;
  at: Date;
  user: string;
  /** A numbered controlled copy (its number in the download tracker), or an uncontrolled print. */
  copy?: { kind: 'controlled'; number: number } | { kind: 'uncontrolled' } | undefined;
  /** The signature that put the version in force ("Aprobado por … el …"), for a version in force. */
  signed?: { meaning: string; name: string; at: Date };
}

function signedText(words: (typeof WORDS)[Language], { status, signed }: StampFacts): string {
  return status === 'public' && signed ? ` · ${words.signed(signed.meaning, signed.name, stampDate(signed.at))}` : '';
}

/** What the copy is called: a version not in force says so whatever the copy; one in force says which copy. */
function labelOf(words: (typeof WORDS)[Language], { status, copy }: StampFacts): string {
  if (status !== 'public' || !copy) return words.label[status];
  return copy.kind === 'controlled' ? words.controlled(copy.number) : words.uncontrolled;
}

function footerOf(words: (typeof WORDS)[Language], facts: StampFacts, date: string): string | null {
  const { copy } = facts;
  if (!copy) return null;
  if (copy.kind === 'uncontrolled') return words.uncontrolledFooter(facts.user, date);
  return `${words.copy(copy.number, facts.user, date)} ${words.warning[facts.status]}`;
}

export function stampLines(facts: StampFacts): StampLines {
  const words = WORDS[(facts.lang in WORDS ? facts.lang : 'es') as Language];
  const date = stampDate(facts.at);
  const header = {
    before: `${labelOf(words, facts)} · ${facts.reference} · `,
    shrink: facts.title,
    after: ` · ${words.version} ${facts.version}${signedText(words, facts)} · ${date} · ${facts.user}`,
  };
  const footer = footerOf(words, facts, date);
  return footer === null ? { header } : { header, footer: { before: footer, shrink: '', after: '' } };
}
