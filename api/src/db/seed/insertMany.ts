import { getTableColumns, sql } from 'drizzle-orm';
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
  const config = getTableConfig(table);
  const hasId = config.columns.some((c) => c.name === 'id');
  const entries = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    entries.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const part = rows.slice(i, i + batch) as Record<string, unknown>[];
    const arrays = entries.map(([key, column]) => {
      const literal = `{${part.map((row) => arrayElement(row[key] == null ? null : column.mapToDriverValue(row[key]))).join(',')}}`;
      return sql`${literal}::${sql.raw(column.getSQLType())}[]`;
    });
    const query = sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`;
    if (hasId) {
      const result = (await db.execute(sql`${query} returning id`)) as unknown as { rows: { id: number }[] };
      ids.push(...result.rows.map((r) => Number(r.id)));
    } else {
      await db.execute(query);
    }
  }
  return ids;
}
