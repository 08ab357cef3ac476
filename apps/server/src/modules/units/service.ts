import { type BpDefinition, type FieldError, type FieldErrors, fieldErrorText, MESSAGES } from '@qualium/contracts';
import {
  type HistoryChange,
  initialTransition,
  isEmptyValue,
  planTransition,
  type TransitionPlan,
  transitionCandidates,
  type UnitSnapshot,
} from '@qualium/workflow';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CentroContext } from '../../http/context.js';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors.js';
import type { StagedFile } from '../../http/multipart.js';
import { refuseUnacknowledged } from '../acknowledgements/checks.js';
import { auditedTransaction } from '../audit/write.js';
import { bpDefinition, bpProcessId, findBusinessProcess } from '../bp/repo.js';
import { isFileField } from '../files/versions.js';
import { centroToday } from '../shared/centro-day.js';
import { checkSigner, type SignatureProof } from '../signatures/signer.js';
import { refuseNotOffered } from './concurrency.js';
import { actorForUnit } from './policy.js';
import { loadReadableUnit, type ReadableUnit, unitSnapshot } from './read.js';
import { reasonForChange } from './reason-for-change.js';
import { filingFolder, folderErrors, relatedReferenceErrors } from './references.js';
import { type ChosenResponsible, resolveResponsible } from './responsibles.js';
import { subIndicatorScores } from './sub-scores.js';
import { unitWriter } from './write-hooks.js';
import { readStoredIndexRows } from './writer.js';

/** How a write runs, besides what it writes. */
interface WriteOptions {
  /**
   * Tell a unit's new responsible with a notification (modules/notifications); default true. The
   * demo seed turns it off: its story writes the notifications it wants, at its own rate.
   */
  notifyResponsibles?: boolean;
}

export interface CreateUnitInput extends WriteOptions {
  /** BP reference, e.g. 'NC'. */
  businessProcess: string;
  /** Field id → value as the form sends it; the engine checks and converts. */
  values: Record<string, unknown>;
  responsibleId?: ChosenResponsible;
  /** The origin unit when created through a transition to a related BP. */
  parentUid?: string | null;
  /** The origin as the caller already read it (its uid is `parentUid`), so it is not read again. */
  parentRead?: ReadableUnit;
  /** The origin's version the request decided on (else the one it read): a later one answers 409. */
  parentVersion?: number | null;
  directoryId?: number | null;
  idempotencyKey?: string | null;
  /** Uploaded files by field id, staged until the write commits. */
  files?: Record<string, StagedFile[]>;
}

export interface ExecuteTransitionInput extends WriteOptions {
  uid: string;
  /** The unit as the route already read it (its uid is `uid`), so it is not read again. */
  read?: ReadableUnit;
  transitionId: string;
  /** The unit version the user saw (the dialog's `version`): a unit changed since then answers 409. */
  expectedVersion?: number | null;
  values: Record<string, unknown>;
  responsibleId?: ChosenResponsible;
  files?: Record<string, StagedFile[]>;
  /** The signer's proof, when the transition is signed (signatures/signer.ts). */
  signature?: SignatureProof;
  /** Why an approved unit's fields change (reason_for_change of the BP). */
  reasonForChange?: string | null;
}

/** What the caller gets back: the unit to show next (a related transition answers the new child). */
export interface UnitWriteResult {
  id: number;
  uid: string;
}

/** The BP by reference for creating in the scope's centro, with the actor's roles on its process. */
export async function loadBusinessProcessForCreation(ctx: CentroContext, reference: string | undefined) {
  if (!reference) throw badRequest({ business_process: [MESSAGES.required] });
  const bp = await findBusinessProcess(ctx.deps.db, ctx.scope, reference);
  if (!bp) throw badRequest({ business_process: [MESSAGES.unknownBusinessProcess(reference)] });
  const definition = bpDefinition(bp);
  const processId = await bpProcessId(ctx.deps.db, ctx.scope, definition);
  const actor = await actorForUnit(ctx.deps.db, ctx.scope, { centro_id: ctx.scope.centro.id, process_id: processId });
  return { bp, definition, processId, actor };
}

/** Field errors as the general rule renders them: `{field: [text]}` in the user's language. */
function fieldErrorsBody(errors: Record<string, FieldError[]>, lang: string): FieldErrors {
  const body: FieldErrors = {};
  for (const [field, list] of Object.entries(errors)) {
    body[field] = list.map((e) => fieldErrorText(e, lang as 'es' | 'ca' | 'en'));
  }
  return body;
}

/**
 * A related field naming a unit the user may not read (another company's, another BP's), or a
 * folder outside the unit's centro: 400 under its field, before anything is written.
 */
