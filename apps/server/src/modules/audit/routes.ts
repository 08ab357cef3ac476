import {
  type AuditActor,
  type AuditEntry,
  auditChainResponse,
  auditFacetsResponse,
  auditListQuery,
  auditListResponse,
  displayName,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { type AuditRow, auditFacets, listAudit } from './repo.js';
import { verifySiteChain } from './verify.js';

const tags = ['audit'];
const adminOfSite = { access: 'admin', scope: 'site' } as const;

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function actorOf(user: { id: number; username: string; first_name: string; last_name: string }): AuditActor {
  return { id: user.id, username: user.username, name: displayName(user) };
}

function presentEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    user_id: row.user_id,
    user:
      row.user_id !== null && row.username !== null
        ? actorOf({
            id: row.user_id,
            username: row.username,
            first_name: row.first_name ?? '',
            last_name: row.last_name ?? '',
          })
        : null,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    before: parseJson(row.before),
    after: parseJson(row.after),
    created_at: row.created_at,
  };
}

/** The append-only audit log of the scope's site, for its administrators. */
export function auditRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/audit/',
    { config: adminOfSite, schema: { tags, querystring: auditListQuery, response: { 200: auditListResponse } } },
    async (request) => {
      const { entity, entity_id, user, items_per_page, offset } = request.query;
      const { rows, count, exact } = await listAudit(db.k, requireScope(request).site.id, {
        entity,
        entityId: entity_id,
        user,
        limit: items_per_page,
        offset,
      });
      return { count, count_exact: exact, results: rows.map(presentEntry) };
    },
  );

  r.get(
    '/api/v1/audit/facets/',
    { config: adminOfSite, schema: { tags, response: { 200: auditFacetsResponse } } },
    async (request) => {
      const { entities, users } = await auditFacets(db.k, requireScope(request).site.id);
      return { entities, users: users.map(actorOf) };
    },
  );

  r.get(
    '/api/v1/audit/verify/',
    { config: adminOfSite, schema: { tags, response: { 200: auditChainResponse } } },
    // The report's site_id is left out by the response schema: the scope already names the company.
    async (request) => verifySiteChain(db.k, requireScope(request).site.id),
  );
}
