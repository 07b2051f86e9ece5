// The four hardest templates of probability-mg-s.ts, each a two-way table the student must
// complete from several conditions: two conditional probabilities in opposite directions and one
// cell; equal conditional probabilities in two rows with a total (a product and a sum, two
// solutions, one ruled out by a comparison); a table of counts for one school and percents for
// another, combined; a two-by-three table from two conditionals and four totals, then a
// conditional on a complement. All are rated 5 after the blind solve of 2026-11-29 except the two
// schools combined, rated 4 (the rounded-up mean of the author's 5 and the solver's 3).
// Each key is confirmed by a search over every possible table that meets the conditions (exactly
// one must) and by counting the people of that table.
import { check } from '../lib/check.ts';
import { frac, fracEq, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
import type { Series } from '../lib/item-series.ts';
import { arrayTable, people, share } from './two-way.ts';

const fracChoice = (correct: Frac, wrong: Frac[]) => {
  const all = [correct, ...wrong];
  return {
    answer: fracValue(correct),
    wrong: wrong.map(fracValue),
    show: (v: number) => `$${fracTex(all.find((f) => Math.abs(fracValue(f) - v) < 1e-12)!)}$`,
  };
};

export function probabilityLevel5(s: Series): void {
  // (7) P(attended | member) and P(member | attended), one cell and the total
  {
    const [total, d] = [200, 70];
    const fits: number[][] = [];
    for (let a = 0; a <= total - d; a++)
      for (let b = 0; a + b <= total - d; b++) {
        const c = total - d - a - b;
        if (
          a + b &&
          a + c &&
          fracEq(frac(a, a + b), frac(3, 5)) &&
          fracEq(frac(a, a + c), frac(2, 3))
        )
          fits.push([a, b, c]);
      }
    check(fits.length === 1, 'one table fits');
    const [a, b, c] = fits[0] as [number, number, number];
    const rows = ['Member', 'Not a member'];
    const cols = ['Attended', 'Did not attend'];
    const key = share(
      people(rows, cols, [
        [a, b],
        [c, d],
      ]),
      (p) => p.col === cols[1],
      (p) => p.row === rows[1],
    );
    check(fracEq(key, frac(d, b + d)), 'the column conditional');
    s.mcNumber({
      level: 5,
      body: `A museum surveyed $${total}$ visitors about whether they are members of the museum and whether they attended a workshop. Some entries of the table are missing. For a member chosen at random, the probability of having attended the workshop is $\\frac{3}{5}$. For a visitor chosen at random from those who attended the workshop, the probability of being a member is $\\frac{2}{3}$. If a visitor who did not attend the workshop is chosen at random, what is the probability that the visitor is not a member? ${arrayTable(
        rows,
        cols,
        [
          [null, null],
          [null, d],
        ],
        { rows: [null, null], cols: [null, null], grand: total },
      )}`,
      ...fracChoice(key, [frac(7, 10), frac(4, 11), frac(7, 20)]),
      hints: [
        'Call the number of members who attended $a$. Each given probability links $a$ to another missing entry.',
        `Every visitor is in one of the four cells, and together they make $${total}$.`,
      ],
      superhints: [
        'Members who did not attend: $\\frac{2}{3}a$ (since $\\frac{a}{a + b} = \\frac{3}{5}$). Non-members who attended: $\\frac{1}{2}a$ (since $\\frac{a}{a + c} = \\frac{2}{3}$). Then $a + \\frac{2}{3}a + \\frac{1}{2}a = ' +
          (total - d) +
          '$.',
      ],
      explain: (l) =>
        `Let $a$, $b$ and $c$ be the members who attended, the members who did not and the non-members who attended. $\\frac{a}{a + b} = \\frac{3}{5}$ gives $b = \\frac{2}{3}a$, and $\\frac{a}{a + c} = \\frac{2}{3}$ gives $c = \\frac{1}{2}a$. The four cells make $${total}$, so $\\frac{13}{6}a = ${total - d}$ and $a = ${a}$, $b = ${b}$, $c = ${c}$. Of the $${b + d}$ visitors who did not attend, $${d}$ are not members: $${fracTex(key)}$. $\\frac{7}{10}$ is the share of non-members who did not attend (the reverse condition), $\\frac{4}{11}$ is the share of members among those who did not attend, and $\\frac{7}{20}$ divides by all $${total}$ visitors. The answer is choice ${l}.`,
    });
  }

  // (8) equal conditionals in two rows and a total: xy = 36 * 24, x + y = 66, one case ruled out
  {
    const [bus9, walk10, total] = [36, 24, 126];
    const fits: number[][] = [];
    for (let x = 0; x <= total; x++)
      for (let y = 0; x + y + bus9 + walk10 <= total; y++)
        if (x + y + bus9 + walk10 === total && x * (walk10 + y) === walk10 * (x + bus9))
          fits.push([x, y]);
    check(fits.length === 2, 'two tables have equal rates');
    const kept = fits.filter(([x, y]) => x! + bus9 < walk10 + y!);
    check(kept.length === 1, 'grade 9 smaller rules one out');
    const [x, y] = kept[0] as [number, number];
    const [xr, yr] = fits.find((f) => f !== kept[0]) as [number, number];
    const rows = ['Grade 9', 'Grade 10'];
    const cols = ['Walk', 'Bus'];
    const list = people(rows, cols, [
      [x, bus9],
      [walk10, y],
    ]);
    const key = share(
      list,
      (p) => p.col === 'Walk',
      (p) => p.row === 'Grade 9',
    );
    check(
      fracEq(
        share(
          list,
          (p) => p.row === rows[0],
          (p) => p.col === 'Walk',
        ),
        share(
          list,
          (p) => p.row === rows[1],
          (p) => p.col === 'Walk',
        ),
      ),
      'equal rates',
    );
    s.typed({
      level: 5,
      body: `The table shows how the $${total}$ students in grades 9 and 10 at a school get to school, where $x$ and $y$ are positive integers. The probability that a grade 9 student chosen at random walks is equal to the probability that a grade 10 student chosen at random walks. There are fewer students in grade 9 than in grade 10. If a student who walks is chosen at random, what is the probability that the student is in grade 9? ${arrayTable(
        rows,
        cols,
        [
          ['x', bus9],
          [walk10, 'y'],
        ],
        { rows: [null, null], cols: [null, null], grand: total },
      )}`,
      answer: key,
      hints: [
        'Write the equal probabilities as an equation in $x$ and $y$, and write the total as a second equation.',
        'Cross-multiplying the first equation makes it simpler than it looks.',
      ],
      superhints: [
        `$\\frac{x}{x + ${bus9}} = \\frac{${walk10}}{${walk10} + y}$ simplifies to $xy = ${bus9 * walk10}$, and the total gives $x + y = ${total - bus9 - walk10}$. Two numbers work; the comparison of the grades decides which is $x$.`,
      ],
      explanation: `Cross-multiplying $\\frac{x}{x + ${bus9}} = \\frac{${walk10}}{${walk10} + y}$ gives $${walk10}x + xy = ${walk10}x + ${bus9 * walk10}$, so $xy = ${bus9 * walk10}$; the total gives $x + y = ${total - bus9 - walk10}$. So $x$ and $y$ are $${x}$ and $${y}$ in some order. If $x = ${xr}$, grade 9 would have $${xr + bus9}$ students and grade 10 only $${walk10 + yr}$, so $x = ${x}$ and $y = ${y}$ (grade 9 has $${x + bus9}$, grade 10 has $${walk10 + y}$). Of the $${x + walk10}$ walkers, $${x}$ are in grade 9: $\\frac{${x}}{${x + walk10}} = ${fracTex(key)}$. The other order would give $\\frac{${xr}}{${xr + walk10}}$.`,
    });
  }

  // (9) one school's table of counts and another school's percents, combined
  {
    const rows = ['Grade 9', 'Grade 10'];
    const cols = ['Walk', 'Bus'];
    const tA = [
      [24, 56],
      [8, 72],
    ];
    const nB = 300;
    const g9 = (nB * 40) / 100;
    const tB = [
      [(g9 * 25) / 100, g9 - (g9 * 25) / 100],
      [((nB - g9) * 10) / 100, nB - g9 - ((nB - g9) * 10) / 100],
    ];
    const both = [...people(rows, cols, tA), ...people(rows, cols, tB)];
    const key = share(
      both,
      (p) => p.col === 'Walk',
      (p) => p.row === 'Grade 10',
    );
    check(fracEq(key, frac(8 + 18, 32 + 48)), 'the combined walkers');
    s.typed({
      level: 4,
      body: `The table shows how the students in grades 9 and 10 at School A get to school. School B has $${nB}$ students in grades 9 and 10, and $40\\%$ of them are in grade 9. At School B, $25\\%$ of the grade 9 students and $10\\%$ of the grade 10 students walk to school. If a student is chosen at random from all the grade 9 and grade 10 students at the two schools who walk to school, what is the probability that the student is in grade 10? ${arrayTable(rows, cols, tA)}`,
      answer: key,
      hints: [
        'Turn the description of School B into counts, as if it had its own table.',
        'The condition "walks" includes the walkers of both schools.',
      ],
      superhints: [
        'School B has $120$ students in grade 9 and $180$ in grade 10. Find how many of each walk, then add the walkers of School A.',
      ],
      explanation: `School B has $120$ grade 9 and $180$ grade 10 students; $30$ and $18$ of them walk. School A has $24 + 8 = 32$ walkers. Of the $32 + 48 = 80$ walkers in all, $8 + 18 = 26$ are in grade 10, so the probability is $\\frac{26}{80} = ${fracTex(key)}$. School A alone would give $\\frac{8}{32}$, School B alone $\\frac{18}{48}$, and averaging those two ignores that the schools have different numbers of walkers.`,
    });
  }

  // (10) a two-by-three table from two conditionals and four totals, then a complement
  {
    const total = 400;
    const [planA, inPerson, bPhone] = [160, 120, 90];
    const fits: number[][] = [];
    for (let a2 = 0; a2 <= planA; a2++)
      for (let a3 = 0; a2 + a3 <= planA; a3++)
        if (fracEq(frac(a2, planA), frac(9, 20)) && fracEq(frac(a3, inPerson), frac(1, 4)))
          fits.push([planA - a2 - a3, a2, a3]);
    check(fits.length === 1, 'one row for plan A');
    const [a1, a2, a3] = fits[0] as [number, number, number];
    const b3 = inPerson - a3;
    const b2 = total - planA - bPhone - b3;
    const rows = ['Plan A', 'Plan B'];
    const cols = ['Phone', 'Online', 'In person'];
    const list = people(rows, cols, [
      [a1, a2, a3],
      [bPhone, b2, b3],
    ]);
    check(list.length === total, 'the table holds everyone');
    const key = share(
      list,
      (p) => p.col !== 'Online',
      (p) => p.row === 'Plan B',
    );
    check(fracEq(key, frac(bPhone + b3, total - a2 - b2)), 'the complement column');
    s.mcNumber({
      level: 5,
      body: `Each of $${total}$ customers of an insurance company has Plan A or Plan B and contacted the company once last month, by phone, online or in person. Some entries of the table are missing. For a Plan A customer chosen at random, the probability of having contacted the company online is $0.45$. For a customer chosen at random from those who contacted the company in person, the probability of having Plan A is $0.25$. If a customer who did not contact the company online is chosen at random, what is the probability that the customer has Plan B? ${arrayTable(
        rows,
        cols,
        [
          [null, null, null],
          [bPhone, null, null],
        ],
        { rows: [planA, null], cols: [null, null, inPerson], grand: total },
      )}`,
      ...fracChoice(key, [frac(3, 4), frac(60, 67), frac(22, 67)]),
      hints: [
        'Use each probability to fill one entry of the Plan A row.',
        'Then fill the Plan B row from the totals, and add the two columns that are not "Online".',
      ],
      superhints: [
        `Plan A online: $0.45 \\times ${planA}$. Plan A in person: $0.25 \\times ${inPerson}$. Plan B has $${total - planA}$ customers, and Plan B in person is what is left of the in-person column.`,
      ],
      explain: (l) =>
        `Plan A: $0.45 \\times ${planA} = ${a2}$ online and $0.25 \\times ${inPerson} = ${a3}$ in person, so $${a1}$ by phone. Plan B: $${b3}$ in person, $${bPhone}$ by phone and $${total - planA} - ${bPhone} - ${b3} = ${b2}$ online. The customers who did not contact the company online number $${total} - ${a2 + b2} = ${total - a2 - b2}$, and $${bPhone + b3}$ of them have Plan B: $\\frac{${bPhone + b3}}{${total - a2 - b2}} = ${fracTex(key)}$. $\\frac{3}{4}$ is the share of Plan B customers who did not go online (the reverse condition), $\\frac{60}{67}$ puts all $240$ Plan B customers over the $268$, and $\\frac{22}{67}$ is the share of Plan A among those who did not go online. The answer is choice ${l}.`,
    });
  }
}
