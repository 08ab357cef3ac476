import fs from 'node:fs';
import { qunitFileQuery, qunitThumbnailQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { checkUid, uidParams } from '../units/read.js';
import { PdfConverter } from './convert.js';
import { unitFile, unitThumbnail } from './service.js';

/** Unit files (records-explorer §7 "Unit file"): the stored original, or a stamped PDF. */
export function fileRoutes(app: FastifyInstance, deps: AppDeps): void {
  // One converter per process: LibreOffice conversions run one at a time (convert.ts).
  const converter = new PdfConverter(deps.config.dataDir, deps.config.soffice);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/unit/:uid/get_qunit_file/',
    {
      // A file's PDF rendering may wait its turn at LibreOffice, not among the reads.
      config: { access: 'user', scope: 'centro', unmetered: true },
      schema: { tags: ['units'], params: uidParams, querystring: qunitFileQuery },
    },
    async (request, reply) => {
      const uid = checkUid(request.params.uid);
      const ctx = centroContext(deps, request);
      const answer = await unitFile(ctx, converter, uid, request.query);
      reply
        .header('content-type', answer.contentType)
        .header('content-disposition', answer.contentDisposition)
        // A user's document: never kept by shared caches, never run as a page of this origin.
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if ('bytes' in answer.body) return reply.send(Buffer.from(answer.body.bytes));
      return reply.header('content-length', answer.body.size).send(fs.createReadStream(answer.body.file));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/unit/:uid/get_qunit_thumbnail/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags: ['units'], params: uidParams, querystring: qunitThumbnailQuery },
    },
    async (request, reply) => {
      const picture = await unitThumbnail(centroContext(deps, request), checkUid(request.params.uid), request.query);
      reply
        .header('etag', picture.etag)
        // Only this user's browser keeps it (the unit's readers decide who sees it). A URL naming
        // the file's version always means the same picture; without one it is asked again (304).
        .header('cache-control', picture.pinned ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (matches(request.headers['if-none-match'], picture.etag)) return reply.code(304).send();
      return reply
        .header('content-type', 'image/webp')
        .header('content-disposition', 'inline')
        .header('content-length', picture.size)
        .send(fs.createReadStream(picture.file));
    },
  );
}

/** Whether an If-None-Match header names the tag (a list, weak or not, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
