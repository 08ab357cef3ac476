import type { MenuItem } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { adminGroup, dropdownEntries, isNodeActive, toNavTree, topLevelClick, urlMatches } from './navTree';

const item = (id: number, order: number, enabled: boolean, url: string | null, items: MenuItem[] = []): MenuItem => ({
  id,
  name: `M${id}`,
  order,
  parent: null,
  url,
  enabled,
  allowed_roles: [],
  blocked_roles: [],
  items,
});

describe('toNavTree', () => {
  it('keeps enabled menus sorted by order, recursively', () => {
    const tree = toNavTree([
      item(1, 3, true, '/a'),
      item(2, 1, true, null, [item(4, 2, true, '/x'), item(5, 1, false, '/y'), item(6, 1, true, '')]),
      item(3, 2, false, '/c'),
    ]);
    expect(tree.map((n) => n.key)).toEqual(['menu-2', 'menu-1']);
    expect(tree[0]?.children.map((n) => [n.key, n.url])).toEqual([
      ['menu-6', null],
      ['menu-4', '/x'],
    ]);
  });
});

describe('active menu', () => {
  it('matches by path and named query', () => {
    expect(urlMatches('/explorer?bp=NC', '/explorer', '?bp=NC&page=2')).toBe(true);
    expect(urlMatches('/explorer?bp=NC', '/explorer', '?bp=CAPA')).toBe(false);
    expect(urlMatches('/users/', '/users', '')).toBe(true);
    expect(urlMatches('https://x.example/users', '/users', '')).toBe(false);
  });
  it('marks a parent active through its children', () => {
    const [menu] = toNavTree([item(1, 1, true, null, [item(2, 1, true, '/todoList')])]);
    expect(menu && isNodeActive(menu, '/todoList', '')).toBe(true);
    expect(menu && isNodeActive(menu, '/users', '')).toBe(false);
  });
});

describe('admin group', () => {
  it('has the fixed entries', () => {
    const group = adminGroup((k) => k);
    expect(group.children.map((c) => c.url)).toEqual([
      '/sites',
      '/centros',
      '/users',
      '/menus',
      '/vocabularies',
      '/roles',
      '/bpexplorertable',
      '/processes',
      '/directories',
      '/bp',
      '/locations',
      '/sso',
      '/audit',
      '/retention',
      '/standards',
    ]);
  });
});

describe('a top-level menu with both a url and children', () => {
  const [withBoth, headingOnly, leaf] = toNavTree([
    item(1, 1, true, '/explorer?bp=NC', [item(2, 1, true, '/explorer?bp=CAPA')]),
    item(3, 2, true, null, [item(4, 1, true, '/todoList')]),
    item(5, 3, true, '/search'),
  ]);
  it('reaches its url on click, as a leaf does; a heading opens its dropdown', () => {
    expect(topLevelClick(withBoth!)).toBe('navigate');
    expect(topLevelClick(leaf!)).toBe('navigate');
    expect(topLevelClick(headingOnly!)).toBe('toggle');
  });
  it('leads its dropdown with itself, so touch and keyboard reach it too', () => {
    expect(dropdownEntries(withBoth!).map((n) => [n.key, n.url])).toEqual([
      ['menu-1-self', '/explorer?bp=NC'],
      ['menu-2', '/explorer?bp=CAPA'],
    ]);
    expect(dropdownEntries(headingOnly!).map((n) => n.key)).toEqual(['menu-4']);
  });
});
