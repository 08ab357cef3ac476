/**
 * What a unit's fields point at outside itself: related units and folders. Checked on every
 * write (only what the user may read, only in the unit's company and centro) and kept in step
 * (unit_relations, the filing folder).
 */
import { type BpDefinition, FIELD_MESSAGES, type FieldError } from '@qualium/contracts';
import type { HistoryChange } from '@qualium/workflow';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { actorForUnit, canRead } from './policy.js';
import { findUnitByUid } from './repo.js';

/** The unit uids a related or relationships field holds (one uid, or a list). */
function uidsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
}

/** Whether two values of a related or relationships field point at the same units. */
function sameUids(a: unknown, b: unknown): boolean {
  const left = [...new Set(uidsOf(a))].sort();
  const right = [...new Set(uidsOf(b))].sort();
  return left.length === right.length && left.every((uid, i) => uid === right[i]);
}

/**
 * Keeps `unit_relations` in step with the unit's related and relationships fields (one row per
 * field and target, `field` naming it), so related lists find the units a field points at from
 * either end: an NC whose "source audit" is an audit shows in that audit's related box. Targets
 * are looked up in the unit's own site only; rows of other origins (a child created from the unit,
 * `field` null) are left alone.
 */
export async function syncFieldRelations(
  trx: Kysely<Database>,
  siteId: number,
  unitId: number,
  definition: BpDefinition,
  fields: Readonly<Record<string, unknown>>,
  at: string,
  /**
   * The unit's fields before this write, as stored (JSON text: parsed only for a BP with such
   * fields); null for a unit created in this transaction (it has no relations yet: none to delete).
   */
  storedBefore: string | null,
): Promise<void> {
  const linking = linkingFields(definition);
  if (linking.length === 0) return;
  const previous = storedBefore === null ? null : (JSON.parse(storedBefore) as Record<string, unknown>);
  // Rows are a function of the values and of which targets exist, and a target only ever goes
  // (its rows with it): values as they were leave the rows as they are, and most transitions move
  // a state or set other fields. Three statements fewer inside the company's audit turn.
  if (previous && linking.every((f) => sameUids(previous[f.id], fields[f.id]))) return;
  if (previous) {
    await trx.deleteFrom('unit_relations').where('from_unit_id', '=', unitId).where('field', 'is not', null).execute();
  }
  const wanted = wantedRelations(linking, fields);
  if (wanted.length === 0) return;
  const targets = await trx
    .selectFrom('units')
    .select(['id', 'uid'])
    .where('site_id', '=', siteId)
    .where('uid', 'in', [...new Set(wanted.map((w) => w.uid))])
    .execute();
  const rows = relationRows(wanted, new Map(targets.map((t) => [t.uid, t.id])), { siteId, unitId, at });
  if (rows.length > 0) await trx.insertInto('unit_relations').values(rows).execute();
}

type LinkingField = BpDefinition['business_process']['model']['fields'][number];

/** The definition's related and relationships fields. */
const linkingFields = (definition: BpDefinition): LinkingField[] =>
  definition.business_process.model.fields.filter((f) => f.kind === 'related' || f.kind === 'relationships');

/** Each (field, uid) the unit's related and relationships fields point at. */
function wantedRelations(linking: readonly LinkingField[], fields: Readonly<Record<string, unknown>>) {
  return linking.flatMap((f) => uidsOf(fields[f.id]).map((uid) => ({ field: f.id, uid })));
}

/** The relation rows to the targets found (by uid), the unit itself left out. */
function relationRows(
  wanted: ReadonlyArray<{ field: string; uid: string }>,
  idOf: ReadonlyMap<string, number>,
  at: { siteId: number; unitId: number; at: string },
) {
  return wanted
    .filter((w) => idOf.has(w.uid) && idOf.get(w.uid) !== at.unitId)
    .map((w) => ({
      site_id: at.siteId,
      from_unit_id: at.unitId,
      to_unit_id: idOf.get(w.uid)!,
      field: w.field,
      created_at: at.at,
    }));
}

