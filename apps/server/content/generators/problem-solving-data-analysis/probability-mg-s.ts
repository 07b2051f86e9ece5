// Generates questions/problem-solving-data-analysis/probability.mg-s.generated.yaml (issue 39,
// series s): two-way tables. Levels 2 to 4 here (a row's conditional, a column's conditional, a
// union, new people added to a table, a conditional from percents, a column's conditional from a
// table of row percents); the templates rated 4 and 5 after the blind solve of 2026-11-29 that
// complete a table from several conditions are in probability-mg-s-level5.ts.
// Every table is held as counts, and every key is computed from the counts and confirmed a second
// way: by building the people of the table as a list and counting them, or by a search over the
// unknown count.
//   npx tsx content/generators/problem-solving-data-analysis/probability-mg-s.ts
import { check, close } from '../lib/check.ts';
import { frac, fracEq, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { probabilityLevel5 } from './probability-mg-s-level5.ts';
import { arrayTable, people, share } from './two-way.ts';

// columnGiven was 3 until the blind pass of the generated items (2026-11-29) rated it 1: the
// rounded-up mean is 2.
const LEVEL = { rowGiven: 2, columnGiven: 2, union: 3, added: 4, percents: 4, rowPercents: 4 };

const s = itemSeries('probability', 's', 2);
/** Four fraction choices in increasing order (the series keeps them sorted). */
const fracChoice = (correct: Frac, wrong: Frac[]) => {
  const all = [correct, ...wrong];
  return {
    answer: fracValue(correct),
    wrong: wrong.map(fracValue),
    show: (v: number) => `$${fracTex(all.find((f) => Math.abs(fracValue(f) - v) < 1e-12)!)}$`,
  };
};

// (1) a row's conditional probability
{
  const rows = ['Under 30', '30 and over'];
  const cols = ['Borrowed a book', 'Did not borrow'];
  const t = [
    [28, 36],
    [54, 42],
  ];
  const key = frac(t[1]![0]!, t[1]![0]! + t[1]![1]!);
  check(
    fracEq(
      key,
      share(
        people(rows, cols, t),
        (p) => p.row === rows[1],
        (p) => p.col === cols[0],
      ),
    ),
    'row',
  );
  s.mcNumber({
    level: LEVEL.rowGiven,
    body: `A library asked $160$ visitors their age group and whether they borrowed a book during the visit. The results are shown in the table. If a visitor who is $30$ or over is chosen at random, what is the probability that the visitor borrowed a book? ${arrayTable(rows, cols, t)}`,
    ...fracChoice(key, [frac(42, 96), frac(96, 160), frac(54, 82)]),
    hints: ['The condition "30 or over" names the group you choose from.'],
    superhints: ['Use the "30 and over" row only: its total is the denominator.'],
    explain: (l) =>
      `Of the $96$ visitors who are $30$ or over, $54$ borrowed a book, so the probability is $\\frac{54}{96} = ${fracTex(key)}$. $\\frac{3}{5}$ is the probability that a visitor is $30$ or over, $\\frac{27}{41}$ divides by the borrowers (the reverse condition), and $\\frac{7}{16}$ is the share of that row who did not borrow. The answer is choice ${l}.`,
  });
}

// (2) a column's conditional probability, typed
{
  const rows = ['Hot', 'Iced'];
  const cols = ['Small', 'Large'];
  const t = [
    [45, 30],
    [27, 48],
  ];
  const key = frac(48, 78);
  check(
    fracEq(
      key,
      share(
        people(rows, cols, t),
        (p) => p.col === 'Large',
        (p) => p.row === 'Iced',
      ),
    ),
    'col',
  );
  // the reverse condition, both at once, and the other row of the column
  const wrong2 = [frac(48, 75), frac(48, 150), frac(30, 78)];
  const shown2 = (v: number) =>
    `$${fracTex([key, ...wrong2].find((f) => close(fracValue(f), v))!)}$`;
  s.mcNumber({
    level: LEVEL.columnGiven,
    body: `A café recorded the temperature and the size of each drink it sold one morning. The results are shown in the table. If one of the large drinks is chosen at random, what is the probability that it is an iced drink? ${arrayTable(rows, cols, t)}`,
    answer: fracValue(key),
    wrong: wrong2.map(fracValue),
    show: shown2,
    turn: false,
    hints: [
      'The condition is "large", so you choose only among the large drinks.',
      'Find the total of the "Large" column first.',
    ],
    superhints: ['There are $30 + 48$ large drinks. How many of them are iced?'],
    explain: (l) =>
      `There are $30 + 48 = 78$ large drinks, and $48$ of them are iced, so the probability is $\\frac{48}{78} = ${fracTex(key)}$, choice ${l}. Dividing by the $75$ iced drinks ($\\frac{48}{75}$) answers the reverse question (the probability that an iced drink is large), dividing by all $150$ drinks gives the probability that a drink is both large and iced, and $\\frac{30}{78}$ is the probability that a large drink is hot.`,
  });
}

// (3) a union from a two-by-three table: count the overlap once
{
  const rows = ['Juniors', 'Seniors'];
  const cols = ['Robotics', 'Drama', 'Neither'];
  const t = [
    [14, 22, 24],
    [18, 16, 26],
  ];
  const all = people(rows, cols, t);
  const key = share(
    all,
    () => true,
    (p) => p.row === 'Seniors' || p.col === 'Robotics',
  );
  check(fracEq(key, frac(60 + 14, 120)), 'union by inclusion and exclusion');
  s.mcNumber({
    level: LEVEL.union,
    body: `Each of the $120$ juniors and seniors in a school's clubs program chose robotics, drama or neither. The results are shown in the table. If one of these $120$ students is chosen at random, what is the probability that the student is a senior or chose robotics (or both)? ${arrayTable(rows, cols, t)}`,
    ...fracChoice(key, [frac(18, 120), frac(32, 120), frac(60, 120)]),
    hints: [
      'Count the students who are seniors, then add the robotics students who are not seniors.',
    ],
    superhints: [
      'All $60$ seniors count. Among the juniors, only the $14$ who chose robotics count. Do not count the $18$ senior robotics students twice.',
    ],
    explain: (l) =>
      `The $60$ seniors and the $14$ juniors who chose robotics make $74$ students, so the probability is $\\frac{74}{120} = ${fracTex(key)}$. $\\frac{1}{2}$ counts the seniors alone, $\\frac{3}{20}$ is the probability of both, and $\\frac{4}{15}$ is the probability of robotics alone; adding the row and the column would count the $18$ senior robotics students twice. The answer is choice ${l}.`,
  });
}

// (4) new people added to one cell: the count from a probability, then another probability
{
  const rows = ['Grade 9', 'Grade 10'];
  const cols = ['Walk', 'Bus'];
  const t = [
    [24, 36],
    [16, 44],
  ];
  const ks = [...Array(200).keys()].filter((k) => fracEq(frac(16 + k, 40 + k), frac(1, 2)));
  check(ks.length === 1 && ks[0] === 8, 'one count of new walkers');
  const k = ks[0]!;
  const after = people(rows, cols, [t[0]!, [16 + k, 44]]);
  const key = share(
    after,
    (p) => p.row === 'Grade 10',
    (p) => p.col === 'Walk',
  );
  check(fracEq(key, frac(24, 68)), 'grade 10 walkers after');
  s.mcNumber({
    level: LEVEL.added,
    body: `The table shows how the students in grades 9 and 10 at a small school get to school. Later, some new students join grade 10, all of whom walk to school. After they join, the probability that a student chosen at random from those who walk is in grade 10 is $\\frac{1}{2}$. After the new students join, what is the probability that a student chosen at random from grade 10 walks to school? ${arrayTable(rows, cols, t)}`,
    ...fracChoice(key, [frac(24, 60), frac(1, 2), frac(68, 128)]),
    hints: [
      'Call the number of new students $k$; they add to the grade 10 walkers and to the walkers in all.',
      'Use the given probability to find $k$ first.',
    ],
    superhints: [
      '$\\frac{16 + k}{40 + k} = \\frac{1}{2}$. Then grade 10 has $60 + k$ students, of whom $16 + k$ walk.',
    ],
    explain: (l) =>
      `With $k$ new walkers, $\\frac{16 + k}{40 + k} = \\frac{1}{2}$ gives $32 + 2k = 40 + k$, so $k = ${k}$. Grade 10 then has $68$ students, $24$ of whom walk: $\\frac{24}{68} = ${fracTex(key)}$. $\\frac{2}{5}$ divides by the $60$ students grade 10 had at first, $\\frac{1}{2}$ is the given probability, whose condition is the reverse one, and $\\frac{17}{32}$ is the probability that a student of the whole school is in grade 10. The answer is choice ${l}.`,
  });
}

// (5) a conditional probability from percents of different groups
{
  const N = 1000;
  const juniors = 400;
  const chem = 300;
  const chemJuniors = (chem * 45) / 100;
  const key = frac(chem - chemJuniors, N - juniors);
  const list = people(
    ['J', 'O'],
    ['C', 'N'],
    [
      [chemJuniors, juniors - chemJuniors],
      [chem - chemJuniors, N - juniors - chem + chemJuniors],
    ],
  );
  check(
    fracEq(
      key,
      share(
        list,
        (p) => p.row === 'O',
        (p) => p.col === 'C',
      ),
    ),
    'percents',
  );
  s.mcNumber({
    level: LEVEL.percents,
    body: `At a high school, $40\\%$ of the students are juniors. Of all the students, $30\\%$ take chemistry, and $45\\%$ of the students who take chemistry are juniors. If a student who is not a junior is chosen at random, what is the probability that the student takes chemistry?`,
    answer: fracValue(key),
    // 55%, the share of chemistry students who are not juniors; the condition left out; the
    // probability for a junior instead
    wrong: [0.55, 165 / 1000, 135 / 400],
    show: (v) => `$${String(v)}$`,
    turn: false,
    hints: [
      'Imagine $1{,}000$ students and fill in a two-way table: junior or not, chemistry or not.',
      'The $45\\%$ is a percent of the chemistry students, not of the juniors.',
    ],
    superhints: [
      'Of $1{,}000$ students, $300$ take chemistry and $45\\%$ of those $300$ are juniors. The rest of the chemistry students are not juniors; divide them by the number of students who are not juniors.',
    ],
    explain: (l) =>
      `Out of $1{,}000$ students, $400$ are juniors and $600$ are not. $300$ take chemistry, and $45\\%$ of them, $135$, are juniors, so $165$ chemistry students are not juniors. The probability is $\\frac{165}{600} = ${fracTex(key)}$, or $0.275$, choice ${l}. Using $55\\%$ (the share of chemistry students who are not juniors) answers a different question, $\\frac{165}{1{,}000}$ forgets the condition, and $\\frac{135}{400}$ is the probability for a junior.`,
  });
}

// (6) a table of row percents: counts from the percents, then a column's conditional
{
  const rows = ['Yoga', 'Pottery', 'Painting'];
  const cols = ['Morning', 'Evening'];
  const sizes = [140, 60, 50];
  const eveningPct = [60, 25, 40];
  const t = sizes.map((n, i) => [(n * (100 - eveningPct[i]!)) / 100, (n * eveningPct[i]!) / 100]);
  const key = share(
    people(rows, cols, t),
    (p) => p.col === 'Evening',
    (p) => p.row === 'Yoga',
  );
  // the same probability by the rule for a reversed condition, from the shares and percents alone
  const total = sizes.reduce((a, b) => a + b, 0);
  const part = (i: number) => (sizes[i]! / total) * (eveningPct[i]! / 100);
  const reversed = part(0) / (part(0) + part(1) + part(2));
  check(close(fracValue(key), reversed) && fracEq(key, frac(84, 119)), 'the evening yoga share');
  const percentRows = rows.map(
    (r, i) => `\\text{${r}} & ${100 - eveningPct[i]!}\\% & ${eveningPct[i]!}\\% & ${sizes[i]!}`,
  );
  const table = `$$\\begin{array}{l|c|c|c} & \\text{Morning} & \\text{Evening} & \\text{Number of people} \\\\ \\hline ${percentRows.join(' \\\\ ')} \\end{array}$$`;
  s.mcNumber({
    level: LEVEL.rowPercents,
    body: `Each of the $${total}$ people who signed up for a class at a community center chose one class (yoga, pottery or painting) and one time (morning or evening). For each class, the table shows the number of people who signed up for it and the percent of them who chose each time. If a person who signed up for an evening class is chosen at random, what is the probability that the person signed up for yoga? ${table}`,
    ...fracChoice(key, [frac(3, 5), frac(14, 25), frac(12, 25)]),
    hints: [
      'The percents are percents of each class, not of all the people. Turn them into numbers of people first.',
      'The condition "evening" names the group you choose from.',
    ],
    superhints: [
      'Evening yoga: $60\\%$ of $140$. Find the evening count of each class the same way and add them: that total is the denominator.',
    ],
    explain: (l) =>
      `The evening counts are $0.6(140) = 84$ for yoga, $0.25(60) = 15$ for pottery and $0.4(50) = 20$ for painting, so $119$ people chose an evening class, and $84$ of them chose yoga: $\\frac{84}{119} = ${fracTex(key)}$. $\\frac{3}{5}$ is the probability that a yoga student chose the evening (the reverse condition), $\\frac{14}{25}$ is the probability that any of the $250$ people chose yoga (no condition), and $\\frac{12}{25}$ treats the percents as counts ($\\frac{60}{60 + 25 + 40}$). The answer is choice ${l}.`,
  });
}

probabilityLevel5(s);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'probability.mg-s',
  'generators/problem-solving-data-analysis/probability-mg-s.ts',
  s.questions,
);
