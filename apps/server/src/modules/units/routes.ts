import {
  businessProcessQuery,
  candidateResponsible,
  creationFieldsQuery,
  creationFieldsResponse,
  localizedText,
  MESSAGES,
  personName,
  transitionCandidate,
  transitionFieldsResponse,
  transitionQuery,
  unitDetail,
  unitWriteResponse,
} from '@qualium/contracts';
import {
  canCreate,
  candidateResponsibles,
  fieldsToCollect,
  initialTransition,
  transitionCandidates,
} from '@qualium/workflow';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps, CentroContext } from '../../http/context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { centroContext } from '../../http/request-context.js';
import { findBusinessProcess } from '../bp/repo.js';
import { siteProcessIds } from '../processes/repo.js';
import { signatureToAsk, signingProof } from '../signatures/request.js';
import { formInput } from './form-inputs.js';
import { offeredTransition, responsibleKind } from './offered.js';
import { optionalId, readUnitPayload, reasonForChangeOf, signatureOf } from './payload.js';
import { presentTransitionCandidates, presentUnit } from './present.js';
import { checkUid, loadReadableUnit, uidParams, unitSnapshot } from './read.js';
import { needsReasonForChange } from './reason-for-change.js';
import { type Candidate, responsibleCandidates } from './responsibles.js';
import { createUnit, executeTransition, loadBusinessProcessForCreation } from './service.js';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
const centro = { access: 'user', scope: 'centro' } as const;
const tags = ['units'];

async function processIdResolver(ctx: CentroContext) {
  const ids = await siteProcessIds(ctx.deps.db, ctx.scope);
  return (reference: string | undefined) => (reference === undefined ? null : (ids.get(reference) ?? null));
}

const presentCandidate = (u: Candidate) => ({
  id: u.id,
  name: personName(u),
  username: u.username,
  email: u.email,
});

