import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { healthResponse, UPLOAD_LARGEST_BYTES } from '@qualium/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth, SCOPE_IN_URL } from './http/auth.js';
import { clientErrorHandler } from './http/client-error.js';
import { registerCompression } from './http/compression.js';
import type { AppDeps } from './http/context.js';
import { registerErrorHandling } from './http/error-handler.js';
import { trackHandlers } from './http/in-flight.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerUploads } from './http/multipart.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerReadAdmission } from './http/read-admission.js';
import { redactUrl } from './http/redact-url.js';
import { declareRoutes, registerRouteAccessCheck } from './http/route-access.js';
import { splitScopedUrl } from './http/scope-url.js';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { registerStatic } from './http/spa.js';
import { validatorCompiler } from './http/validator.js';
import { acknowledgementRoutes } from './modules/acknowledgements/routes.js';
import { dossierRoutes } from './modules/audit/dossier-routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { bpRoutes } from './modules/bp/routes.js';
import { chartRoutes } from './modules/charts/routes.js';
import { communicationRoutes } from './modules/communications/routes.js';
import { directoryRoutes } from './modules/directories/routes.js';
import { explorerRoutes } from './modules/explorer/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { uploadStaging } from './modules/files/staging.js';
import { menuRoutes } from './modules/menus/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { orgRoutes } from './modules/org/routes.js';
import { scopeFromFacts } from './modules/org/scope.js';
import { orgAdminRoutes } from './modules/org-admin/routes.js';
import { preferencesRoutes } from './modules/preferences/routes.js';
import { processRoutes } from './modules/processes/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { retentionRoutes } from './modules/retention/routes.js';
import { authenticateKeyIn } from './modules/session/authenticate.js';
import { sessionRoutes } from './modules/session/routes.js';
import { siteAdminRoutes } from './modules/site-admin/routes.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { standardRoutes } from './modules/standards/routes.js';
import { supportChatRoutes } from './modules/support-chat/routes.js';
import { bulkUnitRoutes } from './modules/units/bulk-routes.js';
import { unitRoutes } from './modules/units/routes.js';
import { unitWidgetRoutes } from './modules/units/widget-routes.js';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
            },
          },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // `/api/v1/{site path}/{centro}/resource` → `/api/v1/resource`, scope kept aside (docs/design.md §4).
    rewriteUrl(req) {
      const { url, scope } = splitScopedUrl(req.url ?? '/');
      (req as unknown as Record<symbol, unknown>)[SCOPE_IN_URL] = scope;
      return url;
    },
  });
  // First, so that they see every route any plugin adds.
  registerRouteAccessCheck(app);
  trackHandlers(app);
  registerReadAdmission(app, deps.config.readConcurrency);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before authentication, whose scope look-ups read the URL.
  registerNulGuard(app);
  // The API speaks JSON (and multipart where uploads are taken); plain text bodies get a 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  // Multipart bodies are read part by part (http/multipart.ts), files streamed with the 20 MiB cap.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LARGEST_BYTES, files: 20, fields: 500, fieldSize: 1_048_576 },
  });
  // Before any route: the plugin gives each route its compression as the route is added.
  await registerCompression(app);
  registerUploads(app, uploadStaging(deps.config.dataDir));

  registerSecurityHeaders(
    app,
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // Emotion (MUI) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          // Only where the deployment is reached over https (HTTPS=1): over plain http the browser
          // would rewrite every request of the page to an https address that does not answer.
          upgradeInsecureRequests: deps.config.https ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // The same answer as the CSP's frame-ancestors 'none', for browsers that only read this one.
      frameguard: { action: 'deny' },
    }),
  );
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Qualium API', version: deps.config.version },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API description is public, like the route list it describes. Its page loads only files
  // of its own, so it runs under the app's CSP (no header of its own); the online validator's
  // badge, an image from another site, is off.
  await app.register(async (docs) => {
    docs.addHook('onRoute', declareRoutes({ access: 'public', scope: 'none' }));
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  });

  registerAuth(app, {
    authenticate: async (key, inUrl) => {
      const found = await authenticateKeyIn(deps, key, inUrl);
      if (!found) return null;
      const { auth, facts } = found;
      return { auth, scope: (lang) => facts && scopeFromFacts(auth.user, inUrl, facts, lang) };
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public', scope: 'none' },
      schema: { tags: ['health'], response: { 200: healthResponse } },
    },
    async () => {
      await deps.db.k.selectFrom('sites').select('id').limit(1).execute();
      return { status: 'ok' as const, db: deps.db.kind, version: deps.config.version };
    },
  );
  sessionRoutes(app, deps);
  ssoRoutes(app, deps);
  unitRoutes(app, deps);
  bulkUnitRoutes(app, deps);
  fileRoutes(app, deps);
  directoryRoutes(app, deps);
  explorerRoutes(app, deps);
  chartRoutes(app, deps);
  unitWidgetRoutes(app, deps);
  orgRoutes(app, deps);
  orgAdminRoutes(app, deps);
  menuRoutes(app, deps);
  siteAdminRoutes(app, deps);
  auditRoutes(app, deps);
  dossierRoutes(app, deps);
  retentionRoutes(app, deps);
  preferencesRoutes(app, deps);
  supportChatRoutes(app, deps);
  bpRoutes(app, deps);
  processRoutes(app, deps);
  reportRoutes(app, deps);
  standardRoutes(app, deps);
  notificationRoutes(app, deps);
  communicationRoutes(app, deps);
  acknowledgementRoutes(app, deps);

  await registerStatic(app, { webDist: deps.config.webDist, dataDir: deps.config.dataDir });
  return app;
}
