import { describe, expect, it } from 'vitest';
import { FILE_MESSAGE_TEXTS } from '../api/files.js';
import { FIELD_MESSAGE_TEXTS } from '../bp/fieldMessages.js';
import { LANGUAGES } from '../constants.js';
import { MESSAGES } from '../errors.js';
import '../index.js';
import { defineMessages, isMessage, type Localized, localize, messageCatalogs } from './catalog.js';

const sample: Localized = { es: '«razón»', ca: '«raó»', en: '«reason»' };

/** Arguments for the messages whose parameters are not plain values (lists, other messages). */
const ARGUMENTS: Record<string, unknown[]> = {
  'admin.roleInUse': [[sample, sample]],
  'admin.departmentInUse': [[sample]],
  'orgAdmin.companyInUse': [[sample]],
  'orgAdmin.centroInUse': [[sample]],
  'orgAdmin.inheritedRoleInUse': ['«rol»', [sample]],
  'bp.problem': ['«path»', MESSAGES.required],
  'bp.referencedBy': [['«bp1»', '«bp2»']],
  'bpCheck.duplicateId': [sample, '«id»'],
  'reports.unknownPlaceholder': ['«name»', sample],
};

/** Every value a message was given that each language must show: numbers, texts, nested messages. */
function shown(args: readonly unknown[], lang: keyof Localized): string[] {
  return args.flatMap((arg): string[] => {
    if (Array.isArray(arg)) return shown(arg, lang);
    if (typeof arg === 'object' && arg !== null) return [(arg as Localized)[lang]];
    return [localize(String(arg), lang)];
  });
}

const entries = [...messageCatalogs()].flatMap(([catalog, messages]) =>
  Object.entries(messages).map(([key, entry]) => ({ name: `${catalog}.${key}`, entry })),
);

describe('the server message catalog', () => {
  it('holds the messages of every module', () => {
    expect([...messageCatalogs().keys()].sort()).toEqual(
      [
        'acknowledgements',
        'admin',
        'bp',
        'bpCheck',
        'communications',
        'directories',
        'explorer',
        'files',
        'general',
        'notifications',
        'orgAdmin',
        'preferences',
        'reports',
        'retention',
        'selection',
        'signatures',
        'sso',
        'standards',
        'support-chat',
      ].sort(),
    );
    expect(entries.length).toBeGreaterThan(150);
  });

  it.each(entries)('$name has a non-empty text in es, ca and en, each showing every parameter', ({ name, entry }) => {
    // Distinct numbers stand for plain parameters: each must appear in every language.
    const args =
      ARGUMENTS[name] ?? (typeof entry === 'function' ? [...Array(entry.length).keys()].map((i) => 41 + i) : []);
    const texts = typeof entry === 'function' ? (entry as (...a: unknown[]) => Localized)(...args) : entry;
    for (const lang of LANGUAGES) {
      expect(texts[lang], `${name} ${lang}`).toEqual(expect.any(String));
      expect(texts[lang].trim(), `${name} ${lang}`).not.toBe('');
      for (const value of shown(args, lang)) expect(texts[lang], `${name} ${lang}`).toContain(value);
    }
  });

  it.each([
    ['field messages', FIELD_MESSAGE_TEXTS],
    ['upload messages', FILE_MESSAGE_TEXTS],
  ] as const)('%s have es, ca and en with the same {placeholders}', (_, table) => {
    for (const texts of Object.values(table) as Localized[]) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGUAGES) expect(texts[lang].trim()).not.toBe('');
      expect(names(texts.es)).toEqual(names(texts.en));
      expect(names(texts.ca)).toEqual(names(texts.en));
    }
  });

  it('renders a fixed message from its English text, and leaves any other text as it is', () => {
    expect(localize(MESSAGES.invalidCredentials, 'es')).toBe(
      'No se puede iniciar sesión con las credenciales proporcionadas.',
    );
    expect(localize(MESSAGES.invalidCredentials, 'en')).toBe('Unable to log in with provided credentials.');
    expect(localize(MESSAGES.tooManyAttempts(1), 'ca')).toContain('1 minut.');
    expect(localize('Something no catalog knows.', 'ca')).toBe('Something no catalog knows.');
  });

  it('reads back the rejected choice a zod error map wrote in English', () => {
    expect(localize('"fr" is not a valid choice.', 'es')).toBe('"fr" no es una opción válida.');
    expect(localize('"fr" is not a valid choice.', 'ca')).toBe('"fr" no és una opció vàlida.');
  });

  it('recognises a message in whichever language the server sent it', () => {
    expect(isMessage('Token no válido.', MESSAGES.invalidToken)).toBe(true);
    expect(isMessage('Testimoni no vàlid.', MESSAGES.invalidToken)).toBe(true);
    expect(isMessage('Not found.', MESSAGES.invalidToken)).toBe(false);
    expect(isMessage(MESSAGES.tooManyAttempts(3).ca, MESSAGES.tooManyAttempts(3))).toBe(true);
  });

  it('refuses one English text translated two ways, and a missing language does not compile', () => {
    expect(() =>
      defineMessages('test.conflict', { again: { es: 'Otra cosa', ca: 'Una altra cosa', en: MESSAGES.notFound } }),
    ).toThrow(/translated two ways/);
    const missingCatalan = () =>
      // @ts-expect-error: every message needs its Catalan text
      defineMessages('test.missing', { partial: { es: 'Hola', en: 'Hello' } });
    expect(missingCatalan).toBeTypeOf('function');
  });
});
