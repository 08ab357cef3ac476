import { adminIdParams, vocabularyEntry, vocabularyFields, vocabularyList } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps, CentroContext } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { withForm } from '../site-admin/form-body.js';
import { ADMIN_ROUTES } from '../site-admin/route-config.js';
import {
  copyVocabulariesFromParent,
  createVocabularyEntry,
  deleteVocabularyEntry,
  getVocabularyEntry,
  listVocabularies,
  updateVocabularyEntry,
} from './service.js';

const tags = ['vocabularies'];
const { readCentro: read, editCentro: edit } = ADMIN_ROUTES;

/** Vocabularies (shell-and-admin §7 "Vocabulary"): the menu calls' verbs on `{centro}/vocabulary/`. */
export function vocabularyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listAnswer = async (ctx: CentroContext) => {
    const { results, can_copy_from_parent } = await listVocabularies(ctx);
    return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin, can_copy_from_parent };
  };

  r.get('/api/v1/vocabulary/', { config: read, schema: { tags, response: { 200: vocabularyList } } }, async (request) =>
    listAnswer(centroContext(deps, request)),
  );

  // shell-and-admin §7 names a GET; it copies the parent company's entries and answers the new list.
  r.get(
    '/api/v1/vocabulary/copy_from_parent/',
    { config: edit, schema: { tags, response: { 200: vocabularyList } } },
    async (request) => {
      const ctx = centroContext(deps, request);
      await copyVocabulariesFromParent(ctx);
      return listAnswer(ctx);
    },
  );

  r.get(
    '/api/v1/vocabulary/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: vocabularyEntry } } },
    async (request) => getVocabularyEntry(centroContext(deps, request), request.params.id),
  );

  r.post(
    '/api/v1/vocabulary/',
    { config: edit, schema: { tags, response: { 201: vocabularyEntry } } },
    async (request, reply) => {
      const created = await withForm(request, vocabularyFields, (fields) =>
        createVocabularyEntry(centroContext(deps, request), fields),
      );
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/vocabulary/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: vocabularyEntry } } },
    async (request) =>
      withForm(request, vocabularyFields, (fields) =>
        updateVocabularyEntry(centroContext(deps, request), request.params.id, fields),
      ),
  );

  r.delete(
    '/api/v1/vocabulary/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteVocabularyEntry(centroContext(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
