// The data model of the Command of Evidence (Quantitative) graph items: a graph's data, the
// statements a choice or a claim makes about it, and the test that decides what each choice does.
//
// A statement is a predicate on the cells of the graph (a series' value at a category). A choice
// is a conjunction of statements, and so is a claim (its conditions). Two questions are asked of
// every choice:
//   accurate  - is every statement true of the graph's own data?
//   relevant  - what does the choice establish about the claim, whatever the data? Over every
//               data set the graph could show (each cell the choice or the claim reads takes every
//               value of the graph's axis on its gridlines, and every number the item states), a
//               condition is *entailed* if it holds in every data set where the choice is true,
//               and the claim is *refuted* if it fails in every one of them. Both are decided by
//               an exhaustive search for a counterexample (`exists`).
// So a choice supports (completes, illustrates) a claim when it is accurate and entails every
// condition, and weakens it when it is accurate and refutes it.
import { check } from '../lib/check.ts';
import { stepsFrom } from '../lib/figure-kit/ticks.ts';

export interface Series {
  id: string;
  /** Legend text; empty for a graph of one series. */
  name: string;
  /** A word a choice that reads this series must contain (case-insensitive, whole word). */
  word: string;
  values: number[];
}

export interface Graph {
  kind: 'bar' | 'line';
  /** What the graph shows, for its <title> (the alt text); the data are appended to it. */
  about: string;
  x: { label: string; categories: string[] };
  y: { label: string; min: number; max: number; step: number; labelEvery?: number };
  series: Series[];
  /** A value as the alt text reads it: `v => \`${v}%\``. */
  unit: (v: number) => string;
  /** How a choice names a category when not by its label ('65+' is "65 and older"). */
  say?: Record<string, string>;
}

export type Cell = readonly [series: string, category: string];
export type Get = (c: Cell) => number;

export interface Statement {
  cells: Cell[];
  test: (get: Get) => boolean;
  /** Numbers the statement states: each must appear in the choice's text. */
  nums: number[];
  /** Words the choice's text must contain: the series and categories it reads. */
  mentions: string[];
  /** A value the statement fixes outright (statements of one cell's value). */
  pin?: { cell: Cell; value: number };
}

const key = (c: Cell) => `${c[0]}|${c[1]}`;
const eq = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The statements a choice or claim can make about one graph. */
export function statements(g: Graph) {
  const series = (id: string) => {
    const s = g.series.find((t) => t.id === id);
    check(s !== undefined, `no series ${id}`);
    return s;
  };
  const cat = (c: string) => {
    check(g.x.categories.includes(c), `no category ${c}`);
    return g.say?.[c] ?? c;
  };
  /** The series words and (unless `categories` is false) the category names of some cells. */
  const words = (cells: Cell[], categories = true) => [
    ...new Set(
      cells.flatMap(([s, c]) => [series(s).word, categories ? cat(c) : '']).filter((w) => w !== ''),
    ),
  ];
  const make = (cells: Cell[], test: Statement['test'], nums: number[] = [], named = true) => ({
    cells,
    test,
    nums,
    mentions: words(cells, named),
  });
  const cats = (from?: string, to?: string) => {
    const all = g.x.categories;
    return all.slice(from ? all.indexOf(from) : 0, to ? all.indexOf(to) + 1 : all.length);
  };
  const pairs = (list: string[]) => list.slice(1).map((c, i) => [list[i]!, c] as const);
  return {
    /** The series has exactly this value at the category. */
    val: (s: string, c: string, v: number): Statement => ({
      ...make([[s, c]], (get) => eq(get([s, c]), v), [v]),
      pin: { cell: [s, c], value: v },
    }),
    /** Cell a is greater than cell b. */
    gt: (a: Cell, b: Cell): Statement => make([a, b], (get) => get(a) > get(b)),
    /** Cells a and b are equal. */
    same: (a: Cell, b: Cell): Statement => make([a, b], (get) => eq(get(a), get(b))),
    /** The series is higher at `to` than at `from`. */
    rise: (s: string, from: string, to: string): Statement =>
      make(
        [
          [s, from],
          [s, to],
        ],
        (get) => get([s, to]) > get([s, from]),
      ),
    /** The series is lower at `to` than at `from`. */
    fall: (s: string, from: string, to: string): Statement =>
      make(
        [
          [s, from],
          [s, to],
        ],
        (get) => get([s, to]) < get([s, from]),
      ),
    /** The series changes by exactly `by` (negative: a fall) from `from` to `to`. */
    change: (s: string, from: string, to: string, by: number): Statement =>
      make(
        [
          [s, from],
          [s, to],
        ],
        (get) => eq(get([s, to]) - get([s, from]), by),
        [Math.abs(by)],
      ),
    /** Change a (series, from, to) is greater than change b. */
    moreChange: (a: [string, string, string], b: [string, string, string]): Statement =>
      make(
        [
          [a[0], a[1]],
          [a[0], a[2]],
          [b[0], b[1]],
          [b[0], b[2]],
        ],
        (get) => get([a[0], a[2]]) - get([a[0], a[1]]) > get([b[0], b[2]]) - get([b[0], b[1]]),
      ),
    /** The series is higher at c than at every other category shown (one part per category). */
    highest: (s: string, c: string): Statement[] =>
      g.x.categories
        .filter((d) => d !== c)
        .map((d, i) => ({
          ...make(
            [
              [s, c],
              [s, d],
            ],
            (get) => get([s, c]) > get([s, d]),
          ),
          mentions: i === 0 ? words([[s, c]], false) : [],
        })),
    /** Each step from `from` to `to` rises or falls (every category by default), one part a step. */
    every: (s: string, way: 'rise' | 'fall', from?: string, to?: string): Statement[] =>
      pairs(cats(from, to)).map(([p, q], i) => ({
        ...make(
          [
            [s, p],
            [s, q],
          ],
          (get) => (way === 'rise' ? get([s, q]) > get([s, p]) : get([s, q]) < get([s, p])),
        ),
        mentions: i === 0 ? words([[s, p]], false) : [],
      })),
    /** Series a is above series b at every category from `from` to `to` (all by default). */
    above: (a: string, b: string, from?: string, to?: string): Statement[] =>
      cats(from, to).map((d, i) => ({
        ...make(
          [
            [a, d],
            [b, d],
          ],
          (get) => get([a, d]) > get([b, d]),
        ),
        mentions:
          i === 0
            ? words(
                [
                  [a, d],
                  [b, d],
                ],
                false,
              )
            : [],
      })),
    /** Anything else: the cells it reads, its test, the numbers it states, the words it names. */
    custom: (cells: Cell[], test: Statement['test'], nums: number[] = [], mentions?: string[]) => ({
      cells,
      test,
      nums,
      mentions: mentions ?? words(cells),
    }),
  };
}

