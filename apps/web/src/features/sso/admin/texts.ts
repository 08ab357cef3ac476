import i18n from 'i18next';
import ca from './i18n/ca.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

/**
 * The settings screen's texts (`sso.admin.*`) travel with its chunk, which only administrators
 * load, instead of in the Spanish catalogue every visitor of the login page downloads. They join
 * each language's catalogue once it is there: now for those already loaded, and again whenever
 * the catalogue of a language arrives (its loading replaces the whole `sso` key).
 */
const ADMIN_TEXTS = { es, ca, en } as const;

function register(lng: string): void {
  const texts = ADMIN_TEXTS[lng as keyof typeof ADMIN_TEXTS];
  // Adding to a language not loaded yet would make i18next believe its catalogue is there.
  if (!texts || !i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', { sso: { admin: texts } }, true, true);
}

for (const lng of Object.keys(ADMIN_TEXTS)) register(lng);
i18n.on('loaded', (loaded: Record<string, unknown>) => {
  for (const lng of Object.keys(loaded)) register(lng);
});
