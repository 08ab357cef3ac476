import type { BpDefinition } from '@qualium/contracts';
import { formatReference } from '@qualium/workflow';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, UnitsTable } from '../db/schema.js';
import { bpDefinition } from '../modules/bp/repo.js';
import { Random } from './demo-random.js';

/**
 * `npm run seed -- --units N --bulk`: N more units for load tests in minutes rather than hours.
 * Each new unit is a copy of one of the units the demo stories wrote through the units service
 * (its fields, their typed index rows, its file versions and its workflow history), with the next
 * number, uid and reference of its business process, moved in time by whole days: closed units up
 * to three years back, open ones within a month either way, so the to-do list keeps its shape. The
 * copies are as valid as their originals for every read path (explorer, viewer, reports); they only
 * skip the transitions' own cost, which bench/transitions.mjs measures.
 */

export interface BulkOptions {
  count: number;
  /** Copy only units of this business process reference (e.g. NC). */
  bp?: string;
  /** Copy only units of this centro (by url_name), e.g. to make one very large centro. */
  centro?: string;
  seed?: number;
  onProgress?: (message: string) => void;
}

type UnitRow = Selectable<UnitsTable>;
type FieldValueRow = Selectable<Database['unit_field_values']>;
type HistoryRow = Selectable<Database['workflow_history']>;
type FileVersionRow = Selectable<Database['file_versions']>;

interface Template {
  unit: UnitRow;
  values: FieldValueRow[];
  history: HistoryRow[];
  files: FileVersionRow[];
}

/** Units per INSERT: under SQLite's 32,766 bound parameters and PostgreSQL's 65,535. */
const BATCH = 400;
const DAY_MS = 86_400_000;

/** Every ISO date or timestamp in a text moved by `days` (day precision keeps the time of day). */
function shiftDates(text: string, days: number): string {
  if (days === 0) return text;
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z)?/g, (whole, day: string, time = '') => {
    const ms = Date.parse(`${day}T00:00:00Z`);
    if (Number.isNaN(ms)) return whole;
    return `${new Date(ms + days * DAY_MS).toISOString().slice(0, 10)}${time}`;
  });
}
const shift = <T extends string | null>(value: T, days: number): T =>
  (value === null ? null : shiftDates(value, days)) as T;

async function loadTemplates(db: Db, opts: BulkOptions): Promise<Template[]> {
  let query = db.k.selectFrom('units').selectAll('units');
  if (opts.bp) query = query.where('units.bp_reference', '=', opts.bp);
  if (opts.centro) {
    query = query.innerJoin('centros', 'centros.id', 'units.centro_id').where('centros.url_name', '=', opts.centro);
  }
  const units = await query.orderBy('units.id').execute();
  if (units.length === 0) throw new Error('Bulk units: no unit to copy (seed the demo first, or check --bp/--centro)');
  const ids = units.map((u) => u.id);
  const byUnit = <R extends { unit_id: number }>(rows: R[]) => {
    const map = new Map<number, R[]>();
    for (const r of rows) map.set(r.unit_id, [...(map.get(r.unit_id) ?? []), r]);
    return map;
  };
  const chunks = <T>(list: T[], size: number) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  const values: FieldValueRow[] = [];
  const history: HistoryRow[] = [];
  const files: FileVersionRow[] = [];
  for (const part of chunks(ids, 5000)) {
    values.push(...(await db.k.selectFrom('unit_field_values').selectAll().where('unit_id', 'in', part).execute()));
    history.push(
      ...(await db.k.selectFrom('workflow_history').selectAll().where('unit_id', 'in', part).orderBy('id').execute()),
    );
    files.push(...(await db.k.selectFrom('file_versions').selectAll().where('unit_id', 'in', part).execute()));
  }
  const [v, h, f] = [byUnit(values), byUnit(history), byUnit(files)];
  return units.map((unit) => ({
    unit,
    values: v.get(unit.id) ?? [],
    history: h.get(unit.id) ?? [],
    files: f.get(unit.id) ?? [],
  }));
}

