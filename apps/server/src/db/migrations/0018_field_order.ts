import { validateBpDefinition } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { fillFieldGaps } from '../../modules/units/field-gaps.js';
import type { DbKind } from '../dialect.js';

/**
 * A field sort walks the field's typed index in (value, unit id) order and stops at the page
 * (explorer/field-walk.ts) instead of computing every matching unit's value and sorting them all.
 * The index must then hold the unit id right after the value: the id breaks ties, and without it
 * every run of equal values (a severity has three) would be sorted again on each page. The new
 * indexes serve every look-up the old ones did (same leading columns), so they replace them.
 * Building them takes minutes on a million units; SQLite runs no migration in a transaction, so a
 * server stopped meanwhile leaves some built: each step is skipped when already done.
 *
 * Then every unit gets the row with no value of each indexed field it holds no value of, which the
 * walk finds the units without a value by (units/field-gaps.ts; again only where missing).
 */
const TYPED = [
  ['ufv_text', 'text_value'],
  ['ufv_number', 'number_value'],
  ['ufv_date', 'date_value'],
] as const;

export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  for (const [name, column] of TYPED) {
    await db.schema
      .createIndex(`${name}_order`)
      .on('unit_field_values')
      .columns(['site_id', 'field', column, 'unit_id'])
      .ifNotExists()
      .execute();
    await db.schema.dropIndex(name).ifExists().execute();
  }
  const definitions = await db.selectFrom('business_processes').select(['id', 'definition']).execute();
  for (const row of definitions) {
    const checked = validateBpDefinition(JSON.parse(row.definition));
    if (checked.ok) await fillFieldGaps(db, row.id, checked.value);
  }
}
