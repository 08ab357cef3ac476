import {
  EXPLORER_MESSAGES,
  type ExplorerCursor,
  type ExplorerQuery,
  localizedText,
  QUNIT_UID_PREFIX,
  type RelatedQuery,
  type UnitCollection,
} from '@qualium/contracts';
import { executeByKey } from '../../db/compiled-by-key.js';
import type { Db } from '../../db/database.js';
import type { CentroContext, RequestContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { LIST_ROW_COLUMNS } from '../shared/list-row.js';
import { loadReadableUnit } from '../units/read.js';
import type { ExplorerCaches } from './caches.js';
import { isFieldSort, walkFieldOrder, walksFieldOrder } from './field-walk.js';
import { type ListRules, type ResolvedList, resolveList, resolveSort } from './filters.js';
import { definitionsKey } from './kept-keys.js';
import { afterCursor, cursorAt, cursorOf } from './keyset.js';
import { columnLabels } from './labels.js';
import { listColumns, presentListItems } from './present.js';
import {
  countableFromCounters,
  countUnits,
  filteredUnits,
  orderUnits,
  type SortSpec,
  statementKey,
  type UnitFilter,
  withSearchFound,
} from './query.js';
import { type ListWindows, listRowsOf, pageFromWindow, servedByWindow, type WindowPage } from './window.js';

/**
 * The unit lists (records-explorer §7): explorer, global search, to-do list and related list share
 * one query path; they differ in which BPs and centros they cover (ListRules).
 */
export async function listUnits(
  ctx: RequestContext,
  query: ExplorerQuery,
  rules: ListRules,
  caches?: ExplorerCaches,
): Promise<UnitCollection> {
  const { scope } = ctx;
  const { db } = ctx.deps;
  const resolved = await resolveList(db, scope, query, rules);
  const sort = resolveSort(query, resolved);
  const { counted, rows, placed } = await unitPage(ctx, resolved, sort, query, caches?.windows);
  const last = rows.at(-1);
  const lastPlaced = placed?.find((u) => u.id === last?.id);
  // A cursor only where offsets fall short: past a capped count, and on from a page asked by cursor.
  const wantsCursor = rows.length === query.items_per_page && (!counted.exact || query.cursor !== undefined);
  const lang = scope.lang;
  const labels = columnLabels(resolved.definitions, lang);
  const columns = listColumns(resolved.named, labels, lang);
  return {
    units: await presentListItems(
      db,
      scope,
      rows,
      resolved.bps,
      columns.map((c) => c.name),
      ctx.now,
    ),
    count: counted.count,
    count_exact: counted.exact,
    page: Math.floor(query.offset / query.items_per_page) + 1,
    columns,
    bp_name: resolved.named ? localizedText(resolved.named.definition.business_process.info.name, lang) : '',
    labels,
    sort: { field: sort.ref.name, desc: sort.desc },
    next_cursor:
      wantsCursor && last
        ? lastPlaced
          ? cursorOf(sort, lastPlaced)
          : await cursorAt(db, resolved.filter.siteId, sort, last.id)
        : null,
  };
}

/** A page of the list and its count: from the list's window when it has one, else asked directly. */
async function unitPage(
  ctx: RequestContext,
  list: ResolvedList,
  sort: SortSpec,
  query: ExplorerQuery,
  windows: ListWindows | undefined,
): Promise<WindowPage> {
  const { db } = ctx.deps;
  const countCap = ctx.deps.config.explorerCountCap;
  const { filter: asked } = list;
  const page = { offset: query.offset, limit: query.items_per_page };
  if (query.cursor) return pageAfterCursor(db, asked, sort, query.cursor, page.limit, countCap);
  const limits = { cap: countCap, walkMin: ctx.deps.config.explorerWalkMin };
  if (windows && servedByWindow(asked, sort, page.offset + page.limit, countCap)) {
    return pageFromWindow(db, windows, asked, definitionsKey(list), sort, page, limits);
  }
  // A field sort's count (from the counters, exact) comes first: it tells whether its index is walked.
  const counted = isFieldSort(sort) && countableFromCounters(asked) ? await countUnits(db, asked, countCap) : null;
  if (counted && walksFieldOrder(asked, sort, counted.count, limits.walkMin)) {
    const walked = await walkFieldOrder(db, asked, sort, page);
    return {
      counted,
      rows: await listRowsOf(
        db,
        asked.siteId,
        walked.map((u) => u.id),
      ),
    };
  }
  const filter = await withSearchFound(db, asked);
  // The count runs the same WHERE without the page's ordering or presentation.
  const [count, rows] = await Promise.all([
    counted ?? countUnits(db, filter, countCap),
    executeByKey(db.k, statementKey(filter, sort, page), () =>
      orderUnits(filteredUnits(db, filter).select(LIST_ROW_COLUMNS.map((c) => `units.${c}` as const)), sort)
        .limit(page.limit)
        .offset(page.offset),
    ),
  ]);
  return { counted: count, rows };
}

/** A page by keyset: the units after the cursor's, in the list's order; the count as an offset page has it. */
async function pageAfterCursor(
  db: Db,
  asked: UnitFilter,
  sort: SortSpec,
  cursor: ExplorerCursor,
  limit: number,
  countCap: number,
): Promise<WindowPage> {
  const after = afterCursor(sort, cursor);
  const filter = await withSearchFound(db, asked);
  const [counted, rows] = await Promise.all([
    countUnits(db, filter, countCap),
    orderUnits(
      filteredUnits(db, filter)
        .where(after)
        .select(LIST_ROW_COLUMNS.map((c) => `units.${c}` as const)),
      sort,
    )
      .limit(limit)
      .execute(),
  ]);
  return { counted, rows };
}

/**
 * related_list / qunit_related_qunits_list: the units related to the readable unit `pk` of BP
 * `business_process` (its children, its parent, unit_relations either way), of every BP but
 * notifications, wherever in the site the user may read them; page 1 and current_workflow_limit
 * ascending unless asked otherwise.
 */
export async function relatedUnits(ctx: CentroContext, query: RelatedQuery) {
  const pk = query.pk ?? '';
  if (!pk.startsWith(QUNIT_UID_PREFIX)) throw badRequest(EXPLORER_MESSAGES.invalidPk);
  if (!query.business_process) throw badRequest(EXPLORER_MESSAGES.businessProcessRequired);
  const { unit, bp } = await loadReadableUnit(ctx, pk);
  if (bp.reference !== query.business_process) throw badRequest(EXPLORER_MESSAGES.invalidPk);
  const perPage = query.units_per_page ?? query.items_per_page;
  const listQuery: ExplorerQuery = {
    ...query,
    business_process: undefined,
    pk: undefined,
    items_per_page: perPage,
    offset: query.page === undefined ? query.offset : (query.page - 1) * perPage,
    sort_order: query.sort_desc === undefined ? query.sort_order : query.sort_desc ? 'D' : 'A',
  };
  return listUnits(ctx, listQuery, {
    businessProcess: 'optional',
    centros: 'site',
    centroIds: query.centro === undefined ? query.centros : [query.centro],
    relatedTo: { id: unit.id, parentId: unit.parent_unit_id },
  });
}
