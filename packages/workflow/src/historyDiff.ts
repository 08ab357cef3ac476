/**
 * What a transition changed in a unit's fields, for the workflow history
 * (records-explorer §2 workflow box: new values green, changed values red
 * with the old one struck through). Empty values (undefined, null, '', [])
 * count as absent: filling an empty field is `new`, emptying one `removed`.
 */
export type HistoryChange =
  | { field: string; kind: 'new'; new: unknown }
  | { field: string; kind: 'changed'; old: unknown; new: unknown }
  | { field: string; kind: 'removed'; old: unknown };

type Fields = Readonly<Record<string, unknown>>;

export function isEmptyHistoryValue(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/** Structural equality of JSON-like values; object key order does not matter, array order does. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

/**
 * The changes from `before` to `after`. Order is stable whatever the key
 * order of the inputs (databases reorder JSON keys): the fields named in
 * `order` (the model's order) first, then the others by id.
 */
export function historyDiff(before: Fields, after: Fields, order: readonly string[] = []): HistoryChange[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((a, b) => {
    const ra = rank.get(a) ?? Number.POSITIVE_INFINITY;
    const rb = rank.get(b) ?? Number.POSITIVE_INFINITY;
    if (ra !== rb) return ra - rb;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const changes: HistoryChange[] = [];
  for (const field of ids) {
    const old = before[field];
    const now = after[field];
    const hadValue = !isEmptyHistoryValue(old);
    const hasValue = !isEmptyHistoryValue(now);
    if (!hadValue && hasValue) changes.push({ field, kind: 'new', new: now });
    else if (hadValue && !hasValue) changes.push({ field, kind: 'removed', old });
    else if (hadValue && hasValue && !deepEqual(old, now)) changes.push({ field, kind: 'changed', old, new: now });
  }
  return changes;
}

/** Replays changes on `before` (rebuilds a past state of the unit from its history). */
export function applyHistoryDiff(before: Fields, changes: readonly HistoryChange[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...before };
  for (const change of changes) {
    if (change.kind === 'removed') delete out[change.field];
    else out[change.field] = change.new;
  }
  return out;
}
