import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';

/** One value as an element of a PostgreSQL array literal. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A column's type as an array element: a serial's explicit id is its integer type. */
function arrayType(type: string): string {
  return ({ serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' } as Record<string, string>)[type] ?? type;
}

/** The columns some row sets (the others keep their defaults), as [key, column] pairs. */
function setColumns<T extends PgTable>(table: T, rows: T['$inferInsert'][]) {
  return Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
}

/** One `insert … select * from unnest(…)` of all these rows (see insertMany), not run. */
export function insertStatement<T extends PgTable>(
  table: T,
  rows: T['$inferInsert'][],
  entries = setColumns(table, rows),
): SQL {
  const names = sql.join(
    entries.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const part = rows as Record<string, unknown>[];
  const arrays = entries.map(([key, column]) => {
    const literal = `{${part.map((row) => arrayElement(row[key] == null ? null : column.mapToDriverValue(row[key]))).join(',')}}`;
    return sql`${literal}::${sql.raw(arrayType(column.getSQLType()))}[]`;
  });
  return sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * Rows of several tables in one statement (data-modifying WITH clauses, one round trip), returning
 * nothing: the guests' link tables, a batch at a time. Tables with no rows are left out.
 */
export async function insertTogether(db: Database, parts: [PgTable, object[]][]): Promise<void> {
  const statements = parts
    .filter(([, rows]) => rows.length > 0)
    .map(([table, rows]) => insertStatement(table, rows as PgTable['$inferInsert'][]));
  if (statements.length === 0) return;
  const last = statements.pop()!;
  const withs = statements.map((statement, i) => sql`${sql.raw(`_${i}`)} as (${statement})`);
  await db.execute(withs.length ? sql`with ${sql.join(withs, sql`, `)} ${last}` : last);
}

/**
 * Inserts rows in batches, one array parameter a column (`insert … select * from unnest($1::int[], …)`):
 * a batch costs one statement and a few parameters on either engine, where a multi-row VALUES list
 * costs a parameter a cell (PostgreSQL takes at most 65,535) and the ORM's work on each. Returns the
 * new ids in order. Columns no row sets are left to their defaults.
 */
export async function insertMany<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  batch = 5_000,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const hasId = getTableConfig(table).columns.some((c) => c.name === 'id');
  const entries = setColumns(table, rows);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const query = insertStatement(table, rows.slice(i, i + batch), entries);
    if (hasId) {
      const result = (await db.execute(sql`${query} returning id`)) as unknown as { rows: { id: number }[] };
      ids.push(...result.rows.map((r) => Number(r.id)));
    } else {
      await db.execute(query);
    }
  }
  return ids;
}
