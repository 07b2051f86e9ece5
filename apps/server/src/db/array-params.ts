import { sql, type SQL } from 'drizzle-orm';

/** A column of a many-row statement: how to read it from a row, and its PostgreSQL type. */
export type Columns<Row> = [pick: (row: Row) => unknown, type: string][];

/**
 * Each column as one typed array parameter, to `unnest` in the statement: its text is the same
 * for any number of rows, so building it costs no more for a group of hundreds than for one,
 * and a database that keeps plans keeps one.
 */
export function arrays<Row>(rows: Row[], columns: Columns<Row>): SQL {
  return sql.join(
    columns.map(([pick, type]) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`),
    sql`, `,
  );
}
