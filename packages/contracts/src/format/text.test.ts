import { describe, expect, it } from 'vitest';
import { localeOf, localizedText } from './text.js';

describe('localized text', () => {
  it('maps languages to locales and localises definition texts with Spanish as fallback', () => {
    expect(localeOf('es')).toBe('es-ES');
    expect(localeOf('ca')).toBe('ca-ES');
    expect(localeOf('xx')).toBe('es-ES');
    expect(localizedText({ es: 'Datos', en: 'Data' }, 'en')).toBe('Data');
    expect(localizedText({ es: 'Datos', en: 'Data' }, 'ca')).toBe('Datos');
  });

  it('reads a missing text as empty, and a language the product lacks as Spanish', () => {
    expect(localizedText(undefined, 'en')).toBe('');
    expect(localizedText({ es: 'Datos', ca: 'Dades' }, 'fr')).toBe('Datos');
    expect(localizedText({ es: 'Datos', ca: 'Dades' }, 'ca')).toBe('Dades');
  });
});