/**
 * A new unit's relation rows when the caller knows every unit its fields point at (their ids by
 * uid, of the unit's own company: a notification's `parent_unit` is the unit written): nothing to
 * look up, so they go with the unit's other rows (units/writer.ts). Null when one is not known.
 */
export function knownRelationRows(
  definition: BpDefinition,
  fields: Readonly<Record<string, unknown>>,
  known: ReadonlyMap<string, number>,
  at: { siteId: number; unitId: number; at: string },
) {
  const wanted = wantedRelations(linkingFields(definition), fields);
  return wanted.every((w) => known.has(w.uid)) ? relationRows(wanted, known, at) : null;
}

/**
 * The units a write's related and relationships values newly point at must be units the user may
 * read, in the scope's site, of the field's target BP: a uid of another company, of an unreadable
 * unit or of another BP is refused under its field (`invalid_value`), before anything is written.
 * Values kept from before are not checked again. Answers the problems by field, empty when none.
 */
export async function relatedReferenceErrors(
  db: Db,
  scope: Scope,
  definition: BpDefinition,
  diff: readonly HistoryChange[],
): Promise<Record<string, FieldError[]>> {
  const errors: Record<string, FieldError[]> = {};
  for (const change of diff) {
    if (change.kind === 'removed') continue;
    const field = definition.business_process.model.fields.find((f) => f.id === change.field);
    if (field?.kind !== 'related' && field?.kind !== 'relationships') continue;
    const before = new Set(uidsOf(change.kind === 'changed' ? change.old : null));
    for (const uid of uidsOf(change.new).filter((u) => !before.has(u))) {
      const unit = await findUnitByUid(db, scope, uid);
      const target = field.target_business_process;
      const readable =
        unit !== undefined &&
        (target === undefined || unit.bp_reference === target) &&
        canRead(await actorForUnit(db, scope, unit));
      if (!readable) {
        errors[field.id] = [{ code: FIELD_MESSAGES.invalidValue }];
        break;
      }
    }
  }
  return errors;
}

/** The folder a unit is filed in: its BP's folder field when it has one, else the `directory` given. */
export function filingFolder(
  definition: BpDefinition,
  fields: Readonly<Record<string, unknown>>,
  given: number | null | undefined,
): number | null {
  const folderField = definition.business_process.model.fields.find((f) => f.kind === 'directory');
  const value = folderField ? fields[folderField.id] : undefined;
  if (typeof value === 'number') return value;
  return given ?? null;
}

/**
 * Folders named by a write (its folder field, or the `directory` control of a creation) must be
 * folders of the unit's own centro: a unit is never filed in another centro's, or another
 * company's, folder. Answers the problems by field (`directory` for the control).
 */
export async function folderErrors(
  db: Db,
  scope: Scope,
  centroId: number,
  definition: BpDefinition,
  diff: readonly HistoryChange[],
  given: number | null | undefined,
): Promise<Record<string, FieldError[]>> {
  const named: Array<[string, unknown]> = diff
    .filter((c) => c.kind !== 'removed')
    .filter((c) => definition.business_process.model.fields.some((f) => f.id === c.field && f.kind === 'directory'))
    .map((c) => [c.field, (c as { new: unknown }).new]);
  if (given !== undefined && given !== null) named.push(['directory', given]);
  const errors: Record<string, FieldError[]> = {};
  for (const [field, id] of named) {
    const folder =
      typeof id === 'number'
        ? await db.k
            .selectFrom('directories')
            .select('id')
            .where('id', '=', id)
            .where('site_id', '=', scope.site.id)
            .where('centro_id', '=', centroId)
            .executeTakeFirst()
        : undefined;
    if (!folder) errors[field] = [{ code: FIELD_MESSAGES.invalidValue }];
  }
  return errors;
}
