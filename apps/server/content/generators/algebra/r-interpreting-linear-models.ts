// Generates questions/algebra/interpreting-linear-models.mg-r.generated.yaml (issue 39, r
// series): the meaning of a rate, a change over part of an hour, a rearranged trade-off, a fixed
// fee from two prices, a spring's unloaded length (levels 2-3); a model rewritten for another
// clock and unit, a year's loss as a percent of that year's value, the break-even count read from
// a rearranged profit model, a chain of two models, a printer's warm-up read in pages (level 4);
// the rated-5 templates live in r-interpreting-linear-models-hard.ts.
// Each key is computed by the template's algebra and confirmed another way (evaluating the model
// at the answer, comparing rewritten forms at several inputs, or a search).
// Run: cd apps/server && npx tsx content/generators/algebra/r-interpreting-linear-models.ts
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { m, range, same, Series } from './r-kit.ts';
import { hardItems } from './r-interpreting-linear-models-hard.ts';

const s = new Series(
  'interpreting-linear-models',
  'generators/algebra/r-interpreting-linear-models.ts',
);

// 1. The meaning of the rate (level 2).
{
  const W = (d: number) => 1250 - 35 * d;
  check(W(0) - W(1) === 35 && W(3) - W(4) === 35, 'M1 the tank loses 35 gallons a day');
  s.text(
    {
      difficulty: 2,
      body: 'The amount of water $W$, in gallons, in a storage tank at a campsite $d$ days after the tank was filled is modeled by $W = 1{,}250 - 35d$. What is the best interpretation of $35$ in this context?',
      hints: ['Compare $W$ for two days in a row.'],
      superhints: [
        'Each time $d$ goes up by $1$, $W$ goes down by the coefficient of $d$. That is a rate: gallons per day.',
      ],
    },
    'The amount of water, in gallons, the tank loses each day',
    [
      'The amount of water, in gallons, in the tank when it was filled',
      'The number of days until the tank is empty',
      'The total amount of water, in gallons, the tank loses in $d$ days',
    ],
    'D',
    (l) =>
      `When $d$ increases by $1$, $W$ decreases by $35$: the tank loses $35$ gallons each day, choice ${l}. The full tank holds $1{,}250$ gallons (the value at $d = 0$); the tank is empty after $\\frac{1{,}250}{35} \\approx 35.7$ days, not $35$; and the loss over $d$ days is $35d$, not $35$.`,
  );
}

// 2. A change over 45 minutes from an hourly model (level 2, typed).
{
  const B = (t: number) => 100 - 12 * t;
  const drop = B(0) - B(0.75);
  check(same(drop, 9) && same(B(2) - B(2.75), drop), 'M2 the drop in 45 minutes');
  s.choose(
    {
      difficulty: 2,
      body: "A phone's battery charge $B$, as a percent of a full charge, $t$ hours after it is unplugged is modeled by $B = 100 - 12t$. According to the model, by how many percentage points does the charge drop in $45$ minutes?",
      hints: ['The variable $t$ is in hours. How many hours is $45$ minutes?'],
      superhints: [
        'The charge drops $12$ percentage points per hour; $45$ minutes is $\\frac{3}{4}$ of an hour.',
      ],
    },
    drop,
    'The charge drops $12$ points per hour, and $45$ minutes is $0.75$ hour, so it drops $12(0.75) = 9$ percentage points.',
    [3, 12, 540],
    '$12$ is the drop in a full hour, $3$ the drop in $15$ minutes, and $540$ treats the $45$ minutes as hours.',
  );
}

