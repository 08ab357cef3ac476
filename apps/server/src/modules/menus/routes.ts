import { menuItem } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps, CentroScope } from '../../http/context.js';
import { listMenuItemRoles, listMenuItems, userRoleIdsInCentro } from './repo.js';
import { type FlatMenuItem, visibleMenuTree } from './tree.js';

export function menuRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The navigation tree of the shell for the current centro, honouring allowed and blocked roles.
  r.get(
    '/api/v1/menuitem/full',
    { config: { access: 'user', scope: 'centro' }, schema: { tags: ['menus'], response: { 200: z.array(menuItem) } } },
    async (request) => {
      const scope = requireScope(request) as CentroScope;
      const [rows, roleRows, userRoles] = await Promise.all([
        listMenuItems(db, scope),
        listMenuItemRoles(db, scope),
        userRoleIdsInCentro(db, scope),
      ]);
      const flat: FlatMenuItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        order: row.order,
        parent: row.parent_id,
        url: row.url,
        enabled: row.enabled === 1,
        allowed_roles: roleRows.filter((x) => x.menu_item_id === row.id && x.mode === 'allowed').map((x) => x.role_id),
        blocked_roles: roleRows.filter((x) => x.menu_item_id === row.id && x.mode === 'blocked').map((x) => x.role_id),
      }));
      return visibleMenuTree(flat, userRoles);
    },
  );
}
