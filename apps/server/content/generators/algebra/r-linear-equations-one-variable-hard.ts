// The rated-5 templates of r-linear-equations-one-variable.ts (issue 39, r series): an equation
// with a parameter whose solution never depends on it (and the one value where every x works);
// antifreeze drained and replaced by pure antifreeze; an income taxed in two brackets whose total
// tax is a given percent of the income; a cyclist who starts later and stops on the way catching
// up with a walker; the first time after 3:00 that a clock's hands point in opposite directions.
// Keys by algebra; confirmed by substituting into the equation for every parameter on a grid,
// by the alligation rule for the antifreeze, by computing the tax for every income in
// steps of $100, by stepping both travelers second by second, and by scanning the angle between
// the clock's hands in steps of 1/1100 minute.
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { range, same, type Series } from './r-kit.ts';

export const hardItems: ((s: Series) => void)[] = [
  // k(x - 3) = 2x + k - 8 becomes (k - 2)(x - 4) = 0: x = 4 for every k.
  (s) => {
    const holds = (k: number, x: number) => same(k * (x - 3), 2 * x + k - 8);
    const ks = range(-10, 10, 0.5);
    check(
      ks.every((k) => holds(k, 4)),
      'OH1 x = 4 always works',
    );
    check(
      [-7, 0, 1, 9].every((x) => holds(2, x)),
      'OH1 k = 2: every x works',
    );
    check(!holds(0, 0 + 2) && ks.some((k) => k !== 2 && !holds(k, k + 2)), 'OH1 x = k + 2 fails');
    s.text(
      {
        difficulty: 5,
        body: 'In the equation $k(x - 3) = 2x + k - 8$, $k$ is a constant. Which of the following statements is true?',
        hints: [
          'Move every term to one side and try to factor.',
          'Try a few values of $k$ and solve. What do you notice?',
        ],
        superhints: [
          '$kx - 3k - 2x - k + 8 = 0$ is $(k - 2)x - 4k + 8 = 0$, that is $(k - 2)(x - 4) = 0$. What does this say when $k \\ne 2$, and when $k = 2$?',
        ],
      },
      'For every value of $k$, $x = 4$ is a solution of the equation.',
      [
        'The equation has no solution when $k = 2$.',
        'For every value of $k$, the equation has exactly one solution.',
        'The solution of the equation is $x = k + 2$.',
      ],
      'A',
      (l) =>
        `Rearranging: $(k - 2)x = 4k - 8 = 4(k - 2)$, that is $(k - 2)(x - 4) = 0$. If $k \\ne 2$, the only solution is $x = 4$; if $k = 2$, the equation reads $2x - 6 = 2x - 6$, true for every $x$, including $x = 4$. So $x = 4$ is a solution for every $k$, choice ${l}. At $k = 2$ there are infinitely many solutions, not none, which also rules out "exactly one for every $k$"; and $x = k + 2$ is wrong: for $k = 0$ the equation is $0 = 2x - 8$, whose solution is $4$, not $2$.`,
    );
  },

  // Draining d liters of a 30% mixture and adding d liters of pure antifreeze.
  (s) => {
    // 0.3(12 - d) + d = 0.5(12): 0.7d = 2.4, d = 24/7.
    const d = 2.4 / 0.7;
    // Second way: the final mixture blends 12 - d liters at 30% with d liters at 100%, so
    // d / (12 - d) = (50 - 30) / (100 - 50) (alligation).
    const blend = range(0, 12, 1 / 7).filter((v) => same(v / (12 - v), 20 / 50));
    check(blend.length === 1 && same(blend[0]!, d) && same(d, 24 / 7), 'OH2 24/7 liters');
    s.typed(
      {
        difficulty: 5,
        body: "A car's cooling system holds $12$ liters of a mixture that is $30\\%$ antifreeze. How many liters of the mixture must be drained and replaced with pure antifreeze so that the cooling system holds $12$ liters of a mixture that is $50\\%$ antifreeze?",
        hints: [
          'The drained liquid is $30\\%$ antifreeze, so draining removes some antifreeze too.',
          'Track the liters of antifreeze: what is left after draining $d$ liters, plus what is added.',
        ],
        superhints: [
          'After draining $d$ liters, $0.30(12 - d)$ liters of antifreeze remain. Adding $d$ liters of pure antifreeze must bring it to $0.50(12) = 6$ liters.',
        ],
      },
      frac(24, 7),
      'Draining $d$ liters leaves $12 - d$ liters that contain $0.30(12 - d)$ liters of antifreeze; adding $d$ liters of pure antifreeze gives $0.30(12 - d) + d = 3.6 + 0.7d$ liters of antifreeze in $12$ liters. For $50\\%$ this must be $6$: $0.7d = 2.4$, so $d = \\frac{24}{7} \\approx 3.43$ liters. Forgetting that the drained liquid carries antifreeze with it ($3.6 + d = 6$) gives $2.4$.',
    );
  },

  // Two tax brackets; the total tax is 16% of the income.
  (s) => {
    // 1,200 + 0.2(I - 12,000) = 0.16 I on 12,000 < I <= 50,000: 0.04 I = 1,200.
    const I = 1200 / 0.04;
    const tax = (inc: number) =>
      0.1 * Math.min(inc, 12000) + 0.2 * Math.max(0, Math.min(inc, 50000) - 12000);
    const hits = range(100, 50000, 100).filter((inc) => same(tax(inc), 0.16 * inc));
    check(hits.length === 1 && same(hits[0]!, I) && same(I, 30000), 'OH3 30,000');
    s.typed(
      {
        difficulty: 5,
        body: "In a certain country, income is taxed at $10\\%$ on the first \\$12,000 of a person's income and at $20\\%$ on the part of the income above \\$12,000, up to an income of \\$50,000. Priya's income is less than \\$50,000, and her total tax is exactly $16\\%$ of her income. What is Priya's income, in dollars?",
        hints: [
          'Could her income be \\$12,000 or less? What percent would her tax be then?',
          'Above \\$12,000, the tax is \\$1,200 plus $20\\%$ of the part above \\$12,000.',
        ],
        superhints: [
          'Solve $1{,}200 + 0.20(I - 12{,}000) = 0.16I$ and check that $I$ is between \\$12,000 and \\$50,000.',
        ],
      },
      Math.round(I),
      'If the income were at most \\$12,000, the tax would be exactly $10\\%$ of it, so $I > 12{,}000$. Then the tax is $0.10(12{,}000) + 0.20(I - 12{,}000) = 0.20I - 1{,}200$. Setting this equal to $0.16I$: $0.04I = 1{,}200$, so $I = 30{,}000$, which is between \\$12,000 and \\$50,000. Check: $1{,}200 + 0.20(18{,}000) = 4{,}800 = 0.16(30{,}000)$. Leaving out the tax on the first \\$12,000, $0.20(I - 12{,}000) = 0.16I$, gives $60{,}000$, beyond the \\$50,000 the rates apply to.',
    );
  },

  // A later start and a stop on the way: when the cyclist catches the walker.
  (s) => {
    // Kai: starts at 8:30, 12 mph, reaches 2 miles at 8:40, waits until 8:50.
    const jo = (sec: number) => (4 * sec) / 3600;
    const kai = (sec: number) => {
      if (sec <= 1800) return 0;
      if (sec <= 2400) return (12 * (sec - 1800)) / 3600;
      if (sec <= 3000) return 2;
      return 2 + (12 * (sec - 3000)) / 3600;
    };
    const caught = range(1801, 4 * 3600).find((sec) => kai(sec) >= jo(sec) - 1e-12)!;
    check(caught === 3600 && jo(2400) > 2, 'OH4 caught at 9:00, not before the stop');
    s.choose(
      {
        difficulty: 5,
        body: 'Jo starts walking along a trail from the trailhead at 8:00 a.m. at a constant speed of $4$ miles per hour. Kai starts from the same trailhead at 8:30 a.m. and bikes along the same trail at a constant speed of $12$ miles per hour, except that he stops for $10$ minutes at a viewpoint $2$ miles from the trailhead. How many minutes after 8:00 a.m. does Kai catch up with Jo?',
        hints: [
          'First check whether Kai catches Jo before he reaches the viewpoint.',
          'Find where each of them is when Kai leaves the viewpoint.',
        ],
        superhints: [
          'Kai reaches the viewpoint at 8:40 and leaves at 8:50. At 8:50 Jo has walked $\\frac{50}{60}$ of an hour. From then on Kai gains $12 - 4 = 8$ miles per hour on her.',
        ],
      },
      caught / 60,
      'Kai covers the $2$ miles to the viewpoint in $10$ minutes, arriving at 8:40, when Jo is already $4 \\cdot \\frac{40}{60} = \\frac{8}{3}$ miles out, so he has not caught her. He leaves at 8:50, when Jo is $4 \\cdot \\frac{50}{60} = \\frac{10}{3}$ miles out, $\\frac{4}{3}$ miles ahead of him. He gains $8$ miles per hour, so he needs $\\frac{4/3}{8} = \\frac{1}{6}$ hour, $10$ minutes: he catches her at 9:00 a.m., $60$ minutes after 8:00 (both are $4$ miles out). Without the stop he would catch her after $45$ minutes; adding the $10$-minute stop to that gives $55$, which ignores that Jo keeps walking during the stop.',
      [45, 55, 70],
      '$70$ adds the $10$-minute stop to the correct $60$ again.',
    );
  },

  // Clock hands: the first time after 3:00 that they point in opposite directions.
  (s) => {
    // Minute hand 6t degrees, hour hand 90 + 0.5t: 6t - (90 + 0.5t) = 180, t = 540/11.
    const t = frac(540, 11);
    const gap = (min: number) => (((6 * min - (90 + 0.5 * min)) % 360) + 360) % 360;
    // Second way: scan in steps of 1/1100 minute for the first gap of 180 degrees.
    const first = range(1, 66000).find((i) => Math.abs(gap(i / 1100) - 180) < 1e-6)! / 1100;
    check(same(first, 540 / 11) && same(gap(180 / 11), 0) && same(gap(360 / 11), 90), 'OH5');
    s.numeric(
      {
        difficulty: 5,
        body: 'The hour hand and the minute hand of a clock move at constant speeds: the minute hand turns $360^\\circ$ every hour and the hour hand turns $30^\\circ$ every hour. At 3:00, the angle between the hands is $90^\\circ$. How many minutes after 3:00 do the two hands first point in exactly opposite directions?',
        hints: [
          'Measure each hand as an angle clockwise from the 12. At 3:00 the hour hand is at $90^\\circ$ and the minute hand at $0^\\circ$.',
          'Find how many degrees per minute each hand turns.',
        ],
        superhints: [
          'After $t$ minutes the minute hand is at $6t$ degrees and the hour hand at $90 + 0.5t$ degrees. Opposite directions means the minute hand is $180^\\circ$ ahead of the hour hand.',
        ],
      },
      t,
      [45, frac(180, 11), frac(360, 11)],
      (l) =>
        `After $t$ minutes the minute hand is at $6t$ degrees and the hour hand at $90 + 0.5t$ degrees (both measured clockwise from the 12). They point in opposite directions when $6t - (90 + 0.5t) = 180$: $5.5t = 270$, so $t = \\frac{540}{11} \\approx 49.1$ minutes, choice ${l}. $45$ forgets that the hour hand moves (at 3:45 it is already $22.5^\\circ$ past the 3); $\\frac{180}{11}$ is when the hands first point the same way, and $\\frac{360}{11}$ is when they are next at a right angle.`,
    );
  },
];
