import crypto from 'node:crypto';
import { BP_MESSAGES, type BpDefinition, type BpProblem, type MessageText } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { RequestContext, Scope } from '../../http/context.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { storedSitePath, urlSitePath } from '../org/repo.js';
import { derivationOf, rederiveUnits, startDerivationPass } from '../units/rederive.js';
import { type CheckedDefinition, checkDefinitionForSite } from './check.js';
import { hasInheritedFallback, referrersOf, unitCountOf, unitStatesOf } from './queries.js';
import { type BusinessProcessRow, bpDefinition } from './repo.js';
import type { UploadedDefinition } from './upload.js';

/** The columns a definition sets (shell-and-admin §3 BP record), besides the stored text. */
function columnsOf(text: string, { definition, processId }: CheckedDefinition) {
  const bp = definition.business_process;
  return {
    name: bp.info.name.es,
    type: bp.info.type,
    description: bp.info.description?.es ?? '',
    is_shared: bp.info.shared ? 1 : 0,
    has_charts: (bp.charts?.charts.length ?? 0) > 0 ? 1 : 0,
    process_id: processId,
    definition: text,
  };
}

/** The audit keeps what identifies a version, not the (possibly large) text itself. */
const auditSummary = (row: Pick<BusinessProcessRow, 'reference' | 'name' | 'process_id' | 'path' | 'definition'>) => ({
  reference: row.reference,
  name: row.name,
  process_id: row.process_id,
  path: urlSitePath(row.path),
  sha256: crypto.createHash('sha256').update(row.definition).digest('hex'),
  bytes: Buffer.byteLength(row.definition),
});

/** shell-and-admin §6: "A business process can be edited only if its site path equals the current site path." */
export function assertEditableHere(scope: Scope, row: BusinessProcessRow): void {
  if (storedSitePath(row.path) !== storedSitePath(scope.site.path)) {
    throw forbidden(BP_MESSAGES.editOnlyAtOwnPath(urlSitePath(row.path)));
  }
}

const REFERENCE_PATH = 'business_process.info.reference';
const referenceProblem = (message: MessageText): BpProblem => ({ path: REFERENCE_PATH, message });

