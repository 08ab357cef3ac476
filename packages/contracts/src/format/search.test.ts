import { describe, expect, it } from 'vitest';
import { foldText, matchesWords, withoutAccents } from './search.js';

describe('accent folding', () => {
  it('drops accents and keeps the letters, with or without case', () => {
    expect(withoutAccents('Acción Àrea Señal')).toBe('Accion Area Senal');
    expect(foldText('ETIQUETÁ de Alérgenos')).toBe('etiqueta de alergenos');
    expect(foldText('Procedimientos específicos')).toContain('especificos');
  });

  it('folds the Catalan middle dot with the other diacritics, as the stored search text does', () => {
    expect(foldText('Col·legi')).toBe('collegi');
  });
});

describe('matchesWords', () => {
  it('matches from one character, ignoring case and accents', () => {
    expect(matchesWords(['Quirófano 1'], 'q')).toBe(true);
    expect(matchesWords(['Quirófano 1'], 'QUIROF')).toBe(true);
    expect(matchesWords(['Almacén'], 'z')).toBe(false);
  });

  it('needs every word somewhere in the row, and an empty search keeps every row', () => {
    expect(matchesWords(['gravedad', 'critica', 'Crítica'], 'grav crít')).toBe(true);
    expect(matchesWords(['gravedad', 'leve'], 'grav crít')).toBe(false);
    expect(matchesWords(['x', null, 3], '   ')).toBe(true);
    expect(matchesWords([null, 42], '42')).toBe(true);
  });
});
