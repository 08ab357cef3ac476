import type { MenuItem } from '@qualium/contracts';

export interface FlatMenuItem extends Omit<MenuItem, 'items'> {}

/**
 * Builds the menu tree a user may see: an item with allowed_roles shows only to
 * holders of one of them, an item with blocked_roles never to holders of one,
 * and a hidden item hides its children. Siblings sort by order.
 */
export function visibleMenuTree(items: FlatMenuItem[], userRoles: Set<number>): MenuItem[] {
  const visible = (item: FlatMenuItem) =>
    (item.allowed_roles.length === 0 || item.allowed_roles.some((r) => userRoles.has(r))) &&
    !item.blocked_roles.some((r) => userRoles.has(r));
  const byParent = new Map<number | null, FlatMenuItem[]>();
  for (const item of items) {
    const siblings = byParent.get(item.parent) ?? [];
    siblings.push(item);
    byParent.set(item.parent, siblings);
  }
  const build = (parent: number | null): MenuItem[] =>
    (byParent.get(parent) ?? [])
      .filter(visible)
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((item) => ({ ...item, items: build(item.id) }));
  return build(null);
}
