// Generates questions/problem-solving-data-analysis/statistical-claims.l5v.generated.yaml (series
// v, level 5): claims drawn from data that are right or wrong for a reason that needs several
// computations to see.
//   (1) Two places over two years, with populations and counts: claims about a rate's change in
//       percentage points, its change as a percent, the counts' change, and the two places
//       combined (the population shifts toward the place with the lower rate, so the combined
//       rate rises less than either place's). Exactly one claim holds.
//   (2) A claim from a survey whose groups responded at different rates: a missing group rate
//       comes from the overall rate of the respondents, and the estimate for everyone weights
//       each group's rate by its share of all members, not of the respondents.
// Every count is a whole number; each claim's truth is computed from the counts and the key is
// the only true one; the estimate is confirmed by building the members group by group and
// counting, and the missing rate by a scan over whole counts of respondents.
//   npx tsx content/generators/problem-solving-data-analysis/statistical-claims-l5v.ts
import { check, close } from '../lib/check.ts';
import { frac, fracEq } from '../lib/fraction.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';

const s = itemSeries('statistical-claims', 'v', 2);

// ---------------------------------------------------------------------------------------------
// (1) claims about rates, percent changes, counts and the combined places
interface Place {
  name: string;
  pop: [number, number];
  count: [number, number];
}
interface Claim {
  text: string;
  holds: boolean;
}

const rate = (p: Place, y: 0 | 1) => (100 * p.count[y]) / p.pop[y];
const pointChange = (p: Place) => rate(p, 1) - rate(p, 0);
const relChange = (p: Place) => (100 * (rate(p, 1) - rate(p, 0))) / rate(p, 0);
const countChange = (p: Place) => (100 * (p.count[1] - p.count[0])) / p.count[0];

function table(places: Place[], cols: [string, string, string, string]): string {
  const head = cols.map((c) => `\\text{${c}}`).join(' & ');
  const rows = places.map(
    (p) =>
      `\\text{${p.name}} & ${tex(p.pop[0])} & ${tex(p.count[0])} & ${tex(p.pop[1])} & ${tex(p.count[1])}`,
  );
  return `$$\\begin{array}{l|c|c|c|c} & ${head} \\\\ \\hline ${rows.join(' \\\\ ')} \\end{array}$$`;
}

function claimsItem(o: {
  body: string;
  key: Claim;
  wrong: [Claim, Claim, Claim];
  hints: string[];
  superhints: string[];
  explain: (l: string) => string;
}): void {
  check(o.key.holds, 'the key holds');
  check(
    o.wrong.every((w) => !w.holds),
    'no other claim holds',
  );
  s.mcText({
    level: 5,
    body: o.body,
    answer: o.key.text,
    wrong: o.wrong.map((w) => w.text) as [string, string, string],
    hints: o.hints,
    superhints: o.superhints,
    explain: o.explain,
  });
}

