import type { z } from 'zod';
import ca from 'zod/v4/locales/ca.js';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import { LANGUAGES } from '../constants.js';
import type { FieldErrors } from '../errors.js';
import { isCatalogMessage, type Localized, localize, type MessageText } from './catalog.js';

/**
 * zod's own wording (a wrong type, a missing field, a string too long) in every language, from the
 * locales zod ships: what a schema says itself is a catalog message, and everything else is zod's
 * English default, which these maps write again for the request's language.
 */
const LOCALE_ERRORS = { es: es().localeError, ca: ca().localeError, en: en().localeError };

type LocaleError = (typeof LOCALE_ERRORS)['en'];

/**
 * zod's Catalan locale names types by their code words ("s'esperava string, s'ha rebut number");
 * in the messages that name types, and only there, they are said in Catalan.
 */
const CATALAN_TYPES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'nombre',
  boolean: 'booleà',
  bigint: 'enter gran',
  object: 'objecte',
  array: 'llista',
  date: 'data',
  file: 'fitxer',
  undefined: 'res',
  null: 'nul',
};
const NAMES_TYPES = new Set(['invalid_type', 'too_big', 'too_small']);

function inCatalan(issue: z.core.$ZodIssue, text: string): string {
  return NAMES_TYPES.has(issue.code) ? text.replace(/\b[a-z]+\b/g, (word) => CATALAN_TYPES[word] ?? word) : text;
}

function written(map: LocaleError, issue: z.core.$ZodIssue): string | undefined {
  // The maps read the raw issue; a reported one holds the same fields (the input too, see parseInput).
  const out = map(issue as unknown as z.core.$ZodRawIssue);
  return typeof out === 'string' ? out : out?.message;
}

/**
 * Parses input from outside. The issues keep the input (never sent back), so that zod's message can
 * be written again in another language naming what was received ("received number").
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { reportInput: true });
}

/**
 * What a refinement adds as an issue whose message has parameters: zod issues carry strings, so the
 * message goes as its English text and its texts in every language ride along in `params`.
 */
export function localizedIssue(message: MessageText): { message: string; params: { texts: MessageText } } {
  return { message: localize(message, 'en'), params: { texts: message } };
}

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((lang) => typeof (value as Localized)[lang] === 'string');

/**
 * An issue's message for the client: a catalog message as it is (the edge translates it), zod's
 * default text as its es, ca and en texts. Any other text (no catalog holds it) goes as written.
 */
export function issueMessage(issue: z.core.$ZodIssue): MessageText {
  const texts = issue.code === 'custom' ? issue.params?.texts : undefined;
  if (isLocalized(texts)) return texts;
  if (isCatalogMessage(issue.message)) return issue.message;
  if (written(LOCALE_ERRORS.en, issue) !== issue.message) return issue.message;
  return {
    es: written(LOCALE_ERRORS.es, issue) ?? issue.message,
    ca: inCatalan(issue, written(LOCALE_ERRORS.ca, issue) ?? issue.message),
    en: issue.message,
  };
}

/**
 * Groups zod issues as the `{field: [messages]}` body, each message still in every language (the
 * server's edge renders them in the request's language). Issues without a path go to
 * non_field_errors, as Django REST framework does.
 */
export function zodIssueMessages(issues: readonly z.core.$ZodIssue[]): Record<string, MessageText[]> {
  const out: Record<string, MessageText[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issueMessage(issue);
    const list = out[key] ?? [];
    if (!list.some((known) => localize(known, 'en') === localize(message, 'en'))) list.push(message);
    out[key] = list;
  }
  return out;
}

/** The same body with each message's English text: the web's own form checks, which translate the rule texts. */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const grouped = Object.entries(zodIssueMessages(issues));
  return Object.fromEntries(grouped.map(([key, list]) => [key, list.map((message) => localize(message, 'en'))]));
}
