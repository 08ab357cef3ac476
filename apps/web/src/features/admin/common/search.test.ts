import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

describe('matchesSearch', () => {
  it('matches from one character, ignoring case and accents', () => {
    expect(matchesSearch(['Quirófano 1'], 'q')).toBe(true);
    expect(matchesSearch(['Quirófano 1'], 'QUIROF')).toBe(true);
    expect(matchesSearch(['Almacén'], 'z')).toBe(false);
  });

  it('needs every word somewhere in the row, and an empty search keeps every row', () => {
    expect(matchesSearch(['gravedad', 'critica', 'Crítica'], 'grav crít')).toBe(true);
    expect(matchesSearch(['gravedad', 'leve'], 'grav crít')).toBe(false);
    expect(matchesSearch(['x', null, 3], '   ')).toBe(true);
    expect(matchesSearch([null, 42], '42')).toBe(true);
  });
});
