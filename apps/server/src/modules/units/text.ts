import type { BpLocalizedText, Language } from '@qualium/contracts';

/** A definition text in the user's language, Spanish when that one is missing. */
export function localized(text: BpLocalizedText | undefined, lang: string): string {
  if (!text) return '';
  return text[lang as Language] ?? text.es;
}

/** Lower-cased, accents removed: what the 3-character search compares (records-explorer §5). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The centres are in Spain: dates of transitions, limits and closings are Madrid's calendar days. */
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function centroToday(now: Date): string {
  return MADRID_DAY.format(now);
}
