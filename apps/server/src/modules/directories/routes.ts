import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps, CentroScope } from '../../http/context.js';

/**
 * The centro's folders (records-explorer §3 Directory; shell-and-admin §3): read here for the
 * folder inputs and the explorer's folder filter. Creating, editing and deleting folders come with
 * the folders screen.
 */
const folder = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  parent_id: z.number().nullable(),
  centro_id: z.number(),
  /** Ancestor ids, root first. */
  path: z.array(z.number()),
  readable_path: z.string(),
  level: z.number(),
});

export function directoryRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/directory/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags: ['directories'], response: { 200: z.object({ count: z.number(), results: z.array(folder) }) } },
    },
    async (request) => {
      const scope = requireScope(request) as CentroScope;
      const rows = await db.k
        .selectFrom('directories')
        .select(['id', 'name', 'color', 'parent_id', 'centro_id', 'path'])
        .where('site_id', '=', scope.site.id)
        .where('centro_id', '=', scope.centro.id)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ancestors = (id: number | null): number[] => {
        const chain: number[] = [];
        for (let at = id; at !== null && !chain.includes(at); at = byId.get(at)?.parent_id ?? null) chain.unshift(at);
        return chain;
      };
      const results = rows.map((r) => {
        const path = ancestors(r.parent_id);
        return {
          id: r.id,
          name: r.name,
          color: r.color,
          parent_id: r.parent_id,
          centro_id: r.centro_id,
          path,
          readable_path: [...path.map((id) => byId.get(id)?.name ?? ''), r.name].join('/'),
          level: path.length,
        };
      });
      results.sort((a, b) => a.readable_path.localeCompare(b.readable_path, 'es'));
      return { count: results.length, results };
    },
  );
}