/** Units: one unit, what may happen to it, and the two writes (records-explorer §7). */
export function unitRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/unit/can_create',
    {
      config: centro,
      schema: { tags, querystring: businessProcessQuery, response: { 200: z.object({ can_create: z.boolean() }) } },
    },
    async (request) => {
      const ctx = centroContext(deps, request);
      const bp = await findBusinessProcess(deps.db, ctx.scope, request.query.business_process);
      if (!bp) return { can_create: false };
      const { definition, actor } = await loadBusinessProcessForCreation(ctx, bp.reference);
      return { can_create: canCreate(definition, actor) };
    },
  );

  const creationFields = async (request: FastifyRequest<{ Querystring: z.infer<typeof creationFieldsQuery> }>) => {
    const ctx = centroContext(deps, request);
    const { definition, actor, processId } = await loadBusinessProcessForCreation(ctx, request.query.business_process);
    if (request.query.origin_qunit) {
      // Creating from a unit (a related transition): the origin must offer it to this user.
      const origin = await loadReadableUnit(ctx, checkUid(request.query.origin_qunit));
      const offered = transitionCandidates(origin.definition, unitSnapshot(origin.unit), origin.actor).some(
        (t) => t.related_business_process === definition.business_process.info.reference,
      );
      if (!offered) throw forbidden(MESSAGES.transitionNotOffered);
    } else if (!canCreate(definition, actor)) throw forbidden(MESSAGES.cannotCreateUnit);
    const initial = initialTransition(definition);
    const resolve = await processIdResolver(ctx);
    const lang = ctx.scope.lang;
    const resolution = candidateResponsibles(definition, initial, { unit: null, actor });
    const candidates =
      resolution.kind === 'choose'
        ? await responsibleCandidates(ctx, resolution, { centroId: ctx.scope.centro.id, processId })
        : [];
    return {
      business_process: definition.business_process.info.reference,
      business_process_name: localizedText(definition.business_process.info.name, lang),
      fields: fieldsToCollect(definition, initial).map((f) =>
        formInput(definition, f, { lang, siteId: ctx.scope.site.id, processIdOf: resolve }),
      ),
      choose_responsible: resolution.kind !== 'fixed',
      responsible_candidates: candidates.map(presentCandidate),
    };
  };
  for (const path of [
    '/api/v1/unit/get_fields_to_collect_during_creation/',
    '/api/v1/unit/get_fields_definition_to_collect_during_creation/',
  ]) {
    r.get(
      path,
      { config: centro, schema: { tags, querystring: creationFieldsQuery, response: { 200: creationFieldsResponse } } },
      creationFields,
    );
  }

  r.post(
    '/api/v1/unit/create_and_execute_initial_transition/',
    { config: centro, schema: { tags, headers: idempotencyHeaders, response: { 201: unitWriteResponse } } },
    async (request, reply) => {
      const ctx = centroContext(deps, request);
      const payload = await readUnitPayload(request);
      try {
        const reference = payload.control.business_process;
        const { definition } = await loadBusinessProcessForCreation(ctx, reference);
        const parentUid = payload.control.origin_qunit ?? payload.control.parent_process;
        const result = await createUnit(ctx, {
          businessProcess: reference!,
          values: payload.values(definition),
          responsibleId: optionalId(payload, 'responsible'),
          parentUid: parentUid ? checkUid(parentUid) : null,
          // With an origin, `version` is the origin's version the user decided on.
          parentVersion: parentUid ? optionalId(payload, 'version') : null,
          directoryId: optionalId(payload, 'directory'),
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          files: payload.files,
        });
        return reply.status(201).send(result);
      } finally {
        payload.discard();
      }
    },
  );

  r.get(
    '/api/v1/unit/:uid/',
    { config: centro, schema: { tags, params: uidParams, response: { 200: unitDetail } } },
    async (request) => {
      const ctx = centroContext(deps, request);
      const loaded = await loadReadableUnit(ctx, checkUid(request.params.uid));
      return presentUnit(deps.db, ctx.scope, loaded, ctx.now);
    },
  );

  r.get(
    '/api/v1/unit/:uid/get_transition_candidates',
    { config: centro, schema: { tags, params: uidParams, response: { 200: z.array(transitionCandidate) } } },
    async (request) => {
      const ctx = centroContext(deps, request);
      const loaded = await loadReadableUnit(ctx, checkUid(request.params.uid));
      return presentTransitionCandidates(loaded, ctx.scope.lang);
    },
  );

  r.get(
    '/api/v1/unit/:uid/get_fields_to_collect_during_transition/',
    {
      config: centro,
      schema: { tags, params: uidParams, querystring: transitionQuery, response: { 200: transitionFieldsResponse } },
    },
    async (request) => {
      const ctx = centroContext(deps, request);
      const loaded = await loadReadableUnit(ctx, checkUid(request.params.uid));
      const transition = offeredTransition(loaded, request.query.transition_id);
      const lang = ctx.scope.lang;
      const resolve = await processIdResolver(ctx);
      const fields = JSON.parse(loaded.unit.fields) as Record<string, unknown>;
      if (transition.related_business_process) {
        // The dialog collects the related BP's creation fields (docs/bp-definition.md).
        const related = await loadBusinessProcessForCreation(ctx, transition.related_business_process);
        const initial = initialTransition(related.definition);
        return {
          transition_id: transition.id,
          label: localizedText(transition.label, lang),
          fields: fieldsToCollect(related.definition, initial).map((f) =>
            formInput(related.definition, f, { lang, siteId: ctx.scope.site.id, processIdOf: resolve }),
          ),
          choose_responsible:
            candidateResponsibles(related.definition, initial, { unit: null, actor: related.actor }).kind !== 'fixed',
          signature: null,
          reason_for_change: false,
        };
      }
      const collected = fieldsToCollect(loaded.definition, transition);
      return {
        transition_id: transition.id,
        label: localizedText(transition.label, lang),
        fields: collected.map((f) =>
          formInput(loaded.definition, f, {
            lang,
            siteId: ctx.scope.site.id,
            value: fields[f.id],
            processIdOf: resolve,
          }),
        ),
        choose_responsible: responsibleKind(loaded, transition.id) !== 'fixed',
        signature: await signatureToAsk(deps, request, transition, lang),
        reason_for_change:
          collected.some((f) => !f.readonly) && (await needsReasonForChange(ctx, loaded.definition, loaded.unit)),
      };
    },
  );

  r.get(
    '/api/v1/unit/:uid/get_transition_candidate_responsibles/',
    {
      config: centro,
      schema: {
        tags,
        params: uidParams,
        querystring: transitionQuery,
        response: { 200: z.array(candidateResponsible) },
      },
    },
    async (request) => {
      const ctx = centroContext(deps, request);
      const loaded = await loadReadableUnit(ctx, checkUid(request.params.uid));
      const transition = offeredTransition(loaded, request.query.transition_id);
      const resolution = candidateResponsibles(loaded.definition, transition, {
        unit: unitSnapshot(loaded.unit),
        actor: loaded.actor,
        values: JSON.parse(loaded.unit.fields),
      });
      const users = await responsibleCandidates(ctx, resolution, {
        centroId: loaded.unit.centro_id,
        processId: loaded.unit.process_id,
      });
      return users.map(presentCandidate);
    },
  );

  r.post(
    '/api/v1/unit/:uid/execute_transition/',
    { config: centro, schema: { tags, params: uidParams, response: { 200: unitWriteResponse } } },
    async (request) => {
      const ctx = centroContext(deps, request);
      const uid = checkUid(request.params.uid);
      const payload = await readUnitPayload(request);
      try {
        const transitionId = payload.control.transition_id;
        if (!transitionId) throw badRequest({ transition_id: [MESSAGES.required] });
        const loaded = await loadReadableUnit(ctx, uid);
        const transition = loaded.definition.business_process.workflow.transitions.find((t) => t.id === transitionId);
        const collecting = transition?.related_business_process
          ? (await loadBusinessProcessForCreation(ctx, transition.related_business_process)).definition
          : loaded.definition;
        return await executeTransition(ctx, {
          uid,
          read: loaded,
          transitionId,
          expectedVersion: optionalId(payload, 'version'),
          values: payload.values(collecting),
          responsibleId: optionalId(payload, 'responsible'),
          files: payload.files,
          signature: signingProof(request, signatureOf(payload)),
          reasonForChange: reasonForChangeOf(payload),
        });
      } finally {
        payload.discard();
      }
    },
  );
}
