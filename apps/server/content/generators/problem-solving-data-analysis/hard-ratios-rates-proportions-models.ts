// The level-5 templates of hard-ratios-rates-proportions.ts: mixing two alloys to a target ratio,
// two workers whose times alone differ (a quadratic), and the return speed that gives a round
// trip's average speed. Each key is confirmed by rebuilding the situation.
import { check } from '../lib/check.ts';
import { frac, fracDiv, fracEq, fracSub, fracTex, fracValue } from '../lib/fraction.ts';
import type { Rng } from '../lib/random.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: alloy 4, two workers 4 and 3,
// round trip 3.
const LEVEL = { alloy: 5, twoWorkers: 4, roundTrip: 4 };

export function addModelItems(rng: Rng, item: AddNumericItem) {
  // ---------- (5) mixing two alloys to a target ratio ----------
  for (const i of [0, 1]) {
    let a = 0,
      b = 0,
      c = 0,
      d = 0,
      x = 0,
      y = 0,
      e = 0,
      f = 0;
    for (;;) {
      [a, b, c, d] = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
      x = (a + b) * rng.int(1, 6);
      y = (c + d) * rng.int(1, 6);
      const cu = (x * a) / (a + b) + (y * c) / (c + d);
      const zn = x + y - cu;
      const r = frac(cu, zn);
      [e, f] = [r.n, r.d];
      if (
        frac(a, b).n === a &&
        frac(c, d).n === c &&
        a * d !== b * c &&
        e <= 12 &&
        f <= 12 &&
        x !== y &&
        a !== b &&
        c !== d
      )
        break;
    }
    const T = x + y;
    // key: copper fraction equation a/(a+b) X + c/(c+d) (T - X) = e/(e+f) T solved for X
    const X = fracDiv(
      fracSub(frac(e * T, e + f), frac(c * T, c + d)),
      fracSub(frac(a, a + b), frac(c, c + d)),
    );
    check(fracEq(X, frac(x)), 'alloy amount');
    // check: the copper and zinc masses of the mixture are in the ratio e : f
    const copper = frac(x * a * (c + d) + y * c * (a + b), (a + b) * (c + d));
    const zinc = frac(
      T * (a + b) * (c + d) - (x * a * (c + d) + y * c * (a + b)),
      (a + b) * (c + d),
    );
    check(copper.n * zinc.d * f === zinc.n * copper.d * e, 'mixture ratio');
    const metals = i === 0 ? ['copper', 'zinc', 'brass'] : ['nuts', 'raisins', 'trail mix'];
    const unit = i === 0 ? 'kilograms' : 'ounces';
    item(
      LEVEL.alloy,
      i === 0
        ? `Alloy P is made of copper and zinc in the ratio $${a} : ${b}$ by mass, and alloy Q is made of copper and zinc in the ratio $${c} : ${d}$ by mass. A foundry melts together some of each to make $${T}$ kilograms of brass in which the ratio of copper to zinc is $${e} : ${f}$. How many kilograms of alloy P does it use?`
        : `Mix P contains nuts and raisins in the ratio $${a} : ${b}$ by weight, and mix Q contains nuts and raisins in the ratio $${c} : ${d}$ by weight. A store combines the two to make $${T}$ ounces of trail mix with nuts and raisins in the ratio $${e} : ${f}$ by weight. How many ounces of mix P are in the trail mix?`,
      x,
      [y, frac(T, 2), frac(x * a, a + b)], // the other mix, half of each, the first metal in P
      [
        `What fraction of mix P is ${metals[0]}? Of mix Q? Of the final ${metals[2]}?`,
        `Let $p$ be the ${unit} of P; then $${T} - p$ ${unit} are Q.`,
      ],
      [
        `The ${metals[0]} from P and from Q add up to the ${metals[0]} in the mixture: $\\frac{${a}}{${a + b}}p + \\frac{${c}}{${c + d}}(${T} - p) = \\frac{${e}}{${e + f}} \\cdot ${T}$.`,
      ],
      `P is $\\frac{${a}}{${a + b}}$ ${metals[0]}, Q is $\\frac{${c}}{${c + d}}$ ${metals[0]} and the mixture must be $\\frac{${e}}{${e + f}}$ ${metals[0]}, that is $${fracTex(frac(e * T, e + f))}$ ${unit}. Solving $\\frac{${a}}{${a + b}}p + \\frac{${c}}{${c + d}}(${T} - p) = ${fracTex(frac(e * T, e + f))}$ gives $p = ${x}$. Check: $${x}$ ${unit} of P and $${y}$ of Q hold $${fracTex(copper)}$ ${unit} of ${metals[0]} and $${fracTex(zinc)}$ of ${metals[1]}, a ratio of $${e} : ${f}$.`,
    );
  }

  // ---------- (6) two workers: together T hours, one takes h hours longer alone ----------
  for (const i of [0, 1]) {
    let s = 0,
      h = 0;
    let T = frac(0);
    for (;;) {
      s = rng.int(2, 12);
      h = rng.int(1, 10);
      T = frac(s * (s + h), 2 * s + h); // 1/s + 1/(s + h) = 1/T
      if (T.d <= 12 && T.d > 1 && s + h <= 20) break;
    }
    // key: the positive root of T(2s + h) = s(s + h), i.e. s^2 + (h - 2T)s - hT = 0
    const bq = h - fracValue(T);
    const disc = (h - 2 * fracValue(T)) ** 2 + 4 * h * fracValue(T);
    const root = (-(h - 2 * fracValue(T)) + Math.sqrt(disc)) / 2;
    check(Math.abs(root - s) < 1e-9 && bq !== 0, 'quadratic root');
    // check: the rates add to the joint rate exactly
    check(fracEq(frac(2 * s + h, s * (s + h)), frac(T.d, T.n)), 'rates add');
    const fast = i === 0 ? 'Ana' : 'the new printer';
    item(
      LEVEL.twoWorkers,
      i === 0
        ? `Working together at constant rates, Ana and Ben can paint a fence in $${fracTex(T)}$ hours. Working alone, Ben takes $${h}$ hours longer than Ana to paint the fence. How many hours does Ana take to paint the fence alone?`
        : `Working together at constant rates, a new printer and an old printer can print a batch of brochures in $${fracTex(T)}$ hours. Working alone, the old printer takes $${h}$ hours longer than the new printer to print the batch. How many hours does the new printer take to print the batch alone?`,
      s,
      [s + h, frac(2 * T.n, T.d), T], // the slower one, twice the time together, the time together
      [
        `If ${fast} takes $t$ hours alone, ${fast === 'Ana' ? 'she' : 'it'} does $\\frac{1}{t}$ of the job each hour.`,
        'The two hourly fractions add up to the fraction done together in one hour.',
      ],
      [
        `Solve $\\frac{1}{t} + \\frac{1}{t + ${h}} = \\frac{1}{${fracTex(T)}}$: clear the denominators to get a quadratic in $t$ and keep the positive root.`,
      ],
      `Together they do $\\frac{1}{${fracTex(T)}} = ${fracTex(frac(T.d, T.n))}$ of the job per hour, so $\\frac{1}{t} + \\frac{1}{t + ${h}} = ${fracTex(frac(T.d, T.n))}$. Clearing denominators, $${T.n}(2t + ${h}) = ${T.d}t(t + ${h})$, a quadratic whose positive root is $t = ${s}$ (the other root is negative). Check: $\\frac{1}{${s}} + \\frac{1}{${s + h}} = ${fracTex(frac(2 * s + h, s * (s + h)))}$. ${i === 0 ? 'Ben' : 'The old printer'} takes $${s + h}$ hours alone.`,
    );
  }

  // ---------- (7) average speed of a round trip ----------
  for (const i of [0, 1]) {
    let v1 = 0,
      v2 = 0,
      D = 0,
      V = 0;
    for (;;) {
      v1 = rng.pick([30, 36, 40, 45, 48, 50, 60]);
      V = rng.pick([40, 45, 48, 50, 54, 60, 72]);
      // return speed so that the round-trip average is V: 2 / (1/v1 + 1/v2) = V
      if (2 * v1 <= V || V <= v1) continue;
      const r = frac(V * v1, 2 * v1 - V);
      if (r.d !== 1) continue;
      v2 = r.n;
      D = rng.pick([60, 90, 120, 150, 180]);
      if (v2 <= 75 && v2 !== V) break;
    }
    // check: the total distance over the total time is V
    const time = frac(D * (v1 + v2), v1 * v2);
    check(fracEq(frac(2 * D * time.d, time.n), frac(V)), 'round-trip average');
    item(
      LEVEL.roundTrip,
      i === 0
        ? `A driver travels $${D}$ miles from home to a lake at an average speed of $${v1}$ miles per hour and returns along the same road. At what average speed, in miles per hour, must the driver make the return trip so that the average speed for the whole round trip is $${V}$ miles per hour?`
        : `A ferry crosses a lake, $${D}$ kilometers each way, and comes straight back. On a windy day it crosses at an average speed of $${v1}$ kilometers per hour. The timetable requires an average speed of $${V}$ kilometers per hour for the round trip. What average speed, in kilometers per hour, must the ferry keep on the way back?`,
      v2,
      // the speeds averaged, half the gap added, and the target scaled by V / v1 (or, on the ferry,
      // where that rounds to the first value, the target speed kept for the way back)
      i === 0
        ? [2 * V - v1, V + (V - v1) / 2, Math.round((V * V) / v1)]
        : [2 * V - v1, frac(3 * V - v1, 2), V],
      ['Average speed is total distance divided by total time, not the average of the two speeds.'],
      [
        `Find the time the whole trip must take at the target average, subtract the time of the first half, and divide the remaining distance by the remaining time.`,
      ],
      i === 0
        ? `The round trip is $${2 * D}$ miles, so at $${V}$ miles per hour it takes $\\frac{${2 * D}}{${V}} = ${fracTex(frac(2 * D, V))}$ hours. The trip out takes $\\frac{${D}}{${v1}} = ${fracTex(frac(D, v1))}$ hours, leaving $${fracTex(frac(2 * D * v1 - D * V, V * v1))}$ hours for $${D}$ miles: $${v2}$ miles per hour. The tempting $2 \\cdot ${V} - ${v1} = ${2 * V - v1}$ averages the speeds instead of the times.`
        : `The round trip is $${2 * D}$ kilometers, which at $${V}$ kilometers per hour takes $${fracTex(frac(2 * D, V))}$ hours. The crossing took $\\frac{${D}}{${v1}} = ${fracTex(frac(D, v1))}$ hours, so the way back must take $${fracTex(frac(2 * D * v1 - D * V, V * v1))}$ hours for $${D}$ kilometers: $${v2}$ kilometers per hour.`,
    );
  }
}
