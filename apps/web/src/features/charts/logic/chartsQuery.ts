/** Paging and order pick a page of the list; charts count every matching unit, so they ignore them. */
const LIST_ONLY = new Set(['items_per_page', 'offset', 'sort_by', 'sort_order']);

/** Whose open units the to-do list's charts count: the user's, in no closed state. */
export interface TodoScope {
  responsible: number;
  closedStates: readonly string[];
}

/**
 * The charts call's query (records-explorer §7 "Charts: filters as query"): the explorer's API
 * query without its paging and order, so turning a page of the list never reloads the charts. The
 * to-do list's charts (its list call narrows to the user on the server) say so in the filters: the
 * user as responsible, closed states excluded.
 */
export function chartsQuery(
  listQuery: Readonly<Record<string, string>>,
  todo: TodoScope | null,
): Record<string, string> {
  const query = Object.fromEntries(Object.entries(listQuery).filter(([name]) => !LIST_ONLY.has(name)));
  if (!todo) return query;
  const excluded = new Set([...(query.exclude_states?.split(',') ?? []), ...todo.closedStates]);
  return {
    ...query,
    current_workflow_responsible: String(todo.responsible),
    ...(excluded.size > 0 ? { exclude_states: [...excluded].join(',') } : {}),
  };
}
