import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, loadCatalogue, loadFeatureCatalogues, SPANISH_SHELL } from './catalogs';
import en from './en.json';

const CATALOGS = {} as Record<'es' | 'ca' | 'en', Catalogue>;
beforeAll(async () => {
  for (const lang of ['es', 'ca', 'en'] as const) CATALOGS[lang] = await loadCatalogue(lang);
});

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation catalogues', () => {
  it('have the same keys in es, ca and en, the features included', () => {
    const reference = keys(CATALOGS.es).sort();
    expect(reference.some((k) => k.startsWith('explorer.'))).toBe(true);
    expect(keys(CATALOGS.ca).sort()).toEqual(reference);
    expect(keys(CATALOGS.en).sort()).toEqual(reference);
  });

  it('have no empty texts', () => {
    for (const catalogue of Object.values(CATALOGS)) {
      const flat = JSON.stringify(catalogue);
      expect(flat).not.toContain('""');
    }
  });

  it('keep the spec texts verbatim in English', () => {
    expect(en.inactivity.warning).toBe('Your session is about to expire...');
    expect(en.validation.required).toBe('Required.');
    expect(en.password.noClientSession).toBe('No client session found');
    expect(en.siteSelector.centreNoAccess).toBe("Can't browse to centre {{id}} because user has no access to it");
    const text = (key: string) => key.split('.').reduce<unknown>((node, k) => (node as Catalogue)?.[k], CATALOGS.en);
    expect(text('folders.directory.not_able_to_delete')).toBe("Can't delete folder");
    expect(text('folders.page.title')).toBe('Directories');
    expect(text('orgAdmin.centroDelete.question')).toBe(
      'Do you want to permanently delete center {{name}} with id {{id}} ?',
    );
    expect(text('orgAdmin.destroy')).toBe('Yes, destroy it');
    expect(text('orgAdmin.keep')).toBe('No, keep it');
  });

  it("word the vocabularies screen's copy button as the menus one, as shell-and-admin §2.9 does", () => {
    const text = (lang: 'es' | 'ca' | 'en', key: string) =>
      key.split('.').reduce<unknown>((node, k) => (node as Catalogue)?.[k], CATALOGS[lang]);
    expect(text('en', 'admin.vocabularies.copyParent')).toBe('Copy Parent Menus');
    for (const lang of ['es', 'ca', 'en'] as const) {
      expect(text(lang, 'admin.vocabularies.copyParent')).toBe(text(lang, 'admin.menus.copyParent'));
    }
  });

  it("put each feature's texts under its folder's name in camelCase, never a shell key", async () => {
    const features = Object.keys(await loadFeatureCatalogues('es'));
    expect(features).toEqual(expect.arrayContaining(['admin', 'bpAdmin', 'orgAdmin', 'processes', 'folders']));
    expect(features.filter((name) => name in SPANISH_SHELL)).toEqual([]);
  });
});