{
  const F: Place = { name: 'Fairview', pop: [40000, 50000], count: [2000, 3000] };
  const L: Place = { name: 'Lakeside', pop: [25000, 20000], count: [1500, 1400] };
  const both: Place = {
    name: 'both',
    pop: [F.pop[0] + L.pop[0], F.pop[1] + L.pop[1]],
    count: [F.count[0] + L.count[0], F.count[1] + L.count[1]],
  };
  // second way for the combined rate: the two rates weighted by population
  const weighted = (y: 0 | 1) =>
    (rate(F, y) * F.pop[y] + rate(L, y) * L.pop[y]) / (F.pop[y] + L.pop[y]);
  check(close(weighted(0), rate(both, 0)) && close(weighted(1), rate(both, 1)), 'combined rate');
  const r = (p: Place, y: 0 | 1) => tex(rate(p, y), 2);
  claimsItem({
    body: `The table shows the number of residents and the number of residents who commute to work by bicycle in two towns in 2015 and in 2023. Which of the following claims is supported by the data? ${table([F, L], ['residents, 2015', 'bike commuters, 2015', 'residents, 2023', 'bike commuters, 2023'])}`,
    key: {
      text: `The percent of residents who commute by bicycle increased by a greater percent in ${F.name} than in ${L.name}.`,
      holds: relChange(F) > relChange(L),
    },
    wrong: [
      {
        text: `The percent of residents who commute by bicycle increased by more percentage points in ${F.name} than in ${L.name}.`,
        holds: pointChange(F) > pointChange(L) + 1e-9,
      },
      {
        text: `In 2023, a greater percent of the residents of ${F.name} than of ${L.name} commuted by bicycle.`,
        holds: rate(F, 1) > rate(L, 1),
      },
      {
        text: `For the two towns combined, the percent of residents who commute by bicycle increased by at least $1$ percentage point.`,
        holds: pointChange(both) >= 1 - 1e-9,
      },
    ],
    hints: [
      "Turn each count into a percent of that town's residents for each year before comparing anything.",
      'A change of "percentage points" is a difference of two percents; a change "by a percent" compares that difference with the starting percent.',
    ],
    superhints: [
      `For the two towns combined, add the residents and add the bike commuters first, then find the percents. The towns did not grow alike.`,
    ],
    explain: (l) =>
      `The percents of residents who bike are $${r(F, 0)}\\%$ and $${r(F, 1)}\\%$ in ${F.name}, and $${r(L, 0)}\\%$ and $${r(L, 1)}\\%$ in ${L.name}. Both rose by $${tex(pointChange(F), 2)}$ percentage point, so neither town rose by more percentage points. As a percent of the starting value, ${F.name} rose by $\\frac{1}{${r(F, 0)}} = ${tex(relChange(F), 2)}\\%$ and ${L.name} by $\\frac{1}{${r(L, 0)}} \\approx ${tex(relChange(L), 1)}\\%$, so the claim of a greater percent increase in ${F.name} is supported, choice ${l}. ` +
      `In 2023 ${F.name} had more bike commuters ($${tex(F.count[1])}$ against $${tex(L.count[1])}$) but a smaller percent of its residents ($${r(F, 1)}\\%$ against $${r(L, 1)}\\%$). For the two towns combined, the percent went from $\\frac{${tex(both.count[0])}}{${tex(both.pop[0])}} \\approx ${tex(rate(both, 0), 2)}\\%$ to $\\frac{${tex(both.count[1])}}{${tex(both.pop[1])}} \\approx ${tex(rate(both, 1), 2)}\\%$, an increase of less than $1$ point, because more of the residents now live in ${F.name}, the town with the lower percent.`,
  });
}

{
  const P: Place = { name: 'County P', pop: [80000, 100000], count: [4000, 9000] };
  const Q: Place = { name: 'County Q', pop: [30000, 32000], count: [600, 1600] };
  const r = (p: Place, y: 0 | 1) => tex(rate(p, y), 2);
  claimsItem({
    body: `The table shows the number of households and the number of households with solar panels in two counties in 2018 and in 2024. Which of the following claims is supported by the data? ${table([P, Q], ['households, 2018', 'with solar, 2018', 'households, 2024', 'with solar, 2024'])}`,
    key: {
      text: `The percent of households with solar panels increased by more percentage points in ${P.name} than in ${Q.name}.`,
      holds: pointChange(P) > pointChange(Q),
    },
    wrong: [
      {
        text: `The percent of households with solar panels increased by a greater percent in ${P.name} than in ${Q.name}.`,
        holds: relChange(P) > relChange(Q),
      },
      {
        text: `The number of households with solar panels increased by a greater percent in ${P.name} than in ${Q.name}.`,
        holds: countChange(P) > countChange(Q),
      },
      {
        text: `In ${Q.name}, the percent of households with solar panels more than doubled, but the number of households with solar panels did not.`,
        holds: rate(Q, 1) > 2 * rate(Q, 0) && !(Q.count[1] > 2 * Q.count[0]),
      },
    ],
    hints: [
      'Find the percent of households with solar panels in each county in each year.',
      'Keep three kinds of change apart: the change in the number of households with solar panels, the change in the percent in percentage points, and the change in the percent as a percent of its starting value.',
    ],
    superhints: [
      `In ${P.name} the percent went from $\\frac{${tex(P.count[0])}}{${tex(P.pop[0])}}$ to $\\frac{${tex(P.count[1])}}{${tex(P.pop[1])}}$. Find the same for ${Q.name}, then test each claim.`,
    ],
    explain: (l) =>
      `The percents are $${r(P, 0)}\\%$ and $${r(P, 1)}\\%$ in ${P.name}, and $${r(Q, 0)}\\%$ and $${r(Q, 1)}\\%$ in ${Q.name}: increases of $${tex(pointChange(P))}$ and $${tex(pointChange(Q))}$ percentage points, so ${P.name} rose by more percentage points, choice ${l}. ` +
      `As a percent of the starting value, the percent rose by $${tex(relChange(P))}\\%$ in ${P.name} and by $${tex(relChange(Q))}\\%$ in ${Q.name}, so ${Q.name} rose by the greater percent. The numbers of households with solar panels rose by $${tex(countChange(P))}\\%$ and about $${tex(countChange(Q), 0)}\\%$, again greater in ${Q.name}. In ${Q.name} both the percent ($${r(Q, 0)}\\%$ to $${r(Q, 1)}\\%$) and the number ($${tex(Q.count[0])}$ to $${tex(Q.count[1])}$) more than doubled.`,
  });
}

