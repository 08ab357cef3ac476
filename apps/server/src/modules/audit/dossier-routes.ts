import { dossierQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { contentDisposition } from '../files/disposition.js';
import { checkUid, uidParams } from '../units/read.js';
import { buildDossier } from './dossier.js';
import { dossierPdf } from './dossier-pdf.js';

/** A unit's dossier for an audit-trail review, for the company's administrators (issue 15 §2). */
export function dossierRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/unit/:uid/dossier/',
    {
      config: { access: 'admin', scope: 'centro' },
      // Two kinds of answer (the JSON is contracts' `unitDossier`), so no response schema, as for reports.
      schema: { tags: ['audit'], params: uidParams, querystring: dossierQuery },
    },
    async (request, reply) => {
      const dossier = await buildDossier(centroContext(deps, request), checkUid(request.params.uid));
      if (request.query.format === 'json') return dossier;
      const bytes = await dossierPdf(dossier);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', `${dossier.unit.reference}-dossier.pdf`))
        .send(Buffer.from(bytes));
    },
  );
}
