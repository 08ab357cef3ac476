import { centroPathResponse, centroSummary, sitePathResponse, siteSummary, urlNameQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { presentCentro, presentSite, presentSiteTheme } from './present.js';
import {
  findCentroWithSiteByUrlName,
  findSiteByUrlName,
  listBrowsableCentrosOfSite,
  listBrowsableSites,
} from './repo.js';

const list = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

/** Sites and centros as the session shell needs them: theming look-ups and the selector lists. */
export function orgRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];

  r.get(
    '/api/v1/sitepath/',
    {
      config: { access: 'public', scope: 'none' },
      schema: { tags, querystring: urlNameQuery, response: { 200: sitePathResponse } },
    },
    async (request) => {
      const site = await findSiteByUrlName(db.k, request.query.url_name);
      if (!site) throw notFound();
      return presentSiteTheme(site);
    },
  );

  r.get(
    '/api/v1/centropath/',
    {
      config: { access: 'public', scope: 'none' },
      schema: { tags, querystring: urlNameQuery, response: { 200: centroPathResponse } },
    },
    async (request) => {
      const found = await findCentroWithSiteByUrlName(db.k, request.query.url_name);
      if (!found) throw notFound();
      const { site, centro } = found;
      return { ...presentSiteTheme(site), centro_id: centro.id, centro_name: centro.name, centro_logo: centro.logo };
    },
  );

  // The sites the user may browse, for the selector (also reachable under a scope).
  r.get(
    '/api/v1/site/',
    { config: { access: 'user', scope: 'optional' }, schema: { tags, response: { 200: list(siteSummary) } } },
    async (request) => {
      const sites = (await listBrowsableSites(db.k, requireAuth(request).user.id)).map(presentSite);
      return { count: sites.length, results: sites };
    },
  );

  r.get(
    '/api/v1/site/current/',
    { config: { access: 'user', scope: 'site' }, schema: { tags, response: { 200: siteSummary } } },
    async (request) => presentSite(requireScope(request).site),
  );

  // Centros of the scope's site the user holds a role in, sorted by path_str.
  r.get(
    '/api/v1/qcentro/',
    { config: { access: 'user', scope: 'site' }, schema: { tags, response: { 200: list(centroSummary) } } },
    async (request) => {
      const centros = (await listBrowsableCentrosOfSite(db.k, requireScope(request))).map(presentCentro);
      return { count: centros.length, results: centros };
    },
  );
}
