import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from './context.js';

/** One API route and who may reach it, as declared in its `config`. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess['access'];
  scope: RouteAccess['scope'];
}

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Routes are private unless they say otherwise: every /api route must declare its `access` and
 * its `scope`, or the server refuses to start. Call this before any route or plugin is
 * registered so that it sees them all. Plugins that add routes of their own (the API docs)
 * declare them with `declareRoutes` in the context they are registered in.
 *
 * The check runs when the app gets ready rather than per route, because a plugin context's own
 * onRoute hooks run after this inherited one. `app.declaredRoutes` keeps the resulting table:
 * the "who can reach every endpoint" list that route-access.api.test.ts reviews.
 */
export function registerRouteAccessCheck(app: FastifyInstance): void {
  const apiRoutes: RouteOptions[] = [];
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url ?? '')) apiRoutes.push(route);
  });
  app.addHook('onReady', async () => {
    const all = apiRoutes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url ?? '',
        access: route.config?.access,
        scope: route.config?.scope,
      })),
    );
    const undeclared = all.filter((r) => r.access === undefined || r.scope === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`API routes must declare config.access and config.scope: ${list}`);
    }
    // HEAD routes are Fastify's copies of GET routes, with the same declaration.
    app.declaredRoutes.push(...all.filter((r) => r.method !== 'HEAD'));
  });
}

/** An onRoute hook that gives every route of a plugin context the same access declaration. */
export function declareRoutes(access: Required<RouteAccess>) {
  return (route: RouteOptions) => {
    route.config = { ...route.config, ...access };
  };
}
