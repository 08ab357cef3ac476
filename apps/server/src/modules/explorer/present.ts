import {
  type BpDefinition,
  type BpViewColumn,
  DEFAULT_CARD_COLUMNS,
  DEFAULT_TABLE_COLUMNS,
  localizedText,
  type UnitColumn,
  type UnitListItem,
} from '@qualium/contracts';
import { isOverdue } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { siteCentroLabels } from '../shared/catalog.js';
import { centroToday } from '../shared/centro-day.js';
import { listPictures } from '../shared/list-pictures.js';
import { columnValue, type ListRow, stateOf, userRef } from '../shared/list-row.js';
import { type Lookups, loadLookups } from '../shared/readable.js';
import { resolveRef } from './refs.js';
import type { ListedBp } from './scope.js';

/**
 * Rows of a unit list as tables, cards and calendars show them (records-explorer §3 unit
 * collection): the unit's own attributes, plus readable values of the columns its views show.
 */

/** Columns of lists spanning several BPs (global search, to-do list, related list). */
const MULTI_BP_COLUMNS: readonly UnitColumn[] = [
  'reference',
  'title',
  'business_process_name',
  'centro',
  'current_workflow_state',
  'current_workflow_responsible',
  'current_workflow_limit',
];

export function viewColumns(definition: BpDefinition, kind: 'table' | 'cards'): BpViewColumn[] {
  const view = definition.business_process.views.find((v) => v.kind === kind);
  if (view && (view.kind === 'table' || view.kind === 'cards')) return view.columns;
  return (kind === 'table' ? DEFAULT_TABLE_COLUMNS : DEFAULT_CARD_COLUMNS).map((field) => ({ field, sortable: true }));
}

/** The table columns of a list: the BP's first table view (default columns otherwise), or the multi-BP set. */
export function listColumns(named: ListedBp | null, labels: Record<string, string>, lang: string) {
  if (!named) return MULTI_BP_COLUMNS.map((name) => ({ name, label: labels[name] ?? name, sortable: true }));
  return viewColumns(named.definition, 'table').map((c) => ({
    name: c.field,
    label: c.label ? localizedText(c.label, lang) : (labels[c.field] ?? c.field),
    sortable: c.sortable && resolveRef(c.field, [named.definition]) !== null,
  }));
}

/** What one BP's rows carry as readable values: its table and card columns and the list's own. */
function shownColumns(definition: BpDefinition, extra: readonly string[]): string[] {
  return [
    ...new Set([
      ...viewColumns(definition, 'table').map((c) => c.field),
      ...viewColumns(definition, 'cards').map((c) => c.field),
      ...extra,
    ]),
  ];
}

/** Names of people, folders, centros and related units the shown values need, in one go per BP. */
async function lookupsFor(
  db: Db,
  scope: Scope,
  definition: BpDefinition,
  rows: ListRow[],
  fieldsOf: (row: ListRow) => Record<string, unknown>,
  columns: string[],
) {
  const values = rows.map((r) => {
    const fields = fieldsOf(r);
    return Object.fromEntries(columns.map((c) => [c, fields[c]]));
  });
  const people = rows
    .flatMap((r) => [r.current_responsible_id, r.creator_id])
    .filter((id): id is number => id !== null);
  return loadLookups(db, scope, definition, values, people);
}

export async function presentListItems(
  db: Db,
  scope: Scope,
  rows: ListRow[],
  bps: readonly ListedBp[],
  extraColumns: readonly string[],
  now: Date,
): Promise<UnitListItem[]> {
  if (rows.length === 0) return [];
  const lang = scope.lang;
  const today = centroToday(now);
  const bpOf = new Map(bps.flatMap((b) => b.ids.map((id) => [id, b] as const)));
  // A list covers the scope's company only: its centros are all it can show.
  const centroOf = await siteCentroLabels(db, scope);
  const centros = [...new Set(rows.map((r) => r.centro_id))].flatMap((id) => centroOf.get(id) ?? []);
  // Each row's fields parsed once: the lookups and the row's values both read them.
  const parsed = new Map(rows.map((r) => [r, JSON.parse(r.fields) as Record<string, unknown>]));
  const fieldsOf = (row: ListRow) => parsed.get(row)!;
  const groups = new Map<ListedBp, { columns: string[]; lookups: Lookups }>();
  await Promise.all(
    [...new Set(rows.map((r) => bpOf.get(r.business_process_id)!))].map(async (bp) => {
      const columns = shownColumns(bp.definition, extraColumns);
      const mine = rows.filter((r) => bpOf.get(r.business_process_id) === bp);
      const lookups = await lookupsFor(db, scope, bp.definition, mine, fieldsOf, columns);
      for (const c of centros) lookups.centros.set(c.id, c.name);
      groups.set(bp, { columns, lookups });
    }),
  );

  return rows.map((row) => {
    const bp = bpOf.get(row.business_process_id)!;
    const { columns, lookups } = groups.get(bp)!;
    const definition = bp.definition;
    const bpName = localizedText(definition.business_process.info.name, lang);
    const fields = fieldsOf(row);
    const state = stateOf(definition, row.current_state, lang);
    const centro = centroOf.get(row.centro_id);
    return {
      uid: row.uid,
      instance_id: row.id,
      reference: row.reference,
      title: row.title,
      business_process: bp.row.reference,
      business_process_name: bpName,
      centro: { id: row.centro_id, name: centro?.name ?? String(row.centro_id), logo: centro?.logo ?? null },
      current_workflow_state: state,
      current_workflow_responsible: userRef(lookups, row.current_responsible_id),
      current_workflow_limit: row.current_limit,
      is_overdue: !state.closed && isOverdue(row.current_limit, today),
      fecha_creacion: row.created_at,
      fecha_cierre: row.fecha_cierre,
      creador: userRef(lookups, row.creator_id),
      values: Object.fromEntries(
        columns.map((c) => [c, columnValue(c, row, definition, lang, lookups, fields, bpName)]),
      ),
      pictures: listPictures(definition, columns, fields, lookups),
    };
  });
}
