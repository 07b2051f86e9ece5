// Helpers shared by the Algebra generators: exact fractions, LaTeX for linear expressions,
// typed-answer forms, multiple-choice assembly and the checks every generated answer must pass.
// This file writes nothing by itself.
import type { BankQuestion } from '../../schema.ts';

export type Letter = 'A' | 'B' | 'C' | 'D';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`algebra generator check failed: ${message}`);
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** An exact fraction n/d, d > 0, in lowest terms. */
export interface Frac {
  readonly n: number;
  readonly d: number;
}

export function fr(n: number, d = 1): Frac {
  check(Number.isInteger(n) && Number.isInteger(d) && d !== 0, `bad fraction ${n}/${d}`);
  const g = gcd(n, d) || 1;
  const s = d < 0 ? -1 : 1;
  return { n: (s * n) / g + 0, d: (s * d) / g };
}

export const add = (a: Frac, b: Frac) => fr(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Frac, b: Frac) => fr(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Frac, b: Frac) => fr(a.n * b.n, a.d * b.d);
export const div = (a: Frac, b: Frac) => {
  check(b.n !== 0, 'division by zero');
  return fr(a.n * b.d, a.d * b.n);
};
export const eq = (a: Frac, b: Frac) => a.n * b.d === b.n * a.d;
export const val = (a: Frac) => a.n / a.d;
export const isInt = (a: Frac) => a.d === 1;

/** LaTeX for a number: 3, -3, \frac{3}{4}, -\frac{3}{4}. */
export function tex(a: Frac): string {
  if (a.d === 1) return String(a.n);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
}

/** A plain decimal string for a fraction whose decimal terminates (for money and the like). */
export function decimal(a: Frac): string | undefined {
  let d = a.d;
  let twos = 0;
  let fives = 0;
  while (d % 2 === 0) {
    d /= 2;
    twos++;
  }
  while (d % 5 === 0) {
    d /= 5;
    fives++;
  }
  if (d !== 1) return undefined;
  const places = Math.max(twos, fives);
  const scaled = String((Math.abs(a.n) * 10 ** places) / a.d).padStart(places + 1, '0');
  const s = places === 0 ? scaled : `${scaled.slice(0, -places)}.${scaled.slice(-places)}`;
  return (a.n < 0 ? '-' : '') + s;
}

function fitsEntry(s: string): boolean {
  if (!/^-?[0-9./]+$/.test(s)) return false;
  return s.length <= (s.startsWith('-') ? 6 : 5);
}

/** Parses a typed answer (integer, decimal or fraction) back to an exact fraction. */
export function parseEntry(s: string): Frac {
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  let out: Frac;
  if (body.includes('/')) {
    const [p, q] = body.split('/');
    out = fr(Number(p), Number(q));
  } else if (body.includes('.')) {
    const [w, f = ''] = body.split('.');
    out = fr(Number(w || '0') * 10 ** f.length + Number(f || '0'), 10 ** f.length);
  } else {
    out = fr(Number(body));
  }
  return neg ? fr(-out.n, out.d) : out;
}

/**
 * Every form a student may type for an exact value under the Digital SAT entry rules: the
 * fraction (if it fits) and the terminating decimal with and without a leading zero. Repeating
 * decimals are accepted by the answer checker from the fraction, so only the fraction is listed.
 */
export function acceptedForms(a: Frac): string[] {
  const out: string[] = [];
  if (a.d === 1) {
    out.push(String(a.n));
  } else {
    out.push(`${a.n}/${a.d}`);
    const dec = decimal(a);
    if (dec !== undefined) {
      out.push(dec);
      if (/^-?0\./.test(dec)) out.push(dec.replace('0.', '.'));
    }
  }
  const forms = out.filter(fitsEntry);
  check(forms.length > 0, `no typeable form for ${a.n}/${a.d}`);
  for (const f of forms) check(eq(parseEntry(f), a), `form ${f} does not equal ${a.n}/${a.d}`);
  return forms;
}

/** `coef·v` as a leading or following term: "3x", "-x", " + \frac{1}{2}x", " - 4y". */
export function term(coef: Frac | number, v: string, leading: boolean): string {
  const c = typeof coef === 'number' ? fr(coef) : coef;
  if (c.n === 0) return '';
  const abs = fr(Math.abs(c.n), c.d);
  const body = v === '' ? tex(abs) : eq(abs, fr(1)) ? v : `${tex(abs)}${v}`;
  if (leading) return (c.n < 0 ? '-' : '') + body;
  return (c.n < 0 ? ' - ' : ' + ') + body;
}

/** LaTeX for a linear expression: lin([[3,'x'],[-5,'']]) is "3x - 5". */
export function lin(terms: [Frac | number, string][]): string {
  let out = '';
  for (const [c, v] of terms) {
    const t = term(c, v, out === '');
    out += t;
  }
  return out === '' ? '0' : out;
}

/** Builds four choices with the correct one at `letter`; all texts must differ. */
export function choices(
  correct: string,
  distractors: [string, string, string],
  letter: Letter,
): { choices: { id: Letter; text: string }[]; answer: Letter } {
  const texts = [...distractors];
  texts.splice(LETTERS.indexOf(letter), 0, correct);
  check(new Set(texts).size === 4, `choices not distinct: ${texts.join(' | ')}`);
  return { choices: LETTERS.map((id, i) => ({ id, text: texts[i] as string })), answer: letter };
}

/** Cycles answer letters so a generator's multiple-choice answers stay balanced. */
export function letterCycle(start: number): () => Letter {
  let i = start;
  return () => LETTERS[i++ % 4] as Letter;
}

/** Checks every generated question's ids and bodies are unique before writing. */
export function checkUnique(questions: BankQuestion[]): void {
  const ids = new Set<string>();
  const bodies = new Set<string>();
  for (const q of questions) {
    check(!ids.has(q.id), `duplicate id ${q.id}`);
    check(!bodies.has(q.body), `duplicate body in ${q.id}`);
    ids.add(q.id);
    bodies.add(q.body);
  }
}

/** Zero-padded generated id: gid('linear-functions', 3) is "linear-functions-g003". */
export const gid = (concept: string, n: number) => `${concept}-g${String(n).padStart(3, '0')}`;

/** A whole-dollar (or other) amount with thousands separators, as printed in prose: 2,090. */
export const thousands = (v: number) => v.toLocaleString('en-US');

/** The same inside math, where a bare comma would add space: 2{,}769. */
export const texThousands = (v: number) => thousands(v).replace(/,/g, '{,}');
