import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, loginPageFile } from '@qualium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.js';
import { pageLanguage } from './language.js';

/**
 * How long a browser may keep a file of the build: what Vite put in `assets/` (names carrying a
 * hash of their content, so a changed file is a new name) for a year without asking again;
 * anything else (index.html, the favicon) only after asking whether it changed, which the file's
 * ETag answers with a 304 when it has not.
 */
const cacheHeadersFor = (dist: string) => (reply: FastifyReply, file: string) => {
  const hashed = path.relative(dist, file).startsWith(`assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves uploaded media under /media/ and the built SPA for every other
 * non-API path, answering index.html for client-side (history) routes.
 * The build holds a brotli and a gzip copy of each text file (apps/web/build/precompress.ts): the one
 * the browser accepts is sent as it is, so nothing of the SPA is compressed per request.
 */
export async function registerStatic(app: FastifyInstance, opts: { webDist?: string; dataDir: string }) {
  const mediaDir = path.join(opts.dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, index: false });

  const dist = opts.webDist;
  if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeadersFor(dist),
    });
    // Through the static plugin too: the precompressed copy, the ETag and its 304.
    const sendIndex = (_req: unknown, reply: FastifyReply) => reply.sendFile('index.html');
    app.get('/', sendIndex);
    // The plain login page comes prerendered in the visitor's language (apps/web/build/prerender-login.ts):
    // the form is on screen and takes typing before the app's scripts have run.
    // Each language's page has an ETag of its own content: the static plugin's (size and time of the
    // file) can be the same for two languages written in one instant, and a browser switching
    // language would then get a 304 and keep the other language's page.
    const loginEtags = new Map(
      LANGUAGES.filter((lang) => fs.existsSync(path.join(dist, loginPageFile(lang)))).map((lang) => {
        const digest = crypto.createHash('sha256').update(fs.readFileSync(path.join(dist, loginPageFile(lang))));
        return [lang, `W/"${lang}-${digest.digest('hex').slice(0, 20)}"`] as const;
      }),
    );
    app.get('/login', (request: FastifyRequest, reply) => {
      const lang = pageLanguage(request);
      const etag = loginEtags.get(lang);
      if (!etag) return sendIndex(request, reply);
      reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        reply.header('cache-control', 'no-cache');
        return reply.code(304).send();
      }
      return reply.sendFile(loginPageFile(lang), { etag: false });
    });
    app.get('/*', (request, reply) => {
      const url = request.url;
      if (url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/assets/')) {
        throw notFound();
      }
      return sendIndex(request, reply);
    });
  }
}
