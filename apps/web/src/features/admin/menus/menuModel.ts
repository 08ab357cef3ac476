import type { AdminMenuItem, RoleRecord } from '@qualium/contracts';
import { matchesWords } from '@qualium/contracts';

/** shell-and-admin §9: the Name column is indented with two dashes per level. */
export const dashes = (indent: number) => '--'.repeat(indent);

/** The item and everything below it: what its parent may not be (shell-and-admin §5 "Menu form"). */
export function selfAndBelow(items: readonly AdminMenuItem[], id: number): Set<number> {
  const found = new Set([id]);
  // Items come in tree order: a descendant always follows its ancestor.
  for (const item of items) if (item.parent !== null && found.has(item.parent)) found.add(item.id);
  return found;
}

/** Parent choices for an item (null: a new one), in tree order, without the item and its submenus. */
export function parentChoices(items: readonly AdminMenuItem[], editingId: number | null): AdminMenuItem[] {
  const excluded = editingId === null ? new Set<number>() : selfAndBelow(items, editingId);
  return items.filter((item) => !excluded.has(item.id));
}

/** The rows the search keeps (name or address), in tree order. */
export function searchMenu(items: readonly AdminMenuItem[], search: string): AdminMenuItem[] {
  return items.filter((item) => matchesWords([item.name, item.url], search));
}

/** A role as the menu form lists it: inherited ones with a leading dash marker (shell-and-admin §5). */
export function roleLabel(role: RoleRecord): string {
  return role.inherited ? `- ${role.name}` : role.name;
}

/** The next free order among a parent's submenus, for a new item. */
export function nextOrder(items: readonly AdminMenuItem[], parent: number | null): number {
  const siblings = items.filter((item) => item.parent === parent);
  return siblings.reduce((max, item) => Math.max(max, item.order), 0) + 1;
}
