import {
  type BpDefinition,
  type BpTransition,
  type FieldError,
  type FieldErrors,
  fieldErrorText,
  MESSAGES,
  QUNIT_UID_PREFIX,
} from '@qualium/contracts';
import {
  type Actor,
  formatReference,
  initialTransition,
  planTransition,
  type TransitionPlan,
  transitionCandidates,
} from '@qualium/workflow';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { writeAudit } from '../audit/repo.js';
import { type BusinessProcessRow, bpDefinition, bpProcessId, findBusinessProcess } from '../bp/repo.js';
import { commitStaged, type StagedFile } from '../files/blobs.js';
import { actorForUnit, canRead } from './access.js';
import type { UnitsContext } from './context.js';
import { findUnitByUid, type UnitRow } from './repo.js';
import { type ChosenResponsible, resolveResponsible } from './responsibles.js';
import { fieldIndexRows, searchTextOf, titleOf } from './stored-fields.js';
import { centroToday } from './text.js';

export type { UnitsContext } from './context.js';

export interface CreateUnitInput {
  /** BP reference, e.g. 'NC'. */
  businessProcess: string;
  /** Field id → value as the form sends it; the engine checks and converts. */
  values: Record<string, unknown>;
  responsibleId?: ChosenResponsible;
  /** The origin unit when created through a transition to a related BP. */
  parentUid?: string | null;
  directoryId?: number | null;
  idempotencyKey?: string | null;
  /** Uploaded files by field id, staged until the write commits. */
  files?: Record<string, StagedFile[]>;
}

export interface ExecuteTransitionInput {
  uid: string;
  transitionId: string;
  /** The unit version the user saw (the dialog's `version`): a unit changed since then answers 409. */
  expectedVersion?: number | null;
  values: Record<string, unknown>;
  responsibleId?: ChosenResponsible;
  files?: Record<string, StagedFile[]>;
}

/** What the caller gets back: the unit to show next (a related transition answers the new child). */
export interface UnitWriteResult {
  id: number;
  uid: string;
}

/** A unit the user may read, with its definition and the actor's roles on it; 404 otherwise. */
export async function loadReadableUnit(ctx: UnitsContext, uid: string) {
  const { db } = ctx.deps;
  const unit = uid.startsWith(QUNIT_UID_PREFIX) ? await findUnitByUid(db, ctx.scope, uid) : undefined;
  if (!unit) throw notFound(MESSAGES.cantReadUnit(uid));
  const actor = await actorForUnit(db, ctx.scope, unit);
  if (!canRead(actor)) throw notFound(MESSAGES.cantReadUnit(uid));
  const bp = await ctx.deps.db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('id', '=', unit.business_process_id)
    .executeTakeFirstOrThrow();
  return { unit, actor, bp, definition: bpDefinition(bp) };
}

/** The BP by reference for creating in the scope's centro, with the actor's roles on its process. */
export async function loadBusinessProcessForCreation(ctx: UnitsContext, reference: string | undefined) {
  if (!reference) throw badRequest({ business_process: [MESSAGES.required] });
  const bp = await findBusinessProcess(ctx.deps.db, ctx.scope, reference);
  if (!bp) throw badRequest({ business_process: [MESSAGES.unknownBusinessProcess(reference)] });
  const definition = bpDefinition(bp);
  const processId = await bpProcessId(ctx.deps.db, ctx.scope, definition);
  const actor = await actorForUnit(ctx.deps.db, ctx.scope, { centro_id: ctx.scope.centro.id, process_id: processId });
  return { bp, definition, processId, actor };
}

export function unitSnapshot(unit: UnitRow) {
  return {
    state: unit.current_state,
    responsibleId: unit.current_responsible_id,
    creatorId: unit.creator_id,
    fields: JSON.parse(unit.fields) as Record<string, unknown>,
    limit: unit.current_limit,
    closedAt: unit.fecha_cierre,
  };
}

/** Field errors as the general rule renders them: `{field: [text]}` in the user's language. */
function fieldErrorsBody(errors: Record<string, FieldError[]>, lang: string): FieldErrors {
  const body: FieldErrors = {};
  for (const [field, list] of Object.entries(errors)) {
    body[field] = list.map((e) => fieldErrorText(e, lang as 'es' | 'ca' | 'en'));
  }
  return body;
}

