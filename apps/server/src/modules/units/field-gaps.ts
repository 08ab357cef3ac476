import type { BpDefinition } from '@qualium/contracts';
import { type Kysely, sql } from 'kysely';
import { indexedFields } from './stored-fields.js';

/**
 * Gives every unit of a BP definition row the typed-index row with no value (stored-fields.ts)
 * for each indexed field it has no row of: units written before such rows were (migration 0018,
 * on its untyped database handle). A field sort finds the units without a value through these
 * rows (explorer/field-walk.ts); without them a unit would be missing from its list's order. One
 * INSERT … SELECT per field. A definition replaced since brings its units' rows to it through
 * rederive.ts instead, which also fills these gaps.
 */
export async function fillFieldGaps(k: Kysely<any>, businessProcessId: number, definition: BpDefinition) {
  for (const field of indexedFields(definition)) {
    await sql`
      insert into unit_field_values (site_id, unit_id, field)
      select u.site_id, u.id, ${field} from units u
      where u.business_process_id = ${businessProcessId}
        and not exists (select 1 from unit_field_values v where v.unit_id = u.id and v.field = ${field})`.execute(k);
  }
}