// ---------------------------------------------------------------------------------------------
// (2) a claim from respondents who are not spread like the members
interface GroupData {
  name: string; // "monthly-plan members"
  share: number; // percent of all members
  respondents: number;
  ratePct?: number; // percent of this group's respondents who said yes; one group's is missing
}

/** "a and b", "a, b and c" */
const list = (xs: string[]) => `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

function reweightItem(o: {
  total: number; // members
  members: string; // "members" / "subscribers"
  groups: GroupData[];
  overallPct: number; // percent of all respondents who said yes
  body: string;
  yes: string; // "are satisfied"
  hints: string[];
  superhints: string[];
  errorTexts: (v: { raw: number; mean: number; no: number; missingRate: number }) => string;
}): void {
  const R = o.groups.reduce((a, g) => a + g.respondents, 0);
  const yesAll = (R * o.overallPct) / 100;
  check(Number.isInteger(yesAll), 'whole respondents say yes');
  const missing = o.groups.findIndex((g) => g.ratePct === undefined);
  check(missing >= 0 && o.groups.filter((g) => g.ratePct === undefined).length === 1, 'one gap');
  const knownYes = o.groups.reduce(
    (a, g) => a + (g.ratePct === undefined ? 0 : (g.respondents * g.ratePct) / 100),
    0,
  );
  // scan: the whole numbers of yes answers in the missing group that give the overall percent
  const m = o.groups[missing]!;
  const fits: number[] = [];
  for (let y = 0; y <= m.respondents; y++)
    if (fracEq(frac(knownYes + y, R), frac(o.overallPct, 100))) fits.push(y);
  check(fits.length === 1, 'one count of yes answers in the missing group');
  const missingRate = (100 * fits[0]!) / m.respondents;
  const rates = o.groups.map((g) => g.ratePct ?? missingRate);
  // the estimate for all members: each group's rate weighted by its share of the members
  const key = o.groups.reduce((a, g, i) => a + (g.share * rates[i]!) / 100, 0);
  // second way: build the members group by group and count those who would say yes
  const counts = o.groups.map((g) => (o.total * g.share) / 100);
  check(counts.every(Number.isInteger), 'whole members');
  const yesMembers = counts.reduce((a, c, i) => a + (c * rates[i]!) / 100, 0);
  check(close(key, (100 * yesMembers) / o.total), 'counted members agree');
  const raw = o.overallPct;
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  const no = 100 - key;
  check(new Set([key, raw, mean, no]).size === 4, 'four different values');
  s.mcNumber({
    level: 5,
    body: o.body,
    answer: key,
    wrong: [raw, mean, no],
    show: (v) => `$${tex(v)}\\%$`,
    hints: o.hints,
    superhints: o.superhints,
    explain: (l) =>
      `The respondents number ${list(o.groups.map((g) => `$${g.respondents}$`))}, $${R}$ in all, and $${o.overallPct}\\%$ of them, $${yesAll}$, ${o.yes}. ` +
      `The known groups account for $${tex(knownYes)}$ of these, so $${fits[0]}$ of the $${m.respondents}$ ${m.name} who responded ${o.yes}: $${tex(missingRate)}\\%$. ` +
      `The respondents are not spread like the ${o.members}, so weight each group's percent by its share of all ${o.members}: $${o.groups.map((g, i) => `${tex(g.share / 100)}(${tex(rates[i]!)}\\%)`).join(' + ')} = ${tex(key)}\\%$. ` +
      `(Of $${tex(o.total)}$ ${o.members}: ${list(counts.map((c, i) => `$${tex((c * rates[i]!) / 100)}$ of $${tex(c)}$`))}, which is $${tex(yesMembers)}$ in all.) The best estimate is $${tex(key)}\\%$, choice ${l}. ` +
      o.errorTexts({ raw, mean, no, missingRate }),
  });
}