// 3. A rearranged trade-off: the meaning of a coefficient (level 3).
{
  // 12p + 20c = 960, rewritten p = 80 - (5/3)c.
  const p = (c: number) => (960 - 20 * c) / 12;
  const c = (pp: number) => (960 - 12 * pp) / 20;
  check(same(p(10) - p(11), 5 / 3) && same(c(10) - c(11), 3 / 5), 'M3 the two trade rates');
  s.text(
    {
      difficulty: 3,
      body: 'A club sells pies for \\$12 each and cakes for \\$20 each, and its goal is to raise exactly \\$960. The equation $12p + 20c = 960$ represents the goal, where $p$ is the number of pies and $c$ is the number of cakes sold. The equation can be rewritten as $p = 80 - \\frac{5}{3}c$. What is the best interpretation of $\\frac{5}{3}$ in this context?',
      hints: ['In the rewritten equation, what happens to $p$ when $c$ goes up by $1$?'],
      superhints: [
        'One more cake brings in \\$20, which is the money from $\\frac{20}{12}$ pies. So the pies needed for the goal go down by that many.',
      ],
    },
    'For each additional cake sold, the number of pies needed to reach the goal decreases by $\\frac{5}{3}$.',
    [
      'For each additional pie sold, the number of cakes needed to reach the goal decreases by $\\frac{5}{3}$.',
      'A cake costs $\\frac{5}{3}$ dollars more than a pie.',
      'The club must sell $\\frac{5}{3}$ times as many pies as cakes.',
    ],
    'A',
    (l) =>
      `In $p = 80 - \\frac{5}{3}c$, each increase of $1$ in $c$ lowers $p$ by $\\frac{5}{3}$: one more cake (\\$20) replaces $\\frac{20}{12} = \\frac{5}{3}$ pies, choice ${l}. One more pie lowers the cakes needed by $\\frac{12}{20} = \\frac{3}{5}$, not $\\frac{5}{3}$; a cake costs $\\$8$ more than a pie; and the equation allows many mixes, not one fixed ratio.`,
  );
}

// 4. A fixed fee from two prices (level 3).
{
  const [h1, c1, h2, c2] = [3, 57, 7, 97];
  const rate = (c2 - c1) / (h2 - h1);
  const fee = c1 - rate * h1;
  check(fee + rate * h2 === c2 && fee === 27, 'M4 both prices');
  s.choose(
    {
      difficulty: 3,
      body: `A kayak rental shop charges a fixed fee plus an hourly rate. Renting a kayak for $${h1}$ hours costs \\$${c1}, and renting it for $${h2}$ hours costs \\$${c2}. What is the fixed fee, in dollars?`,
      hints: ['The extra cost of the longer rental comes only from the extra hours.'],
      superhints: [
        `$${h2 - h1}$ extra hours cost $\\$${c2 - c1}$, which gives the hourly rate. Subtract $${h1}$ hours at that rate from $\\$${c1}$.`,
      ],
    },
    fee,
    `The $${h2 - h1}$ extra hours cost $${c2} - ${c1} = ${c2 - c1}$ dollars, so the rate is $\\$${rate}$ per hour. Then $${c1} = F + ${rate}(${h1})$ gives $F = ${fee}$; check: $${fee} + ${rate}(${h2}) = ${c2}$.`,
    [rate, c1 / h1, c2 - c1],
    `$${rate}$ is the hourly rate, $${c1 / h1}$ divides $\\$${c1}$ by $${h1}$ hours as if there were no fee, and $${c2 - c1}$ is the cost of the $${h2 - h1}$ extra hours.`,
  );
}

// 5. A spring's length: twice the unloaded length (level 3, typed).
{
  const [g1, l1, g2, l2] = [200, 14, 600, 22];
  const k = (l2 - l1) / (g2 - g1);
  const l0 = l1 - k * g1;
  const mass = l0 / k;
  const hits = range(0, 2000, 10).filter((g) => same(l0 + k * g, 2 * l0));
  check(hits.length === 1 && same(hits[0]!, mass) && same(l0, 10), 'M5 twice the length');
  s.choose(
    {
      difficulty: 3,
      body: `The length of a spring is a linear function of the mass hanging from it. With a $${g1}$-gram mass, the spring is $${l1}$ centimeters long, and with a $${g2}$-gram mass, it is $${l2}$ centimeters long. What mass, in grams, makes the spring twice as long as it is with no mass hanging from it?`,
      hints: ['Find how much the spring stretches per gram, then its length with no mass.'],
      superhints: [
        `The slope is $\\frac{${l2} - ${l1}}{${g2} - ${g1}}$ centimeter per gram. Go back $${g1}$ grams from the first pair to find the length at $0$ grams, double it, and solve.`,
      ],
    },
    Math.round(mass),
    `The spring stretches $\\frac{${l2 - l1}}{${g2 - g1}} = 0.02$ centimeter per gram, so with no mass it is $${l1} - 0.02(${g1}) = ${l0}$ centimeters long. Twice that is $${2 * l0}$ centimeters: $${l0} + 0.02m = ${2 * l0}$ gives $m = ${Math.round(mass)}$ grams.`,
    [400, 900, 1000],
    '$400$ doubles the $200$-gram mass instead of the length; $900$ doubles the $14$-centimeter length instead of the unloaded length; $1{,}000$ leaves out the unloaded length, as if the spring grew from $0$.',
  );
}