export type Task = 'support' | 'weaken';
export type Kind = 'key' | 'partial' | 'offpoint' | 'inaccurate';

export interface Verdict {
  accurate: boolean;
  /** The choice can be true at all (an inaccurate choice may contradict itself). */
  satisfiable: boolean;
  /** For each condition of the claim: true in every data set where the choice is true. */
  entailed: boolean[];
  /** The claim fails in every data set where the choice is true. */
  refutes: boolean;
  /** The choice reads at least one cell the claim reads. */
  overlaps: boolean;
  kind: Kind;
}

/** The graph's own data as a lookup. */
export function actual(g: Graph): Get {
  const values = new Map<string, number>();
  for (const s of g.series)
    g.x.categories.forEach((c, i) => {
      const v = s.values[i];
      check(v !== undefined, `series ${s.id} has no value for ${c}`);
      values.set(key([s.id, c]), v);
    });
  return (c) => {
    const v = values.get(key(c));
    check(v !== undefined, `no cell ${key(c)}`);
    return v;
  };
}

/** The most search steps one search may take (the generator throws beyond it). */
const MAX_STEPS = 30_000_000;

interface Test {
  cells: Cell[];
  test: (get: Get) => boolean;
}

/**
 * Whether some data set satisfies every test: cells take their domains' values depth first, and
 * a branch is dropped as soon as a test whose cells are all assigned fails. Tests on fewer cells
 * place their cells first, so they prune early.
 */
function exists(tests: Test[], domainOf: (c: Cell) => number[]): boolean {
  const cells: Cell[] = [];
  const slot = new Map<string, Map<string, number>>();
  const find = (c: Cell) => slot.get(c[0])?.get(c[1]);
  const ordered = [...tests].sort(
    (a, b) =>
      a.cells.filter((c) => domainOf(c).length > 1).length -
      b.cells.filter((c) => domainOf(c).length > 1).length,
  );
  for (const c of ordered.flatMap((t) => t.cells))
    if (find(c) === undefined) {
      if (!slot.has(c[0])) slot.set(c[0], new Map());
      slot.get(c[0])!.set(c[1], cells.length);
      cells.push(c);
    }
  const domains = cells.map(domainOf);
  const due = cells.map(() => [] as Test[]);
  for (const t of tests) due[Math.max(...t.cells.map((c) => find(c)!))]!.push(t);
  const values = cells.map(() => 0);
  const get: Get = (c) => values[find(c)!]!;
  let steps = 0;
  const visit = (d: number): boolean => {
    if (d === cells.length) return true;
    for (const v of domains[d]!) {
      check(++steps <= MAX_STEPS, 'too many data sets to search: narrow the statements');
      values[d] = v;
      if (due[d]!.every((t) => t.test(get)) && visit(d + 1)) return true;
    }
    return false;
  };
  return visit(0);
}

