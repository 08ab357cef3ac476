import {
  type BpChoiceItem,
  type BpDefinition,
  dateRangeProblem,
  EXPLORER_MESSAGES,
  type ExplorerQuery,
  foldText,
  isoDay,
  MESSAGES,
  NOTIFICATION_BP_PREFIX,
  QUNIT_UID_PREFIX,
  SEARCH_MIN_LENGTH,
} from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { viewColumns } from './present.js';
import {
  markBroadConditions,
  type RefCondition,
  type SortSpec,
  type UnitFilter,
  type ValueCondition,
} from './query.js';
import { type Ref, resolveRef, valueTypeOf } from './refs.js';
import { chosenCentros, type ListedBp, siteBusinessProcesses, visibleProcesses } from './scope.js';

/**
 * Turns the filter set of a request into a UnitFilter the query builder runs, refusing what the spec
 * refuses with its messages (records-explorer §5, §8). Which BPs and centros a call covers is the
 * call's own rule, given as options.
 */

export interface ListRules {
  /** explorer: required; global search: forbidden; to-do lists, calendars, charts: optional narrowing. */
  businessProcess: 'required' | 'optional' | 'forbidden';
  /** Without a centro filter: the scope's centro, or every centro of the site the user holds a role in. */
  centros: 'scope' | 'site';
  /** Centros asked for; defaults to the query's `centros`. */
  centroIds?: readonly number[] | undefined;
  /** The user's to-do: units they are responsible for, still open. */
  todo?: boolean;
  relatedTo?: UnitFilter['relatedTo'];
}

export interface ResolvedList {
  filter: UnitFilter;
  /** The BPs in play: the one named, or every one the call covers. */
  bps: ListedBp[];
  /** The BP named by `business_process`, if any. */
  named: ListedBp | null;
  definitions: BpDefinition[];
}

export const DAY_MS = 86_400_000;
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The BPs a call covers: the one named, or all but notifications, narrowed by include/exclude. */
async function chooseBusinessProcesses(db: Db, scope: Scope, query: ExplorerQuery, rule: ListRules['businessProcess']) {
  const all = await siteBusinessProcesses(db, scope);
  const reference = query.business_process;
  if (reference !== undefined && reference !== '') {
    if (rule === 'forbidden') throw badRequest(EXPLORER_MESSAGES.businessProcessNotAllowed);
    const named = all.find((b) => b.row.reference === reference);
    if (!named) throw badRequest({ business_process: [MESSAGES.unknownBusinessProcess(reference)] });
    return { named, bps: [named] };
  }
  if (rule === 'required') throw badRequest(EXPLORER_MESSAGES.businessProcessRequired);
  const include = query.business_process_include;
  const exclude = query.business_process_exclude ?? [];
  const bps = all.filter(
    (b) =>
      !b.row.reference.startsWith(NOTIFICATION_BP_PREFIX) &&
      (include === undefined || include.includes(b.row.reference)) &&
      !exclude.includes(b.row.reference),
  );
  return { named: null, bps };
}

/** Words of 3 characters or more, each to be found; a shorter search is ignored (records-explorer §5). */
export function searchWords(search: string | undefined): string[] {
  const text = foldText(search ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length < SEARCH_MIN_LENGTH) return [];
  const words = text.split(' ').filter((w) => w.length >= SEARCH_MIN_LENGTH);
  return words.length > 0 ? [...new Set(words)] : [text];
}

export function refOrRefuse(name: string, definitions: readonly BpDefinition[]): Ref {
  const ref = resolveRef(name, definitions);
  if (!ref) throw badRequest(EXPLORER_MESSAGES.invalidProperty(name));
  return ref;
}

/** filter_dates: a date column or field, both days included. */
function dateCondition(query: ExplorerQuery, definitions: readonly BpDefinition[]): RefCondition | null {
  const dates = query.filter_dates;
  if (!dates) return null;
  const ref = refOrRefuse(dates.field, definitions);
  if (valueTypeOf(ref) !== 'date') throw badRequest(EXPLORER_MESSAGES.invalidProperty(dates.field));
  const problem = dateRangeProblem(dates.range);
  if (problem) throw badRequest(problem);
  return { ref, condition: { gte: dates.range[0], lt: nextDay(dates.range[1]) } };
}

/** A value and the descendants of a tree item with that value (a parent stands for its branch). */
function withDescendants(items: readonly BpChoiceItem[], values: readonly string[]): string[] {
  const out = new Set(values);
  const visit = (list: readonly BpChoiceItem[], inside: boolean) => {
    for (const item of list) {
      const selected = inside || values.includes(item.value);
      if (selected) out.add(item.value);
      if (item.children) visit(item.children, selected);
    }
  };
  visit(items, false);
  return [...out];
}

