import { LANGUAGES, type Language } from '../constants.js';

/**
 * The server's messages in every language of the interface. Each message is written once,
 * with its es, ca and en texts (English = the specs' text where a spec gives one), in a catalog
 * made by defineMessages(). A missing language is a type error (and a failure of
 * catalog.test.ts); parameters are the arguments of one function that writes all three texts,
 * so the languages cannot disagree on them.
 */
export type Localized = Readonly<Record<Language, string>>;

type Entry = Localized | ((...args: never[]) => Localized);
type Catalog = Readonly<Record<string, Entry>>;

/**
 * What code holds: a fixed message as its English text (the message id, as in gettext, so that
 * zod schemas and field-error lists keep plain strings), a message with parameters as the
 * function that gives its Localized texts.
 */
export type Messages<C extends Catalog> = {
  readonly [K in keyof C]: C[K] extends (...args: never[]) => Localized ? C[K] : string;
};

/** A message on its way to the client: a fixed message's English text, or all its languages. */
export type MessageText = string | Localized;

/** Fixed messages by their English text: how localize() finds the other languages. */
const byEnglish = new Map<string, Localized>();
const catalogs = new Map<string, Catalog>();

function remember(texts: Localized): string {
  const known = byEnglish.get(texts.en);
  if (known && (known.es !== texts.es || known.ca !== texts.ca)) {
    // One English text is one message: two translations of it would make the reply depend on which was read.
    throw new Error(`Message "${texts.en}" is translated two ways`);
  }
  byEnglish.set(texts.en, texts);
  return texts.en;
}

/** Registers a catalog under a unique name (the test walks them all) and gives the code's view of it. */
export function defineMessages<const C extends Catalog>(name: string, catalog: C): Messages<C> {
  if (catalogs.has(name)) throw new Error(`Message catalog ${name} is defined twice`);
  const view: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(catalog)) {
    view[key] = typeof entry === 'function' ? entry : remember(entry);
  }
  catalogs.set(name, catalog);
  return view as Messages<C>;
}

/**
 * A message with parameters fixed once at load time (a zod schema's limit, a constant) as a
 * plain English string that localize() still translates.
 */
export function fixedMessage(texts: Localized): string {
  return remember(texts);
}

/** Messages whose parameter is only known inside a zod error map (the input), read back from their English. */
const readBack: { pattern: RegExp; message: (value: string) => Localized }[] = [];

/**
 * Lets a zod error map give `message(input).en` as its string (zod issues carry strings) and the
 * edge still translate it: `pattern` captures the parameter from the English text.
 */
export function readableFromEnglish(pattern: RegExp, message: (value: string) => Localized): void {
  readBack.push({ pattern, message });
}

function lookUp(english: string): Localized | undefined {
  const fixed = byEnglish.get(english);
  if (fixed) return fixed;
  for (const { pattern, message } of readBack) {
    const match = pattern.exec(english);
    if (match?.[1] !== undefined) return message(match[1]);
  }
  return undefined;
}

/** Whether a text is a catalog message (its English text, or one a zod error map wrote). */
export function isCatalogMessage(text: string): boolean {
  return lookUp(text) !== undefined;
}

/** The client's language of a message; a string that is no catalog message goes out as it is. */
export function localize(text: MessageText, lang: Language): string {
  return typeof text === 'string' ? (lookUp(text)?.[lang] ?? text) : text[lang];
}

/** Whether a text the server sent is this message, in whichever language it came. */
export function isMessage(received: string, message: MessageText): boolean {
  const texts = typeof message === 'string' ? lookUp(message) : message;
  return texts ? LANGUAGES.some((lang) => texts[lang] === received) : received === message;
}

/** Every catalog, for the test that checks each message has all its languages. */
export function messageCatalogs(): ReadonlyMap<string, Catalog> {
  return catalogs;
}