/** Copies of the demo's units; answers how many were made. */
export async function seedBulkUnits(db: Db, opts: BulkOptions): Promise<number> {
  const rnd = new Random(opts.seed ?? 0xb0b);
  const templates = await loadTemplates(db, opts);
  const bps = await db.k.selectFrom('business_processes').selectAll().execute();
  const definitions = new Map<number, BpDefinition>(bps.map((b) => [b.id, bpDefinition(b)]));
  const nextNumber = new Map<number, number>(bps.map((b) => [b.id, b.next_number]));
  let made = 0;
  while (made < opts.count) {
    const size = Math.min(BATCH, opts.count - made);
    await db.k.transaction().execute(async (trx) => {
      const copies = Array.from({ length: size }, () => {
        const t = templates[rnd.int(0, templates.length - 1)] as Template;
        const days = t.unit.is_closed ? -rnd.int(0, 1095) : rnd.int(-30, 30);
        const number = nextNumber.get(t.unit.business_process_id) ?? 1;
        nextNumber.set(t.unit.business_process_id, number + 1);
        return { t, days, number };
      });
      const rows: Array<Insertable<UnitsTable>> = copies.map(({ t, days, number }) => {
        const u = t.unit;
        const info = definitions.get(u.business_process_id)?.business_process.info;
        const created = shift(u.created_at, days);
        const reference = info
          ? formatReference(info.numbering, { reference: info.reference, number, date: created.slice(0, 10) })
          : `${u.bp_reference}-${number}`;
        const { id: _id, ...rest } = u;
        return {
          ...rest,
          number,
          uid: `QUnit#${u.bp_reference}#${u.site_id}#${number}`,
          reference,
          search_text: u.search_text.replace(u.reference.toLowerCase(), reference.toLowerCase()),
          fields: shiftDates(u.fields, days),
          current_limit: shift(u.current_limit, days),
          fecha_cierre: shift(u.fecha_cierre, days),
          created_at: created,
          updated_at: shift(u.updated_at, days),
          version: 1,
        };
      });
      const ids = await trx.insertInto('units').values(rows).returning('id').execute();
      const valueRows = copies.flatMap(({ t, days }, i) =>
        t.values.map((v) => ({ ...v, unit_id: ids[i]!.id, date_value: shift(v.date_value, days) })),
      );
      const historyRows = copies.flatMap(({ t, days }, i) =>
        t.history.map(({ id: _id, ...h }) => ({
          ...h,
          unit_id: ids[i]!.id,
          limit_date: shift(h.limit_date, days),
          created_at: shift(h.created_at, days),
        })),
      );
      const fileRows = copies.flatMap(({ t, days }, i) =>
        t.files.map(({ id: _id, ...f }) => ({
          ...f,
          unit_id: ids[i]!.id,
          modified_at: shift(f.modified_at, days),
          created_at: shift(f.created_at, days),
        })),
      );
      for (let i = 0; i < valueRows.length; i += 4 * BATCH)
        await trx
          .insertInto('unit_field_values')
          .values(valueRows.slice(i, i + 4 * BATCH))
          .execute();
      for (let i = 0; i < historyRows.length; i += BATCH)
        await trx
          .insertInto('workflow_history')
          .values(historyRows.slice(i, i + BATCH))
          .execute();
      for (let i = 0; i < fileRows.length; i += BATCH)
        await trx
          .insertInto('file_versions')
          .values(fileRows.slice(i, i + BATCH))
          .execute();
      for (const [id, next] of nextNumber) {
        await trx.updateTable('business_processes').set({ next_number: next }).where('id', '=', id).execute();
      }
    });
    made += size;
    if (made % 20_000 < BATCH) opts.onProgress?.(`Bulk units: ${made}/${opts.count}`);
  }
  return made;
}
