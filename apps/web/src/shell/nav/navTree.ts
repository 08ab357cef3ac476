import type { MenuItem } from '@qualium/contracts';

/**
 * The navigation model shared by the horizontal menu and the mobile drawer (shell-and-admin §2.3):
 * server menus (enabled only, sorted by order) plus the fixed Admin group for admins.
 */
export interface NavNode {
  key: string;
  /** Already translated for fixed entries; server names are shown as the server gives them. */
  label: string;
  /** Null: a heading that does not navigate. */
  url: string | null;
  children: NavNode[];
}

export function toNavTree(items: readonly MenuItem[]): NavNode[] {
  return items
    .filter((item) => item.enabled)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((item) => ({
      key: `menu-${item.id}`,
      label: item.name,
      url: item.url && item.url.trim() !== '' ? item.url.trim() : null,
      children: toNavTree(item.items ?? []),
    }));
}

/** Fixed Admin entries, in the order of the spec table, plus /locations which the spec lists elsewhere. */
export const ADMIN_ENTRIES = [
  { id: 'sites', url: '/sites' },
  { id: 'centros', url: '/centros' },
  { id: 'users', url: '/users' },
  { id: 'menus', url: '/menus' },
  { id: 'vocabularies', url: '/vocabularies' },
  { id: 'roles', url: '/roles' },
  { id: 'bpexplorertable', url: '/bpexplorertable' },
  { id: 'processes', url: '/processes' },
  { id: 'directories', url: '/directories' },
  { id: 'bp', url: '/bp' },
  { id: 'locations', url: '/locations' },
  { id: 'sso', url: '/sso' },
  // Not in the spec's Admin list: the audit log of administrative changes (issue 6 "Audit").
  { id: 'audit', url: '/audit' },
  // Not in the spec's Admin list: units past retention, their export and purge (issue 15 §4).
  { id: 'retention', url: '/retention' },
  // Not in the spec's Admin list: the company's standards (records-explorer §7 "Standards" calls).
  { id: 'standards', url: '/standards' },
] as const;

export function adminGroup(translate: (key: string) => string): NavNode {
  return {
    key: 'admin',
    label: translate('nav.admin'),
    url: null,
    children: ADMIN_ENTRIES.map((e) => ({
      key: `admin-${e.id}`,
      label: translate(`nav.adminEntries.${e.id}`),
      url: e.url,
      children: [],
    })),
  };
}

/**
 * What a click on a top-level entry of the horizontal bar does: its url when it has one (even with
 * children, which hovering shows), else open or close its dropdown.
 */
export function topLevelClick(node: NavNode): 'navigate' | 'toggle' | 'none' {
  if (node.url !== null) return 'navigate';
  return node.children.length > 0 ? 'toggle' : 'none';
}

/**
 * The entries of a top-level menu's dropdown: its children, led by the item itself when it has a
 * url too, so a touch or keyboard user who opened the dropdown still reaches that url.
 */
export function dropdownEntries(node: NavNode): NavNode[] {
  if (node.url === null) return node.children;
  return [{ ...node, key: `${node.key}-self`, children: [] }, ...node.children];
}

export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** A url matches when its path equals the current one and every query parameter it names matches too. */
export function urlMatches(url: string, pathname: string, search: string): boolean {
  if (isExternalUrl(url)) return false;
  const [pathPart = '', queryPart = ''] = url.split('#')[0]?.split('?') ?? [];
  const normalise = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  if (normalise(pathPart.startsWith('/') ? pathPart : `/${pathPart}`) !== normalise(pathname)) return false;
  const wanted = new URLSearchParams(queryPart);
  const current = new URLSearchParams(search);
  for (const [k, v] of wanted) if (current.get(k) !== v) return false;
  return true;
}

/** Active when the node's own url or any descendant's matches the current location. */
export function isNodeActive(node: NavNode, pathname: string, search: string): boolean {
  if (node.url !== null && urlMatches(node.url, pathname, search)) return true;
  return node.children.some((child) => isNodeActive(child, pathname, search));
}