reweightItem({
  total: 2000,
  members: 'members',
  groups: [
    { name: 'monthly-plan members', share: 60, respondents: 360, ratePct: 80 },
    { name: 'annual-plan members', share: 40, respondents: 40 },
  ],
  overallPct: 75,
  body: `A gym has $2{,}000$ members: $60\\%$ have a monthly plan and the rest have an annual plan. The gym emailed a survey to every member. Of the members who responded, $360$ have a monthly plan and $40$ have an annual plan. Overall, $75\\%$ of the respondents said they are satisfied with the gym, and $80\\%$ of the respondents with a monthly plan said so. The gym's manager claims that $75\\%$ of its members are satisfied. Assume that, within each plan, the members who responded are typical of all the members with that plan. Based on the survey, what is the best estimate of the percent of all the gym's members who are satisfied?`,
  yes: 'are satisfied',
  hints: [
    "The two plans did not respond at the same rate: compare each plan's share of the respondents with its share of the members.",
    'First find the percent of the annual-plan respondents who are satisfied.',
  ],
  superhints: [
    "Of the $400$ respondents, $300$ are satisfied and $288$ of those have a monthly plan. Then apply each plan's percent to that plan's share of all $2{,}000$ members.",
  ],
  errorTexts: ({ raw, mean, no }) =>
    `The manager's $${raw}\\%$ counts the respondents, $90\\%$ of whom have a monthly plan, though only $60\\%$ of the members do. $${tex(mean)}\\%$ averages the two plans' percents as if the plans were the same size. $${tex(no)}\\%$ is the estimate of the members who are not satisfied.`,
});

reweightItem({
  total: 10000,
  members: 'subscribers',
  groups: [
    { name: 'Basic subscribers', share: 50, respondents: 100, ratePct: 30 },
    { name: 'Standard subscribers', share: 30, respondents: 150, ratePct: 60 },
    { name: 'Premium subscribers', share: 20, respondents: 250 },
  ],
  overallPct: 69,
  body: `A streaming service has three plans: $50\\%$ of its subscribers have the Basic plan, $30\\%$ have the Standard plan and $20\\%$ have the Premium plan. It asked all subscribers whether they would recommend the service, and $500$ responded: $100$ with Basic, $150$ with Standard and $250$ with Premium. Of all the respondents, $69\\%$ said they would recommend the service, including $30\\%$ of the Basic respondents and $60\\%$ of the Standard respondents. The service advertises that $69\\%$ of its subscribers would recommend it. Assume that, within each plan, the subscribers who responded are typical of all the subscribers with that plan. Based on the survey, what is the best estimate of the percent of all the service's subscribers who would recommend it?`,
  yes: 'would recommend the service',
  hints: [
    "Compare each plan's share of the respondents with its share of the subscribers.",
    'First find the percent of the Premium respondents who would recommend the service.',
  ],
  superhints: [
    "Of the $500$ respondents, $345$ would recommend the service; $30$ of them have Basic and $90$ have Standard. Then apply each plan's percent to that plan's share of all subscribers.",
  ],
  errorTexts: ({ raw, mean, no }) =>
    `The advertised $${raw}\\%$ counts the respondents, half of whom have Premium, though only $20\\%$ of subscribers do. $${tex(mean)}\\%$ averages the three plans' percents as if the plans were the same size. $${tex(no)}\\%$ is the estimate of subscribers who would not recommend the service.`,
});

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'statistical-claims.l5v',
  'generators/problem-solving-data-analysis/statistical-claims-l5v.ts',
  s.questions,
);
