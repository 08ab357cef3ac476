import {
  parseInput,
  standardCreateRequest,
  standardListResponse,
  standardRecord,
  standardTreeResponse,
  TREE_DEPTH_CAP,
  zodIssueMessages,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { formValue, readMultipartForm } from '../../http/multipart.js';
import { buildTree } from '../processes/tree.js';
import { presentStandard } from './present.js';
import { listStandardRows } from './repo.js';
import { createStandard } from './service.js';

const tags = ['standards'];
// records-explorer §7 writes these under {centro}; standards belong to the site, so a site scope serves too.
const read = { access: 'user', scope: 'site' } as const;

/** The spec's client posts multipart; JSON is taken as well. Either way one zod schema decides. */
async function standardInput(request: FastifyRequest) {
  let raw: unknown = request.body;
  if (request.isMultipart()) {
    const form = await readMultipartForm(request);
    form.discard();
    raw = { name: formValue(form, 'name'), code: formValue(form, 'code'), parent: formValue(form, 'parent') };
  }
  const parsed = parseInput(standardCreateRequest, raw ?? {});
  if (!parsed.success) throw badRequest(zodIssueMessages(parsed.error.issues));
  return parsed.data;
}

/** Standards (ISO 9001 and its clauses…) processes are linked to: list, tree, and the admin's create. */
export function standardRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/standard/',
    { config: read, schema: { tags, response: { 200: standardListResponse } } },
    async (request) => {
      const results = (await listStandardRows(db, requireScope(request))).map(presentStandard);
      return { count: results.length, results };
    },
  );

  r.get(
    '/api/v1/standard/tree/',
    { config: read, schema: { tags, response: { 200: standardTreeResponse } } },
    async (request) =>
      buildTree((await listStandardRows(db, requireScope(request))).map(presentStandard), TREE_DEPTH_CAP),
  );

  r.post(
    '/api/v1/standard/',
    { config: { access: 'admin', scope: 'site' }, schema: { tags, response: { 201: standardRecord } } },
    async (request, reply) => {
      const input = await standardInput(request);
      const row = await createStandard(db, requireScope(request), input);
      return reply.status(201).send(presentStandard(row));
    },
  );
}