/** advanced_filters: a value, a list of values, or `{from, to}` for numbers and dates. */
function advancedCondition(name: string, ref: Ref, raw: unknown): ValueCondition {
  const invalid = () => badRequest(EXPLORER_MESSAGES.invalidValue(name));
  const type = valueTypeOf(ref);
  const number = (v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    if (!Number.isFinite(n)) throw invalid();
    return n;
  };
  const day = (v: unknown) => {
    if (!isoDay.safeParse(v).success) throw invalid();
    return v as string;
  };
  const text = (v: unknown) => {
    if (typeof v !== 'string' && typeof v !== 'number') throw invalid();
    return String(v);
  };
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    if (type === 'text') throw invalid();
    const { from, to } = raw as { from?: unknown; to?: unknown };
    const given = (v: unknown) => v !== undefined && v !== null && v !== '';
    if (!given(from) && !given(to)) throw invalid();
    if (type === 'number') {
      return { gte: given(from) ? number(from) : undefined, lte: given(to) ? number(to) : undefined };
    }
    const start = given(from) ? day(from) : undefined;
    const end = given(to) ? day(to) : undefined;
    if (start !== undefined && end !== undefined) {
      const problem = dateRangeProblem([start, end]);
      if (problem) throw badRequest(problem);
    }
    return { gte: start, lt: end === undefined ? undefined : nextDay(end) };
  }
  const values = Array.isArray(raw) ? raw : [raw];
  if (values.length === 0 || values.length > 100) throw invalid();
  if (type === 'date') {
    if (values.length !== 1) throw invalid();
    const d = day(values[0]);
    return { gte: d, lt: nextDay(d) };
  }
  if (type === 'number') return { in: values.map(number) };
  const texts = values.map(text);
  return {
    in: ref.type === 'field' && ref.field.kind === 'treeview' ? withDescendants(ref.field.items, texts) : texts,
  };
}

function advancedConditions(query: ExplorerQuery, definitions: readonly BpDefinition[]): RefCondition[] {
  return Object.entries(query.advanced_filters ?? {}).map(([name, raw]) => {
    const ref = refOrRefuse(name, definitions);
    return { ref, condition: advancedCondition(name, ref, raw) };
  });
}

export async function resolveList(db: Db, scope: Scope, query: ExplorerQuery, rules: ListRules): Promise<ResolvedList> {
  const pk = query.pk ?? '';
  if (pk !== '' && !pk.startsWith(QUNIT_UID_PREFIX)) throw badRequest(EXPLORER_MESSAGES.invalidPk);
  const { named, bps } = await chooseBusinessProcesses(db, scope, query, rules.businessProcess);
  const definitions = bps.map((b) => b.definition);
  const conditions = await markBroadConditions(
    db,
    scope.site.id,
    [dateCondition(query, definitions), ...advancedConditions(query, definitions)].filter(
      (c): c is RefCondition => c !== null,
    ),
  );
  const centroIds = await chosenCentros(db, scope, rules.centroIds ?? query.centros, rules.centros);
  return {
    named,
    bps,
    definitions,
    filter: {
      siteId: scope.site.id,
      businessProcessIds: bps.flatMap((b) => b.ids),
      visible: await visibleProcesses(db, scope, centroIds),
      search: searchWords(query.search),
      processIds: [...(query.affected_process ?? []), ...(query.affected_processes ?? [])],
      responsibleId: rules.todo ? scope.user.id : (query.current_workflow_responsible ?? null),
      openOnly: rules.todo ?? false,
      excludeStates: query.exclude_states ?? [],
      uid: pk === '' ? null : pk,
      directoryIds: query.directories ?? [],
      conditions,
      relatedTo: rules.relatedTo ?? null,
    },
  };
}

/** State ids in workflow order across the definitions (first seen first). */
function stateOrder(definitions: readonly BpDefinition[]): string[] {
  return [...new Set(definitions.flatMap((d) => d.business_process.workflow.states.map((s) => s.id)))];
}

const DEFAULT_SORT_FIELD = 'current_workflow_limit';

/**
 * The table view's default sort (records-explorer §2): current_workflow_limit if the table shows
 * that column, otherwise its first column (the first one the server can sort by: a text area, say,
 * is shown but not sortable). Lists of several BPs show the limit column.
 */
function defaultSortField(named: ListedBp | null): string {
  if (!named) return DEFAULT_SORT_FIELD;
  const columns = viewColumns(named.definition, 'table');
  if (columns.some((c) => c.field === DEFAULT_SORT_FIELD)) return DEFAULT_SORT_FIELD;
  const first = columns.find((c) => c.sortable && resolveRef(c.field, [named.definition]) !== null);
  return first?.field ?? DEFAULT_SORT_FIELD;
}

/**
 * sort_by `field:asc|desc|A|D` (or a bare field with sort_order A|D); without one, the table view's
 * own sort, else its default (defaultSortField) ascending (records-explorer §2, §9).
 */
export function resolveSort(query: ExplorerQuery, resolved: ResolvedList): SortSpec {
  const order = stateOrder(resolved.definitions);
  const [name, suffix] = (query.sort_by ?? '').split(':');
  if (name) {
    const desc = suffix ? suffix === 'desc' || suffix === 'D' : query.sort_order === 'D';
    return { ref: refOrRefuse(name, resolved.definitions), desc, stateOrder: order };
  }
  const table = resolved.named?.definition.business_process.views.find((v) => v.kind === 'table');
  const viewSort = table?.kind === 'table' && table.sort_by ? resolveRef(table.sort_by, resolved.definitions) : null;
  const ref = viewSort ?? refOrRefuse(defaultSortField(resolved.named), resolved.definitions);
  const viewDesc = viewSort !== null && table?.kind === 'table' && table.sort_desc;
  return { ref, desc: query.sort_order ? query.sort_order === 'D' : viewDesc, stateOrder: order };
}
