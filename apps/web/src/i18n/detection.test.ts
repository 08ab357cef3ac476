import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, languageOptions } from './detection';

const KEY = 'qualium.lang';
const stored = new Map<string, string>();
const browser = { languages: ['es-ES'] as string[] };
let user: string | null = null;
const RESOURCES = {
  es: { translation: { hi: 'hola' } },
  ca: { translation: { hi: 'hola' } },
  en: { translation: { hi: 'hi' } },
};

// The detector reads window.localStorage and navigator.languages; node has neither, so the test gives both.
beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    },
  });
  vi.stubGlobal('navigator', browser);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  stored.clear();
  browser.languages = ['es-ES'];
  user = null;
});

async function detect(): Promise<string | undefined> {
  const instance = i18next.createInstance();
  await instance.use(createLanguageDetector(KEY, () => user)).init({ ...languageOptions(), resources: RESOURCES });
  return instance.resolvedLanguage;
}

describe('interface language', () => {
  it('follows a supported browser language, else Spanish', async () => {
    browser.languages = ['en-US', 'en'];
    expect(await detect()).toBe('en');
    browser.languages = ['ca-ES'];
    expect(await detect()).toBe('ca');
    browser.languages = ['de-DE', 'fr'];
    expect(await detect()).toBe('es');
    // The first supported one in the browser's order of preference.
    browser.languages = ['de-DE', 'ca', 'en'];
    expect(await detect()).toBe('ca');
  });

  it("puts the signed-in user's saved language before the browser's", async () => {
    browser.languages = ['en-US'];
    user = 'es';
    expect(await detect()).toBe('es');
    user = 'ca';
    expect(await detect()).toBe('ca');
  });

  it('puts a choice made in the language menu before everything else', async () => {
    browser.languages = ['en-US'];
    user = 'es';
    stored.set(KEY, 'ca');
    expect(await detect()).toBe('ca');
    // Anything unsupported in storage is skipped, not obeyed.
    stored.set(KEY, 'xx');
    expect(await detect()).toBe('es');
  });

  it('re-detects when the user signs in and out', async () => {
    browser.languages = ['en-US'];
    const instance = i18next.createInstance();
    await instance.use(createLanguageDetector(KEY, () => user)).init({ ...languageOptions(), resources: RESOURCES });
    expect(instance.resolvedLanguage).toBe('en');
    user = 'ca';
    await instance.changeLanguage();
    expect(instance.resolvedLanguage).toBe('ca');
    user = null;
    await instance.changeLanguage();
    expect(instance.resolvedLanguage).toBe('en');
  });

  it('never stores a detected language as if it had been chosen', async () => {
    browser.languages = ['en-US'];
    user = 'ca';
    await detect();
    expect(stored.has(KEY)).toBe(false);
  });
});