function refusePlan(plan: Exclude<TransitionPlan, { ok: true }>, transitionId: string, lang: string): never {
  switch (plan.reason) {
    case 'unknown_transition':
      throw badRequest({ transition_id: [MESSAGES.unknownTransition(transitionId)] });
    case 'not_allowed':
      throw forbidden(MESSAGES.transitionNotOffered);
    case 'invalid_fields':
      throw badRequest(fieldErrorsBody(plan.errors, lang));
  }
}

/** Staged uploads become the file descriptors the engine checks (name, size, type). */
function withFiles(values: Record<string, unknown>, files: Record<string, StagedFile[]> | undefined) {
  const out = { ...values };
  for (const [field, list] of Object.entries(files ?? {})) {
    out[field] = list.length === 1 ? list[0] : list;
  }
  return out;
}

/**
 * Stored shape of an uploaded file: what it is and which version of the field it became; the bytes
 * live in the blob store under `sha256`.
 */
async function storeFileVersions(
  trx: Kysely<Database>,
  ctx: UnitsContext,
  unitId: number,
  fields: Record<string, unknown>,
  files: Record<string, StagedFile[]> | undefined,
  createdAt: string,
): Promise<void> {
  for (const [attribute, list] of Object.entries(files ?? {})) {
    if (!(attribute in fields)) continue; // not a field this transition collects
    const last = await trx
      .selectFrom('file_versions')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('unit_id', '=', unitId)
      .where('attribute', '=', attribute)
      .executeTakeFirst();
    let version = Number(last?.v ?? 0);
    const stored = [];
    for (const file of list) {
      version += 1;
      await trx
        .insertInto('file_versions')
        .values({
          site_id: ctx.scope.site.id,
          unit_id: unitId,
          attribute,
          version,
          title: file.filename,
          filename: file.filename,
          mimetype: file.mimetype,
          size: file.size,
          sha256: file.sha256,
          status: 'draft',
          created_by: ctx.scope.user.id,
          created_at: createdAt,
          modified_at: createdAt,
        })
        .execute();
      stored.push({ filename: file.filename, mimetype: file.mimetype, size: file.size, sha256: file.sha256, version });
    }
    fields[attribute] = stored.length === 1 ? stored[0] : stored;
  }
}

async function writeFieldIndex(
  trx: Kysely<Database>,
  ctx: UnitsContext,
  unitId: number,
  def: BpDefinition,
  fields: Record<string, unknown>,
) {
  await trx.deleteFrom('unit_field_values').where('unit_id', '=', unitId).execute();
  const rows = fieldIndexRows(def, fields).map((r) => ({ ...r, site_id: ctx.scope.site.id, unit_id: unitId }));
  if (rows.length > 0) await trx.insertInto('unit_field_values').values(rows).execute();
}

/** Runs `work` in one transaction; staged files move into the blob store only once it committed. */
async function inTransaction<T>(
  ctx: UnitsContext,
  files: Record<string, StagedFile[]> | undefined,
  work: (trx: Kysely<Database>) => Promise<T>,
) {
  const result = await ctx.deps.db.k.transaction().execute(work);
  for (const list of Object.values(files ?? {})) for (const f of list) commitStaged(ctx.deps.config.dataDir, f);
  return result;
}

/** The parent unit of a creation through a related transition: readable, and offering that transition. */
async function checkParent(ctx: UnitsContext, parentUid: string, childReference: string) {
  const parent = await loadReadableUnit(ctx, parentUid);
  const transition = transitionCandidates(parent.definition, unitSnapshot(parent.unit), parent.actor).find(
    (t) => t.related_business_process === childReference,
  );
  if (!transition) throw forbidden(MESSAGES.transitionNotOffered);
  return { parent: parent.unit, transition };
}

/**
 * create_and_execute_initial_transition: a new unit of a BP in the scope's centro, in its initial
 * state, with its first history row, in one transaction. A retried request with the same
 * idempotency key answers the unit the first one made.
 */
