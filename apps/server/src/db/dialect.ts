import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

export type DbKind = 'sqlite' | 'postgres';

/**
 * The few places where SQLite and PostgreSQL differ, kept in one file
 * (docs/design.md §7: dialect quirks behind small helpers).
 *
 * Conventions that keep one code path for both databases:
 * - timestamps are ISO-8601 UTC text, dates `YYYY-MM-DD` text: they sort as text;
 * - booleans are integers 0/1;
 * - JSON documents are text.
 */
export function idColumn<T extends string>(kind: DbKind, table: CreateTableBuilder<T, never>) {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function bool(c: ColumnDefinitionBuilder, defaultValue: 0 | 1) {
  return c.notNull().defaultTo(defaultValue);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Numbers come back from `pg` as strings for bigint aggregates. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

export type AnyDb = Kysely<any>;

/** A unique index refused the write (SQLite and PostgreSQL say it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
