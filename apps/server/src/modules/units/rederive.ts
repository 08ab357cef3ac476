import type { BpDefinition } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AuditAuthor, auditedTransaction } from '../audit/write.js';
import { bpDefinition } from '../bp/repo.js';
import {
  type FieldIndexRow,
  fieldIndexRows,
  indexColumnOf,
  indexRowsToRewrite,
  searchTextOf,
  titleOf,
} from './stored-fields.js';

/**
 * What a BP definition derives from each unit's fields and stores beside them: the title, the
 * search text and the typed index rows (stored-fields.ts). A unit write keeps them in step with
 * the definition it writes under; a definition replacement that changes how any of them is
 * derived brings every unit of the BP to the new definition right after it commits, so that
 * lists, sorts, filters and searches answer from what the new definition derives.
 */

/**
 * Everything the derivation depends on, as one comparable text: the title field, the searchable
 * fields in order (the search text joins them so), and each indexed field with how its values
 * become rows (the typed column, and `time_event`, whose rows are its days). Labels, options,
 * forms and the workflow derive nothing stored.
 */
export function derivationOf(definition: BpDefinition): string {
  const { info, model } = definition.business_process;
  return JSON.stringify([
    info.title_field ?? null,
    model.fields.filter((f) => f.searchable).map((f) => f.id),
    model.fields.flatMap((f) => {
      const column = indexColumnOf(f.kind);
      return column === null ? [] : [[f.id, f.kind === 'time_event' ? f.kind : column]];
    }),
  ]);
}

/**
 * Units read, compared and brought up to date per transaction: on SQLite the write lock is held
 * for one batch at a time (some 50–100 ms when every unit's search text changes).
 */
const BATCH = 100;
/**
 * The pause after each batch, as a share of the batch's own time, and at least BATCH_PAUSE_MIN_MS:
 * another server process waiting for SQLite's write lock tries again every millisecond, and one
 * that found it taken for 5 s would fail its write. Without the pause the pass took the lock
 * again the moment it let it go, and the other process's writes failed (measured).
 */
const BATCH_PAUSE_SHARE = 0.5;
const BATCH_PAUSE_MIN_MS = 10;
/** Index rows per insert (six columns each, well inside SQLite's parameter limit). */
const INSERT_ROWS = 1000;
/**
 * How long a pass's row (`derivation_passes`) stays held past the process's last batch. A server
 * stopped during a pass stops renewing it; once it lapses, any node's primary process takes the
 * pass up where it got to (`resumeDerivationPasses`, run every DERIVATION_HOLD_MS by main.ts).
 */
export const DERIVATION_HOLD_MS = 60_000;
const holdFromNow = () => new Date(Date.now() + DERIVATION_HOLD_MS).toISOString();

/**
 * Records, in the replacement's own transaction, that the BP's units are to be brought to the
 * definition it stores (`updatedAt`): from the first unit, whatever a pass for an earlier
 * definition had done. The row commits with the definition, so no replacement is left without its
 * pass, whatever happens to the process after the commit.
 */
export async function startDerivationPass(trx: Kysely<Database>, bpId: number, updatedAt: string): Promise<void> {
  const pass = { definition_updated_at: updatedAt, after_unit_id: 0, held_until: holdFromNow() };
  await trx
    .insertInto('derivation_passes')
    .values({ business_process_id: bpId, ...pass })
    .onConflict((c) => c.column('business_process_id').doUpdateSet(pass))
    .execute();
}

/**
 * Brings every unit of the BP (every company's: a company's BP also serves the companies below
 * it) to `definition`, after the replacement that stored it has committed, `BATCH` units per
 * transaction, each begun with the owner company's audit turn like any write and followed by a
 * pause, so that other writes take the lock between them. A unit whose title
 * or search text differs gets them (only what differs: on SQLite the search index takes every
 * trigram of a changed text out and in again); one whose index rows differ gets the rows of those
 * fields rewritten as a write does. Either way its row is updated at the version read, which the
 * units' triggers log for kept lists, charts and calendars; a unit written meanwhile (under the
 * new definition, since a write planned with the old one is refused) is left as it is. Stops when
 * the BP's definition is replaced again (that replacement runs a pass of its own). Answers how
 * many units changed.
 */
