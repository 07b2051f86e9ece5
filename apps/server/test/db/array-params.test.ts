// Many-row statements send each column as an array literal made in src/db/array-params.ts: every
// value a student can type, and every type the practice writes use, comes back from the
// database as it went in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { arrayLiteral, arrays } from '../../src/db/array-params.ts';
import { rowsOf } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface Row {
  text: string | null;
  uuid: string;
  at: string | null;
  flag: boolean;
  count: number;
  ratio: number;
}

const typed = [
  '',
  'NULL',
  'null',
  ' spaced ',
  'a,b',
  '{braces}',
  'say "hi"',
  'back\\slash',
  '\\"',
  'tab\there',
  'line\nbreak',
  '√2 ≤ x² — ½',
  '3/4',
  '-0.5',
];

describe('arrays', () => {
  it('round-trips text, nulls, uuids, times, booleans and numbers', async () => {
    const rows: Row[] = [...typed, null].map((text, i) => ({
      text,
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      at: i % 3 === 0 ? null : new Date(Date.UTC(2026, 11, 1, 4, i, 5, 123)).toISOString(),
      flag: i % 2 === 0,
      count: i - 7,
      ratio: i / 7,
    }));
    const result = await database.db.execute(sql`
      select t.text, t.uuid::text as uuid, t.at, t.flag, t.count, t.ratio
      from unnest(${arrays(rows, [
        [(r) => r.text, 'text'],
        [(r) => r.uuid, 'uuid'],
        [(r) => r.at, 'timestamptz'],
        [(r) => r.flag, 'boolean'],
        [(r) => r.count, 'integer'],
        [(r) => r.ratio, 'float8'],
      ])}) with ordinality as t(text, uuid, at, flag, count, ratio, n)
      order by t.n`);
    const back = rowsOf<{
      text: string | null;
      uuid: string;
      at: Date | string | null;
      flag: boolean;
      count: number;
      ratio: number;
    }>(result).map((r) => ({
      ...r,
      at: r.at === null ? null : new Date(r.at).toISOString(),
    }));
    expect(back).toEqual(rows);
  });

  it('sends an empty group as an empty array', async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from unnest(${arrays([] as Row[], [[(r) => r.count, 'integer']])})`,
    );
    expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(0);
  });
});

describe('arrayLiteral', () => {
  it('quotes every string and leaves numbers, booleans and nulls bare', () => {
    expect(arrayLiteral(['a"b', 'c\\d', null, 2, 0.5, true, undefined])).toBe(
      '{"a\\"b","c\\\\d",NULL,2,0.5,true,NULL}',
    );
  });

  it('refuses a value it has no literal for', () => {
    expect(() => arrayLiteral([{ not: 'a column value' }])).toThrow(TypeError);
  });
});
