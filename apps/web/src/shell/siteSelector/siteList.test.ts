import type { CentroSummary, SiteSummary } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { buildSiteList, centroIndent } from './siteList';

const site = (id: number, name: string, path: string): SiteSummary => ({
  id,
  name,
  url_name: name.toLowerCase(),
  path,
  depth: path.split('/').length - 2,
  parent: null,
  qualium_product: 'default',
  logo: null,
  background_image: null,
  process_map_image: null,
  allow_password_change: false,
  password_strength: false,
  help_url: null,
  contact_email: null,
});
const centro = (id: number, siteId: number, pathStr: string): CentroSummary => ({
  id,
  name: pathStr.split('/').pop() ?? '',
  url_name: null,
  site: siteId,
  parent: null,
  path: [id],
  path_str: pathStr,
  depth: pathStr.split('/').length - 1,
  logo: null,
});

const sites = [site(2, 'Norte', '/demo/norte'), site(1, 'Demo', '/demo'), site(3, 'Acme', '/acme')];
const centros = [centro(11, 1, 'Sede/Almacén'), centro(10, 1, 'Sede'), centro(20, 2, 'Bilbao')];

describe('buildSiteList', () => {
  it('orders sites as a tree and centros by path', () => {
    const list = buildSiteList(sites, centros, { search: '', siteId: null });
    expect(list.map((g) => g.site.id)).toEqual([3, 1, 2]);
    expect(list[1]?.centros.map((c) => c.id)).toEqual([10, 11]);
  });
  it('searches centros ignoring accents, and keeps whole sites that match', () => {
    expect(
      buildSiteList(sites, centros, { search: 'almacen', siteId: null }).map((g) => [
        g.site.id,
        g.centros.map((c) => c.id),
      ]),
    ).toEqual([[1, [11]]]);
    expect(buildSiteList(sites, centros, { search: 'NORTE', siteId: null })[0]?.centros.map((c) => c.id)).toEqual([20]);
    expect(buildSiteList(sites, centros, { search: '20', siteId: null }).map((g) => g.site.id)).toEqual([2]);
  });
  it('filters by site id', () => {
    expect(buildSiteList(sites, centros, { search: '', siteId: 2 }).map((g) => g.site.id)).toEqual([2]);
  });
  it('indents centros with dashes by depth', () => {
    expect(centroIndent(0)).toBe('');
    expect(centroIndent(2)).toBe('–– ');
  });
});