export async function rederiveUnits(
  k: Kysely<Database>,
  owner: Pick<AuditAuthor, 'site'>,
  bp: { id: number; updated_at: string },
  definition: BpDefinition,
): Promise<number> {
  let changedUnits = 0;
  for (;;) {
    const started = Date.now();
    const batch = await auditedTransaction(k, owner, (trx) => rederiveBatch(trx, bp, definition));
    if (!batch) return changedUnits;
    changedUnits += batch.changed;
    const pause = Math.max(BATCH_PAUSE_MIN_MS, (Date.now() - started) * BATCH_PAUSE_SHARE);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * The next batch of units, after those the pass's row says are done, brought up to date; the row
 * moves on in the same transaction (deleted when no unit is left). Null when the pass is over: done,
 * or its row taken over by a later replacement's pass.
 */
async function rederiveBatch(
  trx: Kysely<Database>,
  bp: { id: number; updated_at: string },
  definition: BpDefinition,
): Promise<{ changed: number } | null> {
  const pass = await trx
    .selectFrom('derivation_passes')
    .select('after_unit_id')
    .where('business_process_id', '=', bp.id)
    .where('definition_updated_at', '=', bp.updated_at)
    .executeTakeFirst();
  if (!pass) return null;
  const units = await trx
    .selectFrom('units')
    .select(['id', 'site_id', 'version', 'reference', 'title', 'search_text', 'fields'])
    .where('business_process_id', '=', bp.id)
    .where('id', '>', pass.after_unit_id)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (units.length === 0) {
    await trx
      .deleteFrom('derivation_passes')
      .where('business_process_id', '=', bp.id)
      .where('definition_updated_at', '=', bp.updated_at)
      .execute();
    return null;
  }
  const stored = await trx
    .selectFrom('unit_field_values')
    .select(['unit_id', 'field', 'text_value', 'number_value', 'date_value'])
    .where(
      'unit_id',
      'in',
      units.map((u) => u.id),
    )
    .execute();
  const storedOf = new Map<number, FieldIndexRow[]>();
  for (const { unit_id, ...row } of stored) storedOf.set(unit_id, [...(storedOf.get(unit_id) ?? []), row]);
  const inserts: Array<FieldIndexRow & { site_id: number; unit_id: number }> = [];
  let changed = 0;
  for (const unit of units) {
    const fields = JSON.parse(unit.fields) as Record<string, unknown>;
    const title = titleOf(definition, fields, unit.reference);
    const searchText = searchTextOf(definition, fields, unit.reference, title);
    const texts = {
      ...(title !== unit.title ? { title } : {}),
      ...(searchText !== unit.search_text ? { search_text: searchText } : {}),
    };
    const rewrite = indexRowsToRewrite(storedOf.get(unit.id) ?? [], fieldIndexRows(definition, fields));
    if (Object.keys(texts).length === 0 && rewrite.fields.length === 0) continue;
    const updated = await trx
      .updateTable('units')
      .set({ ...texts, version: unit.version })
      .where('id', '=', unit.id)
      .where('version', '=', unit.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) continue;
    changed++;
    if (rewrite.fields.length === 0) continue;
    await trx
      .deleteFrom('unit_field_values')
      .where('unit_id', '=', unit.id)
      .where('field', 'in', rewrite.fields)
      .execute();
    for (const row of rewrite.rows) inserts.push({ ...row, site_id: unit.site_id, unit_id: unit.id });
  }
  for (let i = 0; i < inserts.length; i += INSERT_ROWS) {
    await trx
      .insertInto('unit_field_values')
      .values(inserts.slice(i, i + INSERT_ROWS))
      .execute();
  }
  await trx
    .updateTable('derivation_passes')
    .set({ after_unit_id: units.at(-1)!.id, held_until: holdFromNow() })
    .where('business_process_id', '=', bp.id)
    .where('definition_updated_at', '=', bp.updated_at)
    .execute();
  return { changed };
}

/**
 * Takes up the passes whose process stopped renewing their row (a server stopped or killed during
 * a pass) and runs each from where it got to. A pass is taken by one process only: its row's hold
 * is moved on only if nobody moved it since it was read. Answers each pass's outcome to `onPass`.
 */
export async function resumeDerivationPasses(
  k: Kysely<Database>,
  onPass: (reference: string, outcome: { changed: number } | { error: unknown }) => void,
): Promise<number> {
  const lapsed = await k
    .selectFrom('derivation_passes as p')
    .innerJoin('business_processes as bp', 'bp.id', 'p.business_process_id')
    .select(['bp.id', 'bp.site_id', 'bp.reference', 'bp.updated_at', 'bp.definition', 'p.held_until'])
    // Only replacements move a BP's update time, and each writes its pass's row with it.
    .whereRef('p.definition_updated_at', '=', 'bp.updated_at')
    .where('p.held_until', '<', new Date().toISOString())
    .execute();
  let resumed = 0;
  for (const bp of lapsed) {
    const taken = await k
      .updateTable('derivation_passes')
      .set({ held_until: holdFromNow() })
      .where('business_process_id', '=', bp.id)
      .where('held_until', '=', bp.held_until)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    resumed++;
    await rederiveUnits(k, { site: { id: bp.site_id } }, bp, bpDefinition(bp)).then(
      (changed) => onPass(bp.reference, { changed }),
      (error: unknown) => onPass(bp.reference, { error }),
    );
  }
  return resumed;
}
