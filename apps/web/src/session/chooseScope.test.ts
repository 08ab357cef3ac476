import type { CentroSummary, MeResponse, SiteSummary } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { chooseScope, scopeForCentro } from './chooseScope';

const site = (id: number, path: string, depth: number): SiteSummary => ({
  id,
  name: path,
  url_name: path.split('/').pop() ?? '',
  path,
  depth,
  parent: depth === 0 ? null : 1,
  qualium_product: 'default',
  logo: null,
  background_image: null,
  process_map_image: null,
  allow_password_change: true,
  password_strength: false,
  help_url: null,
  contact_email: null,
});
const centro = (id: number, siteId: number): CentroSummary => ({
  id,
  name: `C${id}`,
  url_name: null,
  site: siteId,
  parent: null,
  path: [id],
  path_str: `C${id}`,
  depth: 0,
  logo: null,
});
const me = (preferred: number | null): MeResponse => ({
  id: 1,
  first_name: 'A',
  last_name: 'B',
  username: 'a',
  email: 'a@x',
  photo_url: null,
  lang: 'es',
  isManager: false,
  isAdmin: false,
  support_level: { chat: false },
  manager_of_centros: [],
  site: 1,
  preferred_centro: preferred,
  sites: [site(1, '/demo', 0), site(2, '/demo/norte', 1)],
  centros: [centro(10, 1), centro(20, 2)],
});

describe('chooseScope', () => {
  it('uses the preferred centro when browsable', () => {
    expect(chooseScope(me(20), null)).toMatchObject({ site: '/demo/norte', centro: 20, root_site: '/demo' });
  });
  it('falls back to the first centro', () => {
    expect(chooseScope(me(99), null)).toMatchObject({ site: '/demo', centro: 10 });
    expect(chooseScope(me(null), null).centro).toBe(10);
  });
  it('keeps the current centro if still browsable', () => {
    expect(chooseScope(me(10), 20).centro).toBe(20);
    expect(chooseScope(me(10), 77).centro).toBe(10);
  });
  it('honours the branded login preference', () => {
    expect(chooseScope(me(10), null, { siteId: 2 }).centro).toBe(20);
    expect(chooseScope(me(10), null, { centroId: 20 }).centro).toBe(20);
  });
  it('keeps a site when the user has no centro', () => {
    expect(chooseScope({ ...me(null), centros: [] }, null)).toMatchObject({ site: '/demo', centro: null });
  });
  it('refuses to switch to a centre without access', () => {
    expect(() => scopeForCentro(me(null), 5)).toThrow("Can't browse to centre 5 because user has no access to it");
    expect(scopeForCentro(me(null), 20).site).toBe('/demo/norte');
  });
});
