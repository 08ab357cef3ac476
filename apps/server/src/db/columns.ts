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

/** A joined row's columns under `prefix`, as the row they came from; undefined when the join found none. */
export function unprefixed<Row>(
  row: Record<string, unknown>,
  prefix: string,
  columns: readonly string[],
): Row | undefined {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return undefined;
  return Object.fromEntries(columns.map((c) => [c, row[`${prefix}${c}`]])) as Row;
}

/** The row without the columns under any of `prefixes`. */
export function withoutPrefixed(row: Record<string, unknown>, prefixes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !prefixes.some((p) => name.startsWith(p))));
}
