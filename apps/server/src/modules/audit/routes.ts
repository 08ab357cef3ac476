import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { listAudit } from './repo.js';

const auditEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

const parseJson = (text: string | null) => (text === null ? null : JSON.parse(text));

/** The append-only audit log of the scope's site, for its administrators. */
export function auditRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/audit/',
    {
      config: { access: 'admin', scope: 'site' },
      schema: {
        tags: ['audit'],
        querystring: z.object({
          entity: z.string().max(64).optional(),
          user: z.coerce.number().int().positive().optional(),
          items_per_page: z.coerce.number().int().min(1).max(500).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ count: z.number().int(), results: z.array(auditEntry) }) },
      },
    },
    async (request) => {
      const { entity, user, items_per_page, offset } = request.query;
      const { rows, count } = await listAudit(db.k, requireScope(request).site.id, {
        entity,
        user,
        limit: items_per_page,
        offset,
      });
      return {
        count,
        results: rows.map(({ site_id: _site, ...row }) => ({
          ...row,
          before: parseJson(row.before),
          after: parseJson(row.after),
        })),
      };
    },
  );
}
