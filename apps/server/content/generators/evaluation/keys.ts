// Recomputes the keys of the evaluation items added for issue 36 and compares them with
// evaluation/evaluation.yaml; each key is found one way here and confirmed a second way (by
// substitution, a search or concrete numbers). Run it after changing one of these items:
//   npx tsx content/generators/evaluation/keys.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { EvaluationQuestion } from '../../schema.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracEq, fracMul, fracSub, type Frac } from '../lib/fraction.ts';

const file = join(import.meta.dirname, '../../evaluation/evaluation.yaml');
const data = parse(readFileSync(file, 'utf8')) as {
  sections: { questions: EvaluationQuestion[] }[];
};
const byId = new Map(data.sections.flatMap((s) => s.questions).map((q) => [q.id, q]));

/** The letter of the choice whose text is `text`, or the typed forms, of item `id`. */
function expectKey(id: string, key: string) {
  const q = byId.get(id);
  check(q !== undefined, `${id} is in the evaluation`);
  if (q.type === 'multiple_choice') {
    const choice = q.choices.find((c) => c.text === key);
    check(choice !== undefined, `${id}: a choice reads ${key}`);
    check(q.answer === choice.id, `${id}: key ${q.answer}, computed ${choice.id} (${key})`);
    const texts = new Set(q.choices.map((c) => c.text));
    check(texts.size === 4, `${id}: four distinct choices`);
  } else {
    check(q.accepted.includes(key), `${id}: accepted ${q.accepted.join(', ')}, computed ${key}`);
  }
}

// eval-s2-23: 38% of a random sample of 500, margin of error 4 points -> 34% to 42%. The margin
// is the one a 95% interval gives for this sample (1.96 standard errors, about 4.3 points).
{
  const [p, n, margin] = [0.38, 500, 4];
  const se = Math.sqrt((p * (1 - p)) / n);
  check(Math.round(1.96 * se * 100) === margin, 's2-23 margin of error fits the sample size');
  const [low, high] = [p * 100 - margin, p * 100 + margin];
  expectKey(
    'eval-s2-23',
    `It is plausible that between ${low}% and ${high}% of the adults who live in the city ride a bicycle at least once a week.`,
  );
}

// eval-s2-24: (2/3)x - (1/4)y = 5 and ax - 3y = b have infinitely many solutions.
{
  const [cx, cy, c] = [frac(2, 3), frac(-1, 4), frac(5)];
  const factor = frac(12); // -3 / (-1/4)
  check(fracEq(fracMul(cy, factor), frac(-3)), 's2-24 factor from the y-coefficients');
  const a = fracMul(cx, factor);
  const b = fracMul(c, factor);
  // Second way: two points of the first line lie on the second one.
  const onFirst = (x: Frac) => fracMul(fracSub(fracMul(cx, x), c), frac(4)); // y = 4((2/3)x - 5)
  for (const x of [frac(0), frac(3), frac(-7, 2)]) {
    const y = onFirst(x);
    check(fracEq(fracAdd(fracMul(cx, x), fracMul(cy, y)), c), 's2-24 point on the first line');
    check(fracEq(fracSub(fracMul(a, x), fracMul(frac(3), y)), b), 's2-24 point on the second');
  }
  expectKey('eval-s2-24', String(a.n / a.d + b.n / b.d));
}

// eval-s2-25: f(x) = 2(x - 3)(x + k) with its vertex at x = 1; the minimum value of f.
{
  const k = 3 - 2 * 1; // zeros 3 and -k, vertex halfway between them
  const f = (x: number) => 2 * (x - 3) * (x + k);
  // Second way: the vertex of 2x^2 + 2(k - 3)x - 6k is at -B / 2A, and no grid point is lower.
  check(close(-(2 * (k - 3)) / (2 * 2), 1), 's2-25 vertex at x = 1');
  const grid = Array.from({ length: 2001 }, (_, i) => f(-10 + i / 100));
  check(Math.min(...grid) === f(1), 's2-25 minimum at the vertex');
  expectKey('eval-s2-25', `$${f(1)}$`);
}

// eval-s2-26: +p% then -p% leaves the price 4% lower.
{
  const p = Math.sqrt(0.04 * 10_000);
  const solutions = Array.from({ length: 100 }, (_, i) => i + 1).filter(
    (q) => Math.round(1000 * (1 + q / 100) * (1 - q / 100)) === 960,
  );
  check(solutions.length === 1 && solutions[0] === p, 's2-26 only p = 20 in 1..100');
  expectKey('eval-s2-26', String(p));
}

// eval-s2-27: radius +50%, height -20%: the volume grows by what percent?
{
  const percent = Math.round((1.5 ** 2 * 0.8 - 1) * 100);
  const [r, h] = [4, 10]; // a concrete cylinder
  const volume = (radius: number, height: number) => Math.PI * radius ** 2 * height;
  check(close(volume(r * 1.5, h * 0.8) / volume(r, h), 1 + percent / 100), 's2-27 concrete');
  expectKey('eval-s2-27', `${percent}%`);
}

// eval-s2-28: the greatest x + y with 2x - 7 <= y <= -x/2 + 8.
{
  const corner = 15 / 2.5; // 2x - 7 = -x/2 + 8
  const best = corner + (2 * corner - 7);
  // Second way: a search over a fine grid of the region.
  let max = -Infinity;
  for (let x = -20; x <= 20; x += 0.25) {
    for (let y = -50; y <= 50; y += 0.25) {
      if (y <= -x / 2 + 8 && y >= 2 * x - 7) max = Math.max(max, x + y);
    }
  }
  check(max === best, 's2-28 grid search agrees');
  expectKey('eval-s2-28', `$${best}$`);
}

console.log('evaluation keys: the six items of issue 36 agree with evaluation.yaml');
