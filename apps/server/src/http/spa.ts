import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves uploaded media under /media/ and the built SPA for every other
 * non-API path, answering index.html for client-side (history) routes.
 */
export async function registerStatic(app: FastifyInstance, opts: { webDist?: string; dataDir: string }) {
  const mediaDir = path.join(opts.dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, index: false });

  const dist = opts.webDist;
  const index = dist ? path.join(dist, 'index.html') : undefined;
  if (dist && index && fs.existsSync(index)) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false });
    const html = fs.readFileSync(index);
    const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    app.get('/', sendIndex);
    app.get('/*', (request, reply) => {
      const url = request.url;
      if (url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/assets/')) {
        return reply.status(404).send({ detail: 'Not found.' });
      }
      return sendIndex(request, reply);
    });
  }
}
