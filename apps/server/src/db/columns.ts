/**
 * Rows of several tables read in one statement (a round trip fewer on PostgreSQL): each table's
 * columns are selected under a prefix of their own, so that equal names (id, name, path) do not
 * collide, and taken back out here.
 */

/** Every column of a row type, in a list the compiler checks complete: a column added to the table must be added here. */
export const allColumns =
  <Row>() =>
  <const C extends ReadonlyArray<keyof Row>>(
    columns: C & ([Exclude<keyof Row, C[number]>] extends [never] ? C : never),
  ) =>
    columns;

/**
 * A joined row's columns under `prefix`, as the row they came from; undefined when the join found
 * none. Plain loops: every request's token row is split so, and Object.entries and fromEntries
 * cost several times as much.
 */
export function unprefixed<Row>(
  row: Record<string, unknown>,
  prefix: string,
  columns: readonly string[],
): Row | undefined {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return undefined;
  const taken: Record<string, unknown> = {};
  for (const c of columns) taken[c] = row[`${prefix}${c}`];
  return taken as Row;
}

/** The row without the columns under any of `prefixes`. */
export function withoutPrefixed(row: Record<string, unknown>, prefixes: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name in row) if (!prefixes.some((p) => name.startsWith(p))) kept[name] = row[name];
  return kept;
}
