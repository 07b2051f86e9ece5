import { sql, type SQL } from 'drizzle-orm';

/** A column of a many-row statement: how to read it from a row, and its PostgreSQL type. */
export type Columns<Row> = [pick: (row: Row) => unknown, type: string][];

// Quoted, so no element needs PostgreSQL's rules for bare ones (spaces, commas, braces, NULL).
const quoted = (text: string) =>
  /["\\]/.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;

function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return quoted(value);
    case 'number':
    case 'boolean':
      return String(value);
    default:
      if (value instanceof Date) return value.toISOString();
      throw new TypeError(`No array literal for a ${typeof value} element`);
  }
}

/**
 * PostgreSQL's array literal (`{"a","b",NULL}`) for one column, made as one string. node-postgres
 * would make it from the JavaScript array, with two regular-expression replacements and a string
 * concatenation per element: the largest allocation of a recorded answer (12% of its bytes,
 * bench/RESULTS.md, fortieth pass).
 */
export function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(element).join(',')}}`;
}

/**
 * Each column as one typed array parameter, to `unnest` in the statement: its text is the same
 * for any number of rows, so building it costs no more for a group of hundreds than for one,
 * and a database that keeps plans keeps one.
 */
export function arrays<Row>(rows: Row[], columns: Columns<Row>): SQL {
  return sql.join(
    columns.map(
      ([pick, type]) => sql`${sql.param(arrayLiteral(rows.map(pick)))}::${sql.raw(type)}[]`,
    ),
    sql`, `,
  );
}
