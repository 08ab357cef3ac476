import { z } from 'zod';
import { adminList, idList, integerAtLeast, optionalId, optionalText, requiredFlag, requiredText } from './form.js';
import { ADMIN_MESSAGES as M } from './messages.js';

/**
 * The Menus screen (shell-and-admin §2.9 "Menus", §3 "Menu item", §5 "Menu form", §7 "Menu items").
 * The navigation tree the shell draws is `GET {centro}/menuitem/full` (contracts/menus.ts).
 */

export const MENU_ORDER_MIN = 1;

export const adminMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  parent: z.number().int().nullable(),
  url: z.string().nullable(),
  enabled: z.boolean(),
  allowed_roles: z.array(z.number().int()),
  blocked_roles: z.array(z.number().int()),
  /** Depth in the tree: 0 for a top-level menu (the table indents two dashes per level). */
  indent: z.number().int(),
  /** A menu with submenus cannot be deleted nor have its enabled flag changed. */
  has_children: z.boolean(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItem>;

/** Depth-first, siblings by order: the order the table shows. */
export const adminMenuList = adminList(adminMenuItem).extend({
  /** Copy Parent Menus is offered: a sub-company (path of more than two segments) without menus. */
  can_copy_from_parent: z.boolean(),
});
export type AdminMenuList = z.infer<typeof adminMenuList>;

export const menuListQuery = z.object({
  /** Only the direct submenus of this menu ('' or 'null': the top-level menus). */
  parent: z
    .string()
    .regex(/^(|null|\d{1,10})$/, M.invalidInteger)
    .optional(),
});

/** An address the menu opens: a path of this application (`/explorer?…`) or an http(s) link. */
export function isMenuLink(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !/\s/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** shell-and-admin §5: name required; order required, numeric, at least 1; enabled required. */
export const menuFields = z
  .object({
    name: requiredText(150),
    order: integerAtLeast(MENU_ORDER_MIN),
    enabled: requiredFlag,
    parent: optionalId,
    url: optionalText(2000)
      .refine((s) => s === '' || isMenuLink(s), M.linkInvalid)
      .transform((s) => (s === '' ? null : s)),
    allowed_roles: idList,
    blocked_roles: idList,
  })
  .superRefine((v, ctx) => {
    if (v.allowed_roles.some((id) => v.blocked_roles.includes(id))) {
      ctx.addIssue({ code: 'custom', path: ['blocked_roles'], message: M.roleBothAllowedAndBlocked });
    }
  });
export type MenuFields = z.infer<typeof menuFields>;
