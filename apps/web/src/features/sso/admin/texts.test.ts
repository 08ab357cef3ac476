import { describe, expect, it } from 'vitest';
import ca from './i18n/ca.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

// The shell's catalogue test covers features/*/i18n; these load with the settings screen.
describe('SSO settings texts', () => {
  it('have the same keys in es, ca and en, none empty', () => {
    const reference = keys(es).sort();
    expect(keys(ca).sort()).toEqual(reference);
    expect(keys(en).sort()).toEqual(reference);
    for (const catalogue of [es, ca, en]) expect(JSON.stringify(catalogue)).not.toContain('""');
  });
});
