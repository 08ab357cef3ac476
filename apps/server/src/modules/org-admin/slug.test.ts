import { isValidSiteUrlName } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { firstFree, slugFromName } from './slug.js';

describe('slugFromName', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugFromName('Clínica Dental Sur, S.L.')).toBe('clinica-dental-sur-s-l');
    expect(slugFromName('  Àrea   Nord ')).toBe('area-nord');
  });

  it('always starts with a letter and never takes a resource name', () => {
    expect(slugFromName('2025 Obras')).toBe('c-2025-obras');
    expect(slugFromName('***')).toBe('c');
    expect(slugFromName('Site')).toBe('site-co');
    for (const name of ['Unit', '123', 'Ñ', 'a'.repeat(200), 'Qualium—Grupo']) {
      expect(isValidSiteUrlName(slugFromName(name)), name).toBe(true);
    }
  });
});

describe('firstFree', () => {
  it('numbers a taken name from 2', () => {
    expect(firstFree('norte', new Set())).toBe('norte');
    expect(firstFree('norte', new Set(['norte', 'norte-2']))).toBe('norte-3');
  });
});