export async function createUnit(ctx: UnitsContext, input: CreateUnitInput): Promise<UnitWriteResult> {
  const { scope } = ctx;
  if (input.idempotencyKey) {
    const seen = await findIdempotent(ctx, input.idempotencyKey);
    if (seen) return seen;
  }
  const { bp, definition, processId, actor } = await loadBusinessProcessForCreation(ctx, input.businessProcess);
  const origin = input.parentUid ? await checkParent(ctx, input.parentUid, bp.reference) : null;
  const today = centroToday(ctx.now);
  const initial = initialTransition(definition);
  const plan = planTransition(definition, null, actor, {
    transitionId: initial.id,
    values: withFiles(input.values, input.files),
    today,
  });
  if (!plan.ok) {
    if (plan.reason === 'not_allowed') throw forbidden(MESSAGES.cannotCreateUnit);
    refusePlan(plan, initial.id, scope.user.lang);
  }
  const responsibleId = await resolveResponsible(ctx, plan.responsible, input.responsibleId, {
    centroId: scope.centro.id,
    processId,
  });
  const at = ctx.now.toISOString();

  try {
    return await inTransaction(ctx, input.files, async (trx) => {
      const number = await takeNumber(trx, bp);
      const reference = formatReference(definition.business_process.info.numbering, {
        reference: bp.reference,
        number,
        date: today,
      });
      const uid = `${QUNIT_UID_PREFIX}${bp.reference}#${scope.site.id}#${number}`;
      const fields = { ...plan.fields };
      const title = titleOf(definition, fields, reference);
      const { id } = await trx
        .insertInto('units')
        .values({
          site_id: scope.site.id,
          centro_id: scope.centro.id,
          business_process_id: bp.id,
          bp_reference: bp.reference,
          number,
          uid,
          reference,
          title,
          process_id: processId,
          directory_id: input.directoryId ?? null,
          parent_unit_id: origin?.parent.id ?? null,
          creator_id: scope.user.id,
          current_state: plan.state ?? '',
          current_responsible_id: responsibleId,
          current_limit: plan.limit,
          fecha_cierre: plan.closedAt,
          is_closed: plan.closedAt ? 1 : 0,
          fields: '{}',
          search_text: '',
          version: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await storeFileVersions(trx, ctx, id, fields, input.files, at);
      await trx
        .updateTable('units')
        .set({ fields: JSON.stringify(fields), search_text: searchTextOf(definition, fields, reference, title) })
        .where('id', '=', id)
        .execute();
      await writeFieldIndex(trx, ctx, id, definition, fields);
      await writeHistory(trx, ctx, {
        unitId: id,
        transition: initial,
        from: null,
        to: plan.state ?? '',
        responsibleId,
        limit: plan.limit,
        diff: plan.diff,
        at,
      });
      if (origin) {
        // The parent keeps a trace of the transition that opened this child; its state does not move.
        await writeHistory(trx, ctx, {
          unitId: origin.parent.id,
          transition: origin.transition,
          from: origin.parent.current_state,
          to: origin.parent.current_state,
          responsibleId: origin.parent.current_responsible_id,
          limit: origin.parent.current_limit,
          diff: [],
          at,
        });
        await trx
          .insertInto('unit_relations')
          .values({
            site_id: scope.site.id,
            from_unit_id: origin.parent.id,
            to_unit_id: id,
            field: null,
            created_at: at,
          })
          .execute();
      }
      if (input.idempotencyKey) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            site_id: scope.site.id,
            user_id: scope.user.id,
            key: input.idempotencyKey,
            unit_id: id,
            created_at: at,
          })
          .execute();
      }
      await writeAudit(trx, {
        site_id: scope.site.id,
        user_id: scope.user.id,
        entity: 'unit',
        entity_id: uid,
        action: 'create',
        before: null,
        after: JSON.stringify({ state: plan.state, responsible: responsibleId, limit: plan.limit, fields }),
      });
      return { id, uid };
    });
  } catch (error) {
    // Two retries of one create racing: the loser finds the winner's unit under the same key.
    if (input.idempotencyKey && !(error instanceof HttpError)) {
      const seen = await findIdempotent(ctx, input.idempotencyKey);
      if (seen) return seen;
    }
    throw error;
  }
}

async function findIdempotent(ctx: UnitsContext, key: string): Promise<UnitWriteResult | undefined> {
  return ctx.deps.db.k
    .selectFrom('idempotency_keys')
    .innerJoin('units', 'units.id', 'idempotency_keys.unit_id')
    .select(['units.id', 'units.uid'])
    .where('idempotency_keys.site_id', '=', ctx.scope.site.id)
    .where('idempotency_keys.user_id', '=', ctx.scope.user.id)
    .where('idempotency_keys.key', '=', key)
    .executeTakeFirst();
}

/** The BP's next unit number; the row update serialises concurrent creations. */
async function takeNumber(trx: Kysely<Database>, bp: BusinessProcessRow): Promise<number> {
  const row = await trx
    .updateTable('business_processes')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('id', '=', bp.id)
    .returning('next_number')
    .executeTakeFirstOrThrow();
  return Number(row.next_number) - 1;
}

