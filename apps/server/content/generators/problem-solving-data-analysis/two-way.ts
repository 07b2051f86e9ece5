// Two-way tables for the probability generators: the LaTeX array a question prints (with totals,
// and blanks where entries are missing), and the people of a table as a list, so that a
// probability can be confirmed by counting them.
import { check } from '../lib/check.ts';
import { frac, type Frac } from '../lib/fraction.ts';
import { tex } from './helpers.ts';

/** A count, a letter standing for an unknown count, or a blank. */
export type Cell = number | string | null;

/**
 * A table with a Total column and a Total row. Without `totals`, every total is computed from
 * the counts; with it, the given totals are printed and a null prints as a blank.
 */
export function arrayTable(
  rows: readonly string[],
  cols: readonly string[],
  t: readonly (readonly Cell[])[],
  totals?: { rows: readonly Cell[]; cols: readonly Cell[]; grand: Cell },
): string {
  const sum = (xs: readonly Cell[]) => xs.reduce<number>((a, b) => a + (b as number), 0);
  const full = t.every((r) => r.every((c) => typeof c === 'number'));
  check(full || totals !== undefined, 'a table with blanks needs its printed totals');
  const rowTotals = totals?.rows ?? t.map(sum);
  const colTotals = totals?.cols ?? cols.map((_, j) => sum(t.map((r) => r[j] as Cell)));
  const grand = totals === undefined ? sum(rowTotals) : totals.grand;
  const show = (c: Cell) => (c === null ? '' : typeof c === 'string' ? c : tex(c));
  const line = (name: string, cells: readonly Cell[], total: Cell) =>
    `\\text{${name}} & ${cells.map(show).join(' & ')} & ${show(total)}`;
  const head = ` & ${cols.map((c) => `\\text{${c}}`).join(' & ')} & \\text{Total}`;
  const body = t.map((r, i) => line(rows[i] as string, r, rowTotals[i] as Cell));
  const spec = `l|${cols.map(() => 'c').join('|')}|c`;
  return `$$\\begin{array}{${spec}}${head} \\\\ \\hline ${body.join(' \\\\ ')} \\\\ \\hline ${line('Total', colTotals, grand)} \\end{array}$$`;
}

export interface Person {
  row: string;
  col: string;
}

/** One record for each person counted in the table. */
export function people(
  rows: readonly string[],
  cols: readonly string[],
  t: readonly (readonly number[])[],
): Person[] {
  const out: Person[] = [];
  rows.forEach((row, i) =>
    cols.forEach((col, j) => {
      const n = t[i]?.[j] as number;
      check(Number.isInteger(n) && n >= 0, `a whole count in ${row}, ${col}`);
      for (let k = 0; k < n; k++) out.push({ row, col });
    }),
  );
  return out;
}

/** The probability of `event` for a person chosen at random among those who meet `given`. */
export function share(
  list: readonly Person[],
  given: (p: Person) => boolean,
  event: (p: Person) => boolean,
): Frac {
  const pool = list.filter(given);
  check(pool.length > 0, 'a nonempty condition');
  return frac(pool.filter(event).length, pool.length);
}
