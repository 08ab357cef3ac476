import {
  adminIdParams,
  centroList,
  centroPathResponse,
  centroRecord,
  siteList,
  sitePathResponse,
  siteSummary,
  urlNameQuery,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { findSiteCentro, listSiteCentros, presentCentroRecord, presentCentroRecords } from './centro-records.js';
import { presentSite, presentSiteTheme } from './present.js';
import {
  findBrowsableCentro,
  findCentroWithSiteByUrlName,
  findSiteByUrlName,
  listBrowsableCentrosOfSite,
  listBrowsableSites,
} from './repo.js';
import { listSitesWithin, presentSiteRecords } from './site-records.js';

/** Sites and centros: theming look-ups, the selector lists, and the lists of the Companies and Centros screens. */
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

  // Without a scope: the companies the user may browse (the selector). Under a scope: the scope's
  // company and those below it (the Companies screen); every one of them for its administrators,
  // the browsable ones for everybody else.
  r.get(
    '/api/v1/site/',
    { config: { access: 'user', scope: 'optional' }, schema: { tags, response: { 200: siteList } } },
    async (request) => {
      const { user } = requireAuth(request);
      const scope = request.scope;
      const rows =
        scope === null
          ? await listBrowsableSites(db.k, user.id)
          : scope.isSiteAdmin
            ? await listSitesWithin(db.k, scope.site.path)
            : (await listBrowsableSites(db.k, user.id)).filter((s) => s.path.startsWith(scope.site.path));
      const results = await presentSiteRecords(db.k, rows);
      return { count: results.length, results, can_edit: scope === null ? user.is_admin === 1 : scope.isSiteAdmin };
    },
  );

  r.get(
    '/api/v1/site/current/',
    { config: { access: 'user', scope: 'site' }, schema: { tags, response: { 200: siteSummary } } },
    async (request) => presentSite(requireScope(request).site),
  );

  // The scope's centros, sorted by path_str: every one for the company's administrators (the
  // Centros screen), those the user holds a role in for everybody else.
  r.get(
    '/api/v1/qcentro/',
    { config: { access: 'user', scope: 'site' }, schema: { tags, response: { 200: centroList } } },
    async (request) => {
      const scope = requireScope(request);
      const rows = scope.isSiteAdmin
        ? await listSiteCentros(db.k, scope.site.id)
        : await listBrowsableCentrosOfSite(db.k, scope);
      const results = await presentCentroRecords(db.k, scope.site, rows);
      return { count: results.length, results, can_edit: scope.isSiteAdmin };
    },
  );

  r.get(
    '/api/v1/qcentro/:id/',
    {
      config: { access: 'user', scope: 'site' },
      schema: { tags, params: adminIdParams, response: { 200: centroRecord } },
    },
    async (request) => {
      const scope = requireScope(request);
      const { id } = request.params;
      const row = scope.isSiteAdmin
        ? await findSiteCentro(db.k, scope.site.id, id)
        : await findBrowsableCentro(db.k, scope.user.id, scope.site.id, id);
      if (!row) throw notFound();
      return presentCentroRecord(db.k, scope.site, row);
    },
  );
}