async function ownReferenceExists(k: Kysely<Database>, scope: Scope, reference: string): Promise<boolean> {
  const row = await k
    .selectFrom('business_processes')
    .select('id')
    .where('site_id', '=', scope.site.id)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** POST: a new BP of the scope's site (a sub-company may override an inherited reference). */
export async function createBusinessProcess(
  ctx: RequestContext,
  upload: UploadedDefinition,
): Promise<BusinessProcessRow> {
  const { db } = ctx.deps;
  const { scope } = ctx;
  if (upload.path?.trim() && storedSitePath(upload.path.trim()) !== storedSitePath(scope.site.path)) {
    throw badRequest({ path: [BP_MESSAGES.pathMismatch] });
  }
  const ownReferences = new Set(
    (
      await db.k.selectFrom('business_processes').select('reference').where('site_id', '=', scope.site.id).execute()
    ).map((r) => r.reference),
  );
  const checked = await checkDefinitionForSite(db, scope, upload.json, (def) => {
    const reference = def.business_process.info.reference;
    return ownReferences.has(reference) ? [referenceProblem(BP_MESSAGES.alreadyExists(reference))] : [];
  });
  const reference = checked.definition.business_process.info.reference;
  const now = nowIso();
  try {
    return await auditedTransaction(db.k, scope, async (trx) => {
      const row = await trx
        .insertInto('business_processes')
        .values({
          site_id: scope.site.id,
          reference,
          path: storedSitePath(scope.site.path),
          ...columnsOf(upload.text, checked),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, scope, {
        entity: 'business_process',
        entityId: row.id,
        action: 'create',
        before: null,
        after: auditSummary(row),
      });
      return row;
    });
  } catch (error) {
    // Two uploads of one reference at once: the unique index lets one in.
    if (await ownReferenceExists(db.k, scope, reference)) {
      throw badRequest({ json_file: [BP_MESSAGES.problem(REFERENCE_PATH, BP_MESSAGES.alreadyExists(reference))] });
    }
    throw error;
  }
}

/** States units of this BP are in: a replacement must keep them, or those units would be stranded. */
function statesStillNeeded(definition: BpDefinition, inUse: ReadonlyArray<{ state: string; units: number }>) {
  const states = new Set(definition.business_process.workflow.states.map((s) => s.id));
  return inUse
    .filter((s) => !states.has(s.state))
    .map((s) => ({ path: 'business_process.workflow.states', message: BP_MESSAGES.stateInUse(s.state, s.units) }));
}

/** A replacement always moves updated_at forward: with the id it keys the parsed-definition cache (repo.ts). */
function laterThan(previous: string): string {
  const now = nowIso();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

/** PUT: replaces a BP's definition by reference; its units and numbering stay. */
export async function replaceBusinessProcess(
  ctx: RequestContext,
  row: BusinessProcessRow,
  upload: UploadedDefinition,
  /** How the units' pass ended, which may be after the answer (the replacement stands either way). */
  onPass: (outcome: { changed: number; ms: number } | { error: unknown }) => void,
): Promise<BusinessProcessRow> {
  const { db } = ctx.deps;
  const { scope } = ctx;
  assertEditableHere(scope, row);
  const inUse = await unitStatesOf(db, scope, row.id);
  const checked = await checkDefinitionForSite(db, scope, upload.json, (def) => [
    ...(def.business_process.info.reference === row.reference
      ? []
      : [referenceProblem(BP_MESSAGES.referenceMismatch(row.reference))]),
    ...statesStillNeeded(def, inUse),
  ]);
  // What the units store from their fields (title, search text, typed index rows) is brought to the
  // new definition when it derives them otherwise: a field added, retyped or made searchable,
  // another title field (units/rederive.ts).
  const rederive = derivationOf(bpDefinition(row)) !== derivationOf(checked.definition);
  const updated = await auditedTransaction(db.k, scope, async (trx) => {
    // The update time as committed now, the row locked (SQLite's write transaction holds the whole
    // database): a replacement racing this one, on any node, is then given a later time, never
    // the same one with another text, which a node's cache would take for what it holds.
    const current = await trx
      .selectFrom('business_processes')
      .select('updated_at')
      .where('id', '=', row.id)
      .$if(db.kind === 'postgres', (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('business_processes')
      .set({ ...columnsOf(upload.text, checked), updated_at: laterThan(current.updated_at) })
      .where('id', '=', row.id)
      .where('site_id', '=', scope.site.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, scope, {
      entity: 'business_process',
      entityId: row.id,
      action: 'update',
      before: auditSummary(row),
      after: auditSummary(updated),
    });
    // Committed with the definition: a pass this process does not finish is taken up later.
    if (rederive) await startDerivationPass(trx, row.id, updated.updated_at);
    return updated;
  });
  // The answer waits for the pass, up to a limit: on a BP of hundreds of thousands of units it
  // takes minutes, and goes on after the answer.
  if (rederive) {
    const started = Date.now();
    const pass = rederiveUnits(db.k, scope, updated, checked.definition);
    pass.then(
      (changed) => onPass({ changed, ms: Date.now() - started }),
      (error: unknown) => onPass({ error }),
    );
    await Promise.race([
      pass.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, REDERIVE_ANSWER_WAIT_MS).unref()),
    ]);
  }
  return updated;
}

/** How long a replacement's answer waits for its units' pass (units/rederive.ts). */
const REDERIVE_ANSWER_WAIT_MS = 10_000;

/** DELETE: only a BP nothing depends on — no units, no other BP naming it without a fallback. */
export async function deleteBusinessProcess(ctx: RequestContext, row: BusinessProcessRow): Promise<void> {
  const { db } = ctx.deps;
  const { scope } = ctx;
  assertEditableHere(scope, row);
  const units = await unitCountOf(db, scope, row.id);
  if (units > 0) throw conflict(BP_MESSAGES.hasUnits(units));
  // An ancestor company's BP of the same reference takes over after the delete: nothing breaks.
  if (!(await hasInheritedFallback(db, scope, row.reference))) {
    const referrers = await referrersOf(db, scope, row);
    if (referrers.length > 0) throw conflict(BP_MESSAGES.referencedBy(referrers));
  }
  try {
    await auditedTransaction(db.k, scope, async (trx) => {
      await trx
        .deleteFrom('business_processes')
        .where('id', '=', row.id)
        .where('site_id', '=', scope.site.id)
        .execute();
      await recordAudit(trx, scope, {
        entity: 'business_process',
        entityId: row.id,
        action: 'delete',
        before: auditSummary(row),
        after: null,
      });
    });
  } catch (error) {
    // A unit created meanwhile: the foreign key refused the delete.
    const now = await unitCountOf(db, scope, row.id);
    if (now > 0) throw conflict(BP_MESSAGES.hasUnits(now));
    throw error;
  }
}
