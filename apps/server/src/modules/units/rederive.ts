import type { BpDefinition } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type FieldIndexRow,
  fieldIndexRows,
  fieldsWithChangedRows,
  indexColumnOf,
  searchTextOf,
  titleOf,
} from './stored-fields.js';

/**
 * What a BP definition derives from each unit's fields and stores beside them: the title, the
 * search text and the typed index rows (stored-fields.ts). A unit write keeps them in step with
 * the definition it writes under; a definition replacement that changes how any of them is
 * derived brings every unit of the BP to the new definition in its own transaction, so that
 * lists, sorts, filters and searches never answer from what an earlier definition derived.
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

/** Units read, and their index rows compared, at once: a batch's ids fit in one statement on both databases. */
const BATCH = 500;
/** Index rows per insert (six columns each, well inside SQLite's parameter limit). */
const INSERT_ROWS = 1000;

/**
 * Brings every unit of the BP to `definition`: its title and search text where they differ (one
 * UPDATE each, so the units' triggers log the change for kept lists), and the index rows of the
 * fields whose rows differ (rewritten as a write does). Units already in step cost a read. Runs
 * in the replacement's transaction: a unit is never seen with one definition's text and another's
 * rows. Answers how many units changed.
 */
export async function rederiveUnits(
  trx: Kysely<Database>,
  businessProcessId: number,
  definition: BpDefinition,
): Promise<number> {
  let changedUnits = 0;
  for (let after = 0; ; ) {
    const units = await trx
      .selectFrom('units')
      // Every company's units of the BP: a company's BP also serves the companies below it.
      .select(['id', 'site_id', 'reference', 'title', 'search_text', 'fields'])
      .where('business_process_id', '=', businessProcessId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (units.length === 0) return changedUnits;
    after = units.at(-1)!.id;
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
    for (const unit of units) {
      const fields = JSON.parse(unit.fields) as Record<string, unknown>;
      const title = titleOf(definition, fields, unit.reference);
      const searchText = searchTextOf(definition, fields, unit.reference, title);
      const texts = {
        ...(title !== unit.title ? { title } : {}),
        // Only when it changed: on SQLite the search index takes every trigram out and in again.
        ...(searchText !== unit.search_text ? { search_text: searchText } : {}),
      };
      if (Object.keys(texts).length > 0) await trx.updateTable('units').set(texts).where('id', '=', unit.id).execute();
      const wanted = fieldIndexRows(definition, fields);
      const changed = fieldsWithChangedRows(storedOf.get(unit.id) ?? [], wanted);
      if (changed.length > 0) {
        await trx
          .deleteFrom('unit_field_values')
          .where('unit_id', '=', unit.id)
          .where('field', 'in', changed)
          .execute();
        const rewritten = new Set(changed);
        for (const row of wanted)
          if (rewritten.has(row.field)) inserts.push({ ...row, site_id: unit.site_id, unit_id: unit.id });
      }
      if (Object.keys(texts).length > 0 || changed.length > 0) changedUnits++;
    }
    for (let i = 0; i < inserts.length; i += INSERT_ROWS) {
      await trx
        .insertInto('unit_field_values')
        .values(inserts.slice(i, i + INSERT_ROWS))
        .execute();
    }
  }
}
