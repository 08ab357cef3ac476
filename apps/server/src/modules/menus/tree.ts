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

export interface IndentedMenuItem extends FlatMenuItem {
  /** Depth: 0 for a top-level menu. */
  indent: number;
  has_children: boolean;
}

/**
 * Every item in the order the Menus table shows them: depth first, siblings by order, each with
 * its depth and whether it has submenus. Items whose parent is not listed start trees of their own.
 */
export function menuTableOrder(items: readonly FlatMenuItem[]): IndentedMenuItem[] {
  const ids = new Set(items.map((i) => i.id));
  const byParent = new Map<number | null, FlatMenuItem[]>();
  for (const item of items) {
    const parent = item.parent !== null && ids.has(item.parent) ? item.parent : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const out: IndentedMenuItem[] = [];
  const visit = (parent: number | null, indent: number) => {
    const siblings = [...(byParent.get(parent) ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    for (const item of siblings) {
      out.push({ ...item, indent, has_children: (byParent.get(item.id)?.length ?? 0) > 0 });
      visit(item.id, indent + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** The item and every item below it: what its parent may not be (shell-and-admin §5 "Menu form"). */
export function selfAndDescendants(items: readonly Pick<FlatMenuItem, 'id' | 'parent'>[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.parent !== null && found.has(item.parent) && !found.has(item.id)) {
        found.add(item.id);
        grew = true;
      }
    }
  }
  return found;
}
