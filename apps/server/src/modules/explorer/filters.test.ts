import { describe, expect, it } from 'vitest';
import { searchWords } from './filters.js';

describe('search words', () => {
  it('normalises case and accents, and keeps the words of 3 characters or more', () => {
    expect(searchWords('  ETIQUETÁ de   Alérgenos ')).toEqual(['etiqueta', 'alergenos']);
    expect(searchWords('Señal señal')).toEqual(['senal']);
  });

  it('ignores a search shorter than 3 characters, and looks for a phrase of short words whole', () => {
    expect(searchWords('et')).toEqual([]);
    expect(searchWords(' a ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b')).toEqual(['a b']);
  });
});