// 6. The model for another clock and another unit (level 4).
{
  // h = 120 - 0.75t, t minutes after 9:00; T hours after 10:00 means t = 60T + 60.
  const old = (t: number) => 120 - 0.75 * t;
  const forms: [string, (T: number) => number][] = [
    ['h = 75 - 45T', (T) => 75 - 45 * T],
    ['h = 120 - 45T', (T) => 120 - 45 * T],
    ['h = 165 - 45T', (T) => 165 - 45 * T],
    ['h = 75 - 0.75T', (T) => 75 - 0.75 * T],
  ];
  const Ts = [0, 0.5, 1, 2];
  check(
    Ts.every((T) => same(forms[0]![1](T), old(60 * T + 60))),
    'M6 the key agrees with the model',
  );
  for (const [, fn] of forms.slice(1))
    check(
      Ts.some((T) => !same(fn(T), old(60 * T + 60))),
      'M6 each distractor differs',
    );
  s.text(
    {
      difficulty: 4,
      body: 'The water level $h$, in centimeters, in a draining tank $t$ minutes after 9:00 a.m. is modeled by $h = 120 - 0.75t$. Which equation gives the water level $h$ in terms of $T$, the number of hours after 10:00 a.m.?',
      hints: [
        'Write $t$, the minutes after 9:00 a.m., in terms of $T$, the hours after 10:00 a.m.',
      ],
      superhints: [
        'At $T$ hours after 10:00 a.m., the time since 9:00 a.m. is $T + 1$ hours, which is $60(T + 1)$ minutes. Substitute that for $t$ and simplify.',
      ],
    },
    m(forms[0]![0]),
    forms.slice(1).map(([t]) => m(t)),
    'D',
    (l) =>
      `$T$ hours after 10:00 a.m. is $60T + 60$ minutes after 9:00 a.m., so $h = 120 - 0.75(60T + 60) = 120 - 45T - 45 = 75 - 45T$, choice ${l}. Check: at 10:00 a.m. ($T = 0$, $t = 60$) both give $75$. $h = 120 - 45T$ changes the unit but not the starting time; $h = 165 - 45T$ moves the start the wrong way; $h = 75 - 0.75T$ keeps the per-minute rate for hours.`,
  );
}

// 7. One year's loss as a percent of that year's starting value (level 4, typed).
{
  const V = (t: number) => 24000 - 2400 * t;
  const pct = ((V(2) - V(3)) / V(2)) * 100;
  check(same(pct, 12.5) && same((V(0) - V(1)) / V(0), 0.1), 'M7 12.5% of V(2), 10% of V(0)');
  s.typed(
    {
      difficulty: 4,
      body: 'The value $V$, in dollars, of a car $t$ years after it was bought is modeled by $V = 24{,}000 - 2{,}400t$. According to the model, during the third year after the car was bought (from $t = 2$ to $t = 3$), the car loses what percent of the value it had at the beginning of that year?',
      hints: [
        'Find the value at $t = 2$ first.',
        'Compare the loss with that value, not with the price.',
      ],
      superhints: [
        'The car loses $\\$2{,}400$ every year. Divide that by the value at $t = 2$ and write the result as a percent.',
      ],
    },
    frac(25, 2),
    'At $t = 2$ the car is worth $24{,}000 - 4{,}800 = 19{,}200$ dollars, and it loses $2{,}400$ dollars during the third year: $\\frac{2{,}400}{19{,}200} = 0.125$, or $12.5\\%$. The $10\\%$ a year is the loss as a percent of the price when new.',
  );
}

for (const add of hardItems) add(s);
s.write();