/**
 * What a choice does to a claim: accurate or not, which conditions it entails, whether it refutes
 * the claim (see the header). Cells that no statement links are independent, so each group of
 * linked cells is searched on its own: a condition is entailed unless some data set makes the
 * choice true and the condition false, and the claim is refuted if in some group no data set
 * makes the choice and all of the group's conditions true.
 */
export function judge(
  g: Graph,
  choice: Statement[],
  claim: Statement[],
  task: Task,
  stated: number[],
): Verdict {
  const data = actual(g);
  const accurate = choice.every((st) => st.test(data));
  const claimCells = new Set(claim.flatMap((st) => st.cells.map(key)));
  const overlaps = choice.some((st) => st.cells.some((c) => claimCells.has(key(c))));

  // groups of cells linked by a statement (union-find)
  const parent = new Map<string, string>();
  const root = (k: string): string => {
    const p = parent.get(k) ?? k;
    if (p === k) return k;
    const r = root(p);
    parent.set(k, r);
    return r;
  };
  for (const st of [...choice, ...claim])
    for (const c of st.cells) parent.set(root(key(c)), root(key(st.cells[0]!)));
  const groupOf = (st: Statement) => root(key(st.cells[0]!));

  const grid = stepsFrom(g.y.min, g.y.max, g.y.step);
  const extra = stated.filter((v) => v >= g.y.min && v <= g.y.max);
  const domainOf = (c: Cell) => {
    const pins = choice.flatMap((st) =>
      st.pin && key(st.pin.cell) === key(c) ? [st.pin.value] : [],
    );
    if (pins.length > 0) return [...new Set(pins)];
    // nearest the graph's own value first: a search for a data set like the graph's ends soonest
    const v0 = data(c);
    return [...new Set([...grid, ...extra, v0])].sort(
      (a, b) => Math.abs(a - v0) - Math.abs(b - v0) || a - b,
    );
  };

  const groups = [...new Set([...choice, ...claim].map(groupOf))];
  const ours = (r: string) => choice.filter((st) => groupOf(st) === r);
  const satisfiable = groups.every((r) => exists(ours(r), domainOf));
  const entailed = claim.map(
    (k) =>
      satisfiable &&
      !exists([...ours(groupOf(k)), { cells: k.cells, test: (get) => !k.test(get) }], domainOf),
  );
  const refutes =
    satisfiable &&
    groups.some((r) => !exists([...ours(r), ...claim.filter((k) => groupOf(k) === r)], domainOf));
  let kind: Kind;
  if (!accurate) kind = 'inaccurate';
  else if (task === 'support')
    kind = entailed.every(Boolean) ? 'key' : entailed.some(Boolean) ? 'partial' : 'offpoint';
  else kind = refutes ? 'key' : entailed.some(Boolean) ? 'partial' : 'offpoint';
  return { accurate, satisfiable, entailed, refutes, overlaps, kind };
}

/** The numbers written in a text ("1,200" is 1200, "8.5" is 8.5). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) =>
    Number(m[0].replace(/,(?=\d{3})/g, '').replace(/,$/, '')),
  );
}

/** Whether `text` contains `word` (or its plural in -s) as a whole word, ignoring case. */
export function names(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}s?(?![\\w-])`, 'i').test(text);
}

export interface ChoiceSpec {
  text: string;
  /** What the choice states, as statements about the graph. */
  says: Statement[];
  /** What the author means the choice to be; the generator confirms it with `judge`. */
  kind: Kind;
  /** Why the choice is right or wrong, for the explanation (a full sentence or two). */
  why: string;
}

export interface ItemSpec {
  /** A short name of the item for the generator's summary and the verification record. */
  name: string;
  level: 2 | 3 | 4 | 5;
  graph: Graph;
  /** The passage: it ends with the claim or with the unfinished sentence (`__blank__`). */
  text: string;
  body: string;
  task: Task;
  /** The claim's conditions (for a weaken item, the hypothesis the data should undercut). */
  claim: Statement[];
  key: ChoiceSpec;
  others: [ChoiceSpec, ChoiceSpec, ChoiceSpec];
  hints: string[];
  superhints: string[];
  /** Numbers a choice may write beyond what it states (the "10,000" of "per 10,000"). */
  allow?: number[];
}

/** One item: its graph, and the rest written with the statements of that graph. */
export const item = (
  graph: Graph,
  build: (s: ReturnType<typeof statements>) => Omit<ItemSpec, 'graph'>,
): ItemSpec => ({ graph, ...build(statements(graph)) });

/** The one series of a single-series graph. */
export const only = (values: number[]): Series[] => [{ id: 'v', name: '', word: '', values }];