async function writeHistory(
  trx: Kysely<Database>,
  ctx: UnitsContext,
  h: {
    unitId: number;
    transition: BpTransition;
    from: string | null;
    to: string;
    responsibleId: number | null;
    limit: string | null;
    diff: unknown[];
    at: string;
  },
) {
  await trx
    .insertInto('workflow_history')
    .values({
      site_id: ctx.scope.site.id,
      unit_id: h.unitId,
      transition_id: h.transition.id,
      from_state: h.from,
      to_state: h.to,
      user_id: ctx.scope.user.id,
      responsible_id: h.responsibleId,
      limit_date: h.limit,
      diff: JSON.stringify(h.diff),
      created_at: h.at,
    })
    .execute();
}

/**
 * execute_transition: state, responsible, due date, closing date, fields, history row with the
 * diff and audit entry, in one transaction. The update applies only to the version of the unit
 * that was read, so of two concurrent transitions exactly one wins; the other gets 409.
 */
export async function executeTransition(ctx: UnitsContext, input: ExecuteTransitionInput): Promise<UnitWriteResult> {
  const loaded = await loadReadableUnit(ctx, input.uid);
  const { unit, definition, actor } = loaded;
  if (input.expectedVersion != null && input.expectedVersion !== unit.version) {
    throw conflict(MESSAGES.unitChangedConcurrently);
  }
  const transition = definition.business_process.workflow.transitions.find((t) => t.id === input.transitionId);
  if (transition?.related_business_process) {
    // Opens a child unit of the related BP; the dialog collected that BP's creation fields.
    if (!canOffer(definition, unit, actor, transition.id)) throw forbidden(MESSAGES.transitionNotOffered);
    return createUnit(ctx, {
      businessProcess: transition.related_business_process,
      values: input.values,
      responsibleId: input.responsibleId ?? null,
      parentUid: unit.uid,
      files: input.files ?? {},
    });
  }
  const today = centroToday(ctx.now);
  const before = unitSnapshot(unit);
  const plan = planTransition(definition, before, actor, {
    transitionId: input.transitionId,
    values: withFiles(input.values, input.files),
    today,
  });
  if (!plan.ok) refusePlan(plan, input.transitionId, ctx.scope.user.lang);
  const responsibleId = await resolveResponsible(ctx, plan.responsible, input.responsibleId, {
    centroId: unit.centro_id,
    processId: unit.process_id,
  });
  const at = ctx.now.toISOString();
  const state = plan.state ?? unit.current_state;

  await inTransaction(ctx, input.files, async (trx) => {
    const fields = { ...plan.fields };
    await storeFileVersions(trx, ctx, unit.id, fields, input.files, at);
    const title = titleOf(definition, fields, unit.reference);
    const updated = await trx
      .updateTable('units')
      .set({
        current_state: state,
        current_responsible_id: responsibleId,
        current_limit: plan.limit,
        fecha_cierre: plan.closedAt,
        is_closed: plan.closedAt ? 1 : 0,
        fields: JSON.stringify(fields),
        title,
        search_text: searchTextOf(definition, fields, unit.reference, title),
        version: unit.version + 1,
        updated_at: at,
      })
      .where('id', '=', unit.id)
      .where('version', '=', unit.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(MESSAGES.unitChangedConcurrently);
    await writeFieldIndex(trx, ctx, unit.id, definition, fields);
    await writeHistory(trx, ctx, {
      unitId: unit.id,
      transition: plan.transition,
      from: unit.current_state,
      to: state,
      responsibleId,
      limit: plan.limit,
      diff: plan.diff,
      at,
    });
    await writeAudit(trx, {
      site_id: ctx.scope.site.id,
      user_id: ctx.scope.user.id,
      entity: 'unit',
      entity_id: unit.uid,
      action: `transition:${plan.transition.id}`,
      before: JSON.stringify({
        state: unit.current_state,
        responsible: unit.current_responsible_id,
        limit: unit.current_limit,
      }),
      after: JSON.stringify({ state, responsible: responsibleId, limit: plan.limit, diff: plan.diff }),
    });
  });
  return { id: unit.id, uid: unit.uid };
}

function canOffer(definition: BpDefinition, unit: UnitRow, actor: Actor, transitionId: string): boolean {
  return transitionCandidates(definition, unitSnapshot(unit), actor).some((t) => t.id === transitionId);
}
