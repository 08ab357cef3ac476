import { localizedText } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import type { ListedBp } from '../explorer/scope.js';
import { columnValue, type ListRow } from '../shared/list-row.js';
import { loadLookups } from '../shared/readable.js';
import { numberOf, type ValueKind, valueKindOf, wallClockDate } from './values.js';

/**
 * The cells of a list report's rows: the value of each placeholder for each unit, as the explorer's
 * columns read it (people, states, choices, folders… by name), except dates and numbers, which stay
 * dates and numbers so that the spreadsheet can sort, filter and add them up.
 */
export type ReportCell = string | number | Date | null;

/** The stored value behind a date or number placeholder. */
function rawValue(name: string, row: ListRow, fields: Record<string, unknown>): unknown {
  switch (name) {
    case 'current_workflow_limit':
      return row.current_limit;
    case 'fecha_cierre':
      return row.fecha_cierre;
    case 'fecha_creacion':
      return row.created_at;
    default:
      return fields[name];
  }
}

export class ListRowPresenter {
  private readonly kinds: ValueKind[];
  private readonly centros = new Map<number, string>();

  constructor(
    private readonly db: Db,
    private readonly scope: Scope,
    private readonly bp: ListedBp,
    private readonly names: readonly string[],
  ) {
    this.kinds = names.map((name) => valueKindOf(name, bp.definition));
  }

  /** Centro names, read once per centro for the whole export. */
  private async centroNames(rows: readonly ListRow[]): Promise<Map<number, string>> {
    const missing = [...new Set(rows.map((r) => r.centro_id))].filter((id) => !this.centros.has(id));
    if (missing.length > 0) {
      const found = await this.db.k
        .selectFrom('centros')
        .select(['id', 'name'])
        .where('site_id', '=', this.scope.site.id)
        .where('id', 'in', missing)
        .execute();
      for (const c of found) this.centros.set(c.id, c.name);
    }
    return this.centros;
  }

  async present(rows: readonly ListRow[]): Promise<ReportCell[][]> {
    const { definition } = this.bp;
    const lang = this.scope.lang;
    const bpName = localizedText(definition.business_process.info.name, lang);
    const values = rows.map((r) => JSON.parse(r.fields) as Record<string, unknown>);
    const people = rows.flatMap((r) => [r.current_responsible_id, r.creator_id]).filter((id) => id !== null);
    const lookups = await loadLookups(this.db, this.scope, definition, values, people);
    for (const [id, name] of await this.centroNames(rows)) lookups.centros.set(id, name);
    return rows.map((row, i) => {
      const fields = values[i]!;
      return this.names.map((name, c): ReportCell => {
        const kind = this.kinds[c]!;
        if (name === 'uid') return row.uid;
        if (kind.type === 'date' || kind.type === 'datetime') {
          return wallClockDate(rawValue(name, row, fields), kind.type === 'datetime');
        }
        if (kind.type === 'number') return numberOf(rawValue(name, row, fields));
        return columnValue(name, row, definition, lang, lookups, fields, bpName) || null;
      });
    });
  }
}