async function refuseForeignReferences(
  ctx: CentroContext,
  centroId: number,
  definition: BpDefinition,
  diff: readonly HistoryChange[],
  directoryId?: number | null,
) {
  const errors = {
    ...(await relatedReferenceErrors(ctx.deps.db, ctx.scope, definition, diff)),
    ...(await folderErrors(ctx.deps.db, ctx.scope, centroId, definition, diff, directoryId)),
  };
  if (Object.keys(errors).length > 0) throw badRequest(fieldErrorsBody(errors, ctx.scope.lang));
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

/**
 * The values the engine checks: the submitted ones, with staged uploads as the values of their
 * fields. A file field gets its value only from an upload streamed into the blob store (or keeps
 * the stored one): a file value given as text or JSON could name another tenant's blob by its
 * SHA-256 (the store is content-addressed and shared), so it is refused under its field.
 */
function withFiles(
  definition: BpDefinition,
  values: Record<string, unknown>,
  files: Record<string, StagedFile[]> | undefined,
): Record<string, unknown> {
  const forged: FieldErrors = {};
  for (const field of definition.business_process.model.fields) {
    if (isFileField(field) && !isEmptyValue(values[field.id])) forged[field.id] = [MESSAGES.fileNotUploaded];
  }
  if (Object.keys(forged).length > 0) throw badRequest(forged);
  const out = { ...values };
  for (const [field, list] of Object.entries(files ?? {})) {
    out[field] = list.length === 1 ? list[0] : list;
  }
  return out;
}

/**
 * The parent unit of a creation through a related transition: readable, at the version the
 * request decided on, and offering that transition to the actor.
 */
async function checkParent(
  ctx: CentroContext,
  parentUid: string,
  childReference: string,
  version?: number | null,
  read?: ReadableUnit,
) {
  const parent = read ?? (await loadReadableUnit(ctx, parentUid));
  if (version != null && version !== parent.unit.version) throw conflict(MESSAGES.unitChangedConcurrently);
  const opening = (snapshot: UnitSnapshot) =>
    transitionCandidates(parent.definition, snapshot, parent.actor).find(
      (t) => t.related_business_process === childReference,
    );
  const transition = opening(unitSnapshot(parent.unit));
  if (!transition) return refuseNotOffered(ctx, parent.unit, (s) => opening(s) !== undefined, version != null);
  return { parent: parent.unit, transition };
}

/**
 * create_and_execute_initial_transition: a new unit of a BP in the scope's centro, in its initial
 * state, with its first history row, in one transaction. A retried request with the same
 * idempotency key answers the unit the first one made.
 */
export async function createUnit(ctx: CentroContext, input: CreateUnitInput): Promise<UnitWriteResult> {
  const key = input.idempotencyKey;
  if (!key) return createOnce(ctx, input);
  const seen = await findIdempotent(ctx, key);
  if (seen) return seen;
  try {
    return await createOnce(ctx, input);
  } catch (error) {
    // Two retries of one create racing: the loser (a duplicate key, or the parent's version taken
    // by the winner) finds the winner's unit under the same key.
    const racing = !(error instanceof HttpError) || error.statusCode === 409;
    const winner = racing ? await findIdempotent(ctx, key) : undefined;
    if (winner) return winner;
    throw error;
  }
}

async function createOnce(ctx: CentroContext, input: CreateUnitInput): Promise<UnitWriteResult> {
  const { scope } = ctx;
  const { bp, definition, processId, actor } = await loadBusinessProcessForCreation(ctx, input.businessProcess);
  const origin = input.parentUid
    ? await checkParent(ctx, input.parentUid, bp.reference, input.parentVersion, input.parentRead)
    : null;
  const today = centroToday(ctx.now);
  const initial = initialTransition(definition);
  const plan = planTransition(definition, null, actor, {
    transitionId: initial.id,
    values: withFiles(definition, input.values, input.files),
    today,
    subScores: await subIndicatorScores(ctx.deps.db, scope, definition, input.values),
  });
  if (!plan.ok) {
    if (plan.reason === 'not_allowed') throw forbidden(MESSAGES.cannotCreateUnit);
    refusePlan(plan, initial.id, scope.lang);
  }
  await refuseForeignReferences(ctx, scope.centro.id, definition, plan.diff, input.directoryId);
  const responsibleId = await resolveResponsible(ctx, plan.responsible, input.responsibleId, {
    centroId: scope.centro.id,
    processId,
  });

  return auditedTransaction(ctx.deps.db.k, scope, (trx) =>
    writerOf(input).create(writeEnv(ctx, trx), {
      bp,
      definition,
      transition: initial,
      centroId: scope.centro.id,
      processId,
      directoryId: filingFolder(definition, plan.fields, input.directoryId),
      authorId: scope.user.id,
      today,
      outcome: { ...plan, state: plan.state ?? '', responsibleId },
      uploads: uploadsOf(ctx, input.files),
      parent: origin ? { unit: origin.parent, transitionId: origin.transition.id } : undefined,
      idempotencyKey: input.idempotencyKey,
    }),
  );
}

async function findIdempotent(ctx: CentroContext, key: string): Promise<UnitWriteResult | undefined> {
  return ctx.deps.db.k
    .selectFrom('idempotency_keys')
    .innerJoin('units', 'units.id', 'idempotency_keys.unit_id')
    .select(['units.id', 'units.uid'])
    .where('idempotency_keys.site_id', '=', ctx.scope.site.id)
    .where('idempotency_keys.user_id', '=', ctx.scope.user.id)
    .where('idempotency_keys.key', '=', key)
    .executeTakeFirst();
}

/** The unit writer with the app's hooks, as this call wants them (units/write-hooks.ts). */
const writerOf = (options: WriteOptions) => unitWriter({ notifyResponsibles: options.notifyResponsibles });
const writeEnv = (ctx: CentroContext, trx: Kysely<Database>) => ({
  trx,
  kind: ctx.deps.db.kind,
  scope: ctx.scope,
  now: ctx.now,
});
const uploadsOf = (ctx: CentroContext, staged: Record<string, StagedFile[]> | undefined) =>
  staged ? { dataDir: ctx.deps.config.dataDir, staged } : undefined;

/**
 * execute_transition: state, responsible, due date, closing date, fields, history row with the
 * diff and audit entry, in one transaction. The update applies only to the version of the unit
 * that was read, so of two concurrent transitions exactly one wins; the other gets 409.
 */
export async function executeTransition(ctx: CentroContext, input: ExecuteTransitionInput): Promise<UnitWriteResult> {
  const loaded = input.read ?? (await loadReadableUnit(ctx, input.uid));
  const { unit, definition, actor } = loaded;
  if (input.expectedVersion != null && input.expectedVersion !== unit.version) {
    throw conflict(MESSAGES.unitChangedConcurrently);
  }
  const offeredOn = (snapshot: UnitSnapshot) =>
    transitionCandidates(definition, snapshot, actor).some((t) => t.id === input.transitionId);
  const versionKnown = input.expectedVersion != null;
  const transition = definition.business_process.workflow.transitions.find((t) => t.id === input.transitionId);
  if (transition?.related_business_process) {
    // Opens a child unit of the related BP; the dialog collected that BP's creation fields.
    if (!offeredOn(unitSnapshot(unit))) await refuseNotOffered(ctx, unit, offeredOn, versionKnown);
    return createUnit(ctx, {
      businessProcess: transition.related_business_process,
      values: input.values,
      responsibleId: input.responsibleId ?? null,
      parentUid: unit.uid,
      parentRead: loaded,
      parentVersion: unit.version,
      files: input.files ?? {},
    });
  }
  const today = centroToday(ctx.now);
  const before = unitSnapshot(unit);
  const plan = planTransition(definition, before, actor, {
    transitionId: input.transitionId,
    values: withFiles(definition, input.values, input.files),
    today,
    subScores: await subIndicatorScores(ctx.deps.db, ctx.scope, definition, { ...before.fields, ...input.values }),
  });
  if (!plan.ok) {
    if (plan.reason === 'not_allowed') await refuseNotOffered(ctx, unit, offeredOn, versionKnown);
    refusePlan(plan, input.transitionId, ctx.scope.lang);
  }
  await refuseForeignReferences(ctx, unit.centro_id, definition, plan.diff);
  const responsibleId = await resolveResponsible(ctx, plan.responsible, input.responsibleId, {
    centroId: unit.centro_id,
    processId: unit.process_id,
  });
  const reason = await reasonForChange(ctx, definition, unit, plan.diff, input.reasonForChange);
  await refuseUnacknowledged(ctx, unit, definition, plan.transition, plan.fields);
  // Last of the checks: a password is verified (and a wrong one counted) only for a write that would otherwise run.
  const signature = plan.transition.signature
    ? await checkSigner(ctx, unit, { id: plan.transition.id, signature: plan.transition.signature }, input.signature)
    : undefined;
  // Read before the transaction, not in it: the company's audit turn is held one statement less.
  const storedIndexRows = await readStoredIndexRows(ctx.deps.db.k, unit.id);
  await auditedTransaction(ctx.deps.db.k, ctx.scope, (trx) =>
    writerOf(input).transition(writeEnv(ctx, trx), {
      unit,
      definition,
      transition: plan.transition,
      authorId: ctx.scope.user.id,
      outcome: {
        ...plan,
        state: plan.state ?? unit.current_state,
        responsibleId,
        // A new value of the folder field files the unit there.
        directoryId: filingFolder(definition, plan.fields, unit.directory_id),
      },
      uploads: uploadsOf(ctx, input.files),
      signature,
      reasonForChange: reason,
      storedIndexRows,
      definitionReadAt: loaded.bp.updated_at,
    }),
  );
  return { id: unit.id, uid: unit.uid };
}
