// Generates questions/algebra/linear-equations-one-variable.generated.yaml: several templates
// (distributing, fractions, decimals, "value of an expression", a parameter with no solution and
// two word problems), each answer solved one way and checked by substituting it back.
// Run: cd apps/server && npx tsx content/generators/algebra/linear-equations-one-variable.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  gcd,
  terminatingDecimal,
  type Frac,
} from '../lib/fraction.ts';
import { acceptedForms, canBeEntered } from '../lib/answer-forms.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { choices } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin } from './format.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'linear-equations-one-variable';
const rng = createRng(0x1e1_2025);
const out: BankQuestion[] = [];
const nextId = generatedIds(CONCEPT);

// 1. Distributing on one side, variable on both sides: a(x + b) - c = dx + e.
{
  const x0 = rng.int(3, 9);
  const a = rng.int(4, 7);
  const b = rng.pick([-5, -4, -3, -2, 2, 3, 4]);
  const c = rng.int(2, 9);
  const d = rng.int(1, a - 2);
  const e = a * (x0 + b) - c - d * x0;
  // Solve by collecting terms, then check by substitution.
  const x = frac(e + c - a * b, a - d);
  check(fracEq(x, frac(x0)), 'distribute: solved value');
  check(a * (x0 + b) - c === d * x0 + e, 'distribute: substitution');
  const lhs = `${a}(${lin([
    [1, 'x'],
    [b, ''],
  ])}) - ${c}`;
  const rhs = lin([
    [d, 'x'],
    [e, ''],
  ]);
  const mc = numericChoices(x, [
    frac(e - b + c, a - d), // multiplied only the x by a, not the b
    frac(e + (a * b - c), a - d), // kept the sign of the constant when moving it across
    frac(e - (a * b - c), a + d), // added dx to both sides instead of subtracting it
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `What value of $x$ satisfies the equation $${lhs} = ${rhs}$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Distribute the $${a}$ across the parentheses first.`,
      'Then move every $x$-term to one side and every constant to the other.',
    ],
    superhints: [
      `After distributing, the left side is $${lin([
        [a, 'x'],
        [a * b - c, ''],
      ])}$. Subtract $${lin([[d, 'x']])}$ from both sides, move the constant, and divide by the coefficient that is left.`,
    ],
    explanation: `Distributing gives $${lin([
      [a, 'x'],
      [a * b, ''],
    ])} - ${c} = ${rhs}$, that is $${lin([
      [a, 'x'],
      [a * b - c, ''],
    ])} = ${rhs}$. Subtracting $${lin([[d, 'x']])}$ from both sides gives $${lin([
      [a - d, 'x'],
      [a * b - c, ''],
    ])} = ${e}$, so $${lin([[a - d, 'x']])} = ${e - (a * b - c)}$ and $x = ${fracTex(x)}$, choice ${mc.answer}. Check: $${a}(${x0 + b}) - ${c} = ${a * (x0 + b) - c}$ and $${d === 1 ? '' : d}${d === 1 ? x0 : `(${x0})`}${e < 0 ? ' - ' : ' + '}${Math.abs(e)} = ${d * x0 + e}$.`,
  });
}

// 2. Fractions with different denominators: x/p + x/q = r (the answer is usually a fraction).
{
  const [p, q] = rng.pick([
    [3, 4],
    [4, 6],
    [3, 5],
    [2, 5],
  ] as const);
  const r = rng.pick([2, 3, 4, 5].filter((v) => v % (p + q) !== 0));
  const lcm = (p * q) / gcd(p, q);
  const x = fracDiv(frac(r), fracAdd(frac(1, p), frac(1, q)));
  check(
    fracEq(fracAdd(fracDiv(x, frac(p)), fracDiv(x, frac(q))), frac(r)),
    'fractions: substitution',
  );
  const k = lcm / p + lcm / q;
  check(fracEq(x, frac(r * lcm, k)), 'fractions: second way');
  const mc = numericChoices(x, [
    frac(r * (p + q)), // added the fractions by adding denominators: x/(p + q) = r
    frac(r, k), // multiplied the left side by the common multiple but not the right side
    fracMul(frac(r), fracAdd(frac(1, p), frac(1, q))), // multiplied by the sum of 1/p and 1/q
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `If $\\dfrac{x}{${p}} + \\dfrac{x}{${q}} = ${r}$, what is the value of $x$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Clear the fractions: multiply every term by a common multiple of $${p}$ and $${q}$.`,
      'Multiply both sides, the number on the right too.',
    ],
    superhints: [
      `Multiplying both sides by $${lcm}$ turns $\\frac{x}{${p}}$ into $${lcm / p}x$ and $\\frac{x}{${q}}$ into $${lcm / q}x$. Combine the like terms and divide.`,
    ],
    explanation: `Multiplying both sides by $${lcm}$ gives $${lcm / p}x + ${lcm / q}x = ${r * lcm}$, so $${k}x = ${r * lcm}$ and $x = ${fracTex(x)}$, choice ${mc.answer}.`,
  });
}

// 3. Value of an expression without solving for x: if ax + b = c, what is k(ax + b) written out?
{
  const a = rng.pick([3, 4, 5]);
  const b = rng.pick([-7, -5, 5, 7]);
  // x itself is a fraction, so solving first is the slow way.
  const c = frac(rng.pick([9, 11, 13, 16, 17].filter((v) => (v - b) % a !== 0)));
  const x0 = fracDiv(fracSub(c, frac(b)), frac(a));
  check(
    x0.d !== 1 && fracEq(fracAdd(fracMul(frac(a), x0), frac(b)), c),
    'expression: fractional x',
  );
  const k = rng.pick([2, 3]);
  const target = fracMul(frac(k), c);
  // Second way: solve for x, then evaluate k*a*x + k*b.
  const xSolved = fracDiv(fracSub(c, frac(b)), frac(a));
  check(
    fracEq(fracAdd(fracMul(frac(k * a), xSolved), frac(k * b)), target),
    'expression: second way',
  );
  const dist: [string, string, string] = [
    `$${fracTex(xSolved)}$`,
    `$${fracTex(fracAdd(target, frac(b)))}$`,
    `$${fracTex(fracMul(frac(k), fracSub(c, frac(b))))}$`,
  ];
  const mc = choices(`$${fracTex(target)}$`, dist, 'C');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `If $${lin([
      [a, 'x'],
      [b, ''],
    ])} = ${fracTex(c)}$, what is the value of $${lin([
      [k * a, 'x'],
      [k * b, ''],
    ])}$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Compare $${lin([
        [k * a, 'x'],
        [k * b, ''],
      ])}$ with $${lin([
        [a, 'x'],
        [b, ''],
      ])}$: how are they related?`,
    ],
    superhints: [
      `Every term of the new expression is $${k}$ times the matching term of the left side of the equation, so the new expression equals $${k}$ times that side. You never need the value of $x$ itself.`,
    ],
    explanation: `$${lin([
      [k * a, 'x'],
      [k * b, ''],
    ])} = ${k}(${lin([
      [a, 'x'],
      [b, ''],
    ])}) = ${k}(${fracTex(c)}) = ${fracTex(target)}$, choice ${mc.answer}. (Solving first gives $x = ${fracTex(xSolved)}$, which leads to the same value with more work.)`,
  });
}

// 4. A fixed fee plus a rate: how many units for a given total?
{
  const fee = rng.int(40, 75);
  const rate = rng.int(28, 45);
  const units = rng.int(6, 14);
  const total = fee + rate * units;
  const solved = frac(total - fee, rate);
  check(fracEq(solved, frac(units)) && fee + rate * units === total, 'fee: check');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'free_entry',
    body: `A climbing gym charges a one-time joining fee of \\$${fee} plus \\$${rate} for each month of membership. Priya has paid the gym \\$${total} in total, including the joining fee. For how many months has Priya been a member?`,
    figurePosition: 'top',
    accepted: acceptedForms(solved),
    hints: [
      `Call the number of months $n$ and write the total paid as the fee plus $${rate}n$.`,
      'Set that expression equal to the total and solve.',
    ],
    superhints: [
      `The equation is $${fee} + ${rate}n = ${total}$. Take the one-time fee away from the total first, then divide what is left by the monthly charge.`,
    ],
    explanation: `$${fee} + ${rate}n = ${total}$, so $${rate}n = ${total - fee}$ and $n = ${units}$ months. Check: $${fee} + ${rate}(${units}) = ${total}$.`,
  });
}

// 5. The same kind of situation, but the unknown is the rate (a decimal price).
{
  const fee = rng.int(18, 35);
  const count = rng.pick([8, 12, 16, 20]);
  const price = frac(rng.pick([49, 51, 53, 55, 57]), 4); // $12.25 to $14.25
  const total = fracAdd(frac(fee), fracMul(frac(count), price));
  const solved = fracDiv(fracSub(total, frac(fee)), frac(count));
  check(
    fracEq(solved, price) && fracEq(fracAdd(frac(fee), fracMul(frac(count), solved)), total),
    'rate: check',
  );
  const money = (v: Frac) => {
    const d = terminatingDecimal(v);
    check(d !== undefined, 'money decimal');
    return d.includes('.') ? d.padEnd(d.indexOf('.') + 3, '0') : d;
  };
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'free_entry',
    body: `A print shop charged a school club \\$${money(total)} for an order of ${count} identical banners. The total included a one-time design fee of \\$${fee}. What was the price, in dollars, of each banner?`,
    figurePosition: 'top',
    accepted: acceptedForms(solved),
    answerLatex: `$${money(solved)}$`,
    hints: [
      'Let $p$ be the price of one banner and write the total as the design fee plus the cost of the banners.',
      'The design fee is paid once, not once per banner.',
    ],
    superhints: [
      `The equation is $${fee} + ${count}p = ${money(total)}$. Subtract the fee, then divide by the number of banners.`,
    ],
    explanation: `$${fee} + ${count}p = ${money(total)}$, so $${count}p = ${money(fracSub(total, frac(fee)))}$ and $p = ${money(solved)}$. Each banner cost \\$${money(solved)}.`,
  });
}

// 6. A parameter: for what k does a(bx + c) = kx + d have no solution?
{
  const a = rng.pick([2, 3, 4]);
  const b = rng.pick([3, 5]);
  const c = rng.pick([-4, -2, 1, 3]);
  const d = rng.pick([5, 7, 9].filter((v) => v !== a * c));
  const k = a * b;
  // No solution: x-terms cancel and constants disagree. Every distractor leaves one solution.
  const solutions = (kk: number) => (a * b - kk === 0 ? (a * c === d ? 'all' : 'none') : 'one');
  check(solutions(k) === 'none', 'parameter: k gives no solution');
  const wrong = [b, a + b, -k];
  for (const w of wrong)
    check(solutions(w) === 'one', `parameter: distractor ${w} should give one solution`);
  const mc = choices(`$${k}$`, wrong.map((w) => `$${w}$`) as [string, string, string], 'D');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'multiple_choice',
    body: `In the equation $${a}(${lin([
      [b, 'x'],
      [c, ''],
    ])}) = kx + ${d}$, $k$ is a constant. For what value of $k$ does the equation have no solution?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Distribute on the left, then think about what happens if the $x$-terms on the two sides are the same.',
      'A linear equation has no solution when the variable cancels and a false statement such as $2 = 7$ is left.',
    ],
    superhints: [
      `The left side is $${lin([
        [a * b, 'x'],
        [a * c, ''],
      ])}$. Compare its $x$-coefficient with $k$ and its constant with $${d}$: choose $k$ so the $x$-terms cancel, and check that the constants then disagree.`,
    ],
    explanation: `Distributing gives $${lin([
      [a * b, 'x'],
      [a * c, ''],
    ])} = kx + ${d}$. If $k = ${k}$, subtracting $${k}x$ from both sides leaves $${a * c} = ${d}$, which is false, so there is no solution. For any other $k$ the equation has exactly one solution. The answer is choice ${mc.answer}.`,
  });
}

// 7. Decimals on both sides: p(x - h) = qx + e.
{
  const p = rng.pick([frac(2, 5), frac(3, 5), frac(4, 5)]);
  const q = rng.pick([frac(3, 20), frac(1, 4), frac(1, 5)].filter((v) => !fracEq(v, p)));
  const x0 = frac(rng.pick([40, 60, 80, 120]));
  const h = frac(rng.pick([10, 15, 25]));
  const e = fracSub(fracMul(p, fracSub(x0, h)), fracMul(q, x0));
  check(e.n > 0, 'decimals: positive constant');
  const x = fracDiv(fracAdd(e, fracMul(p, h)), fracSub(p, q));
  check(fracEq(x, x0), 'decimals: solved value');
  check(fracEq(fracMul(p, fracSub(x, h)), fracAdd(fracMul(q, x), e)), 'decimals: substitution');
  const ds = (v: Frac) => {
    const s = terminatingDecimal(v);
    check(s !== undefined, 'terminating decimal');
    return s;
  };
  const coef = fracSub(p, q);
  const moved = fracAdd(e, fracMul(p, h));
  const mc = numericChoices(
    x,
    [
      fracDiv(fracAdd(e, h), coef), // multiplied only the x by the decimal, not the h
      fracDiv(moved, fracMul(coef, frac(10))), // slipped the decimal point of the coefficient
      fracMul(moved, coef), // multiplied by the coefficient instead of dividing
    ],
    ds,
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `What is the solution to the equation $${ds(p)}(x - ${fracTex(h)}) = ${ds(q)}x + ${ds(e)}$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Distribute on the left, then collect the $x$-terms on one side.',
      'If the decimals bother you, multiply every term by $100$ first.',
    ],
    superhints: [
      `Distributing gives $${ds(p)}x - ${ds(fracMul(p, h))}$ on the left. Subtract $${ds(q)}x$ from both sides and add $${ds(fracMul(p, h))}$ to both sides; then divide by the coefficient $${ds(fracSub(p, q))}$.`,
    ],
    explanation: `$${ds(p)}x - ${ds(fracMul(p, h))} = ${ds(q)}x + ${ds(e)}$, so $${ds(fracSub(p, q))}x = ${ds(fracAdd(e, fracMul(p, h)))}$ and $x = ${fracTex(x)}$, choice ${mc.answer}. Check: $${ds(p)}(${fracTex(fracSub(x, h))}) = ${ds(fracMul(p, fracSub(x, h)))}$ and $${ds(q)}(${fracTex(x)}) + ${ds(e)} = ${ds(fracAdd(fracMul(q, x), e))}$.`,
  });
}

// 8. Savings that become "twice as much": A + p*w = 2(B + q*w).
{
  let A = 0;
  let B = 0;
  let p = 0;
  let q = 0;
  let w = 0;
  do {
    p = rng.pick([10, 15, 20]);
    q = rng.pick([15, 20, 25, 30]);
    B = rng.pick([30, 40, 50, 60]);
    w = rng.int(3, 8);
    A = 2 * B + (2 * q - p) * w;
  } while (2 * q - p <= 0 || A > 400);
  const solved = frac(A - 2 * B, 2 * q - p);
  check(fracEq(solved, frac(w)), 'twice: solved');
  check(A + p * w === 2 * (B + q * w), 'twice: substitution');
  check(q > p, 'twice: the wrong setups below give positive numbers of weeks');
  const mc = numericChoices(
    solved,
    [
      frac(A - 2 * B, q - p), // doubled Teo's starting amount but not his weekly amount
      frac(A - B, 2 * q - p), // doubled Teo's weekly amount but not his starting amount
      frac(A - B, q - p), // left out "twice": set the two savings equal
    ],
    (v) => terminatingDecimal(v) ?? fracTex(v),
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'multiple_choice',
    body: `Marisol has \\$${A} saved and adds \\$${p} to her savings every week. Her brother Teo has \\$${B} saved and adds \\$${q} every week. After how many weeks will Marisol's savings be exactly twice Teo's savings?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      "Write each person's savings after $w$ weeks as a starting amount plus a weekly amount times $w$.",
      '"Twice Teo\'s savings" means $2$ times his whole expression, including his starting amount.',
    ],
    superhints: [
      `Marisol: $${A} + ${p}w$. Teo: $${B} + ${q}w$. Solve $${A} + ${p}w = 2(${B} + ${q}w)$: distribute the $2$, then collect the $w$-terms on one side.`,
    ],
    explanation: `$${A} + ${p}w = 2(${B} + ${q}w) = ${2 * B} + ${2 * q}w$, so $${A - 2 * B} = ${2 * q - p}w$ and $w = ${w}$, choice ${mc.answer}. Check: Marisol has $${A} + ${p}(${w}) = ${A + p * w}$ dollars and Teo has $${B} + ${q}(${w}) = ${B + q * w}$ dollars, and $${A + p * w} = 2 \\times ${B + q * w}$.`,
  });
}

// 9. Cross-multiplying: (ax + b)/c = (dx - e)/f, with a fractional answer.
{
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let e = 0;
  let f = 0;
  let x = frac(0);
  do {
    a = rng.int(2, 5);
    b = rng.int(1, 9);
    c = rng.pick([2, 3, 4]);
    d = rng.int(2, 6);
    e = rng.int(1, 9);
    f = rng.pick([3, 5, 6].filter((v) => v !== c));
  } while (
    f * a - c * d === 0 ||
    (x = frac(-c * e - f * b, f * a - c * d)).d === 1 ||
    !canBeEntered(x)
  );
  check(
    fracEq(
      fracDiv(fracAdd(fracMul(frac(a), x), frac(b)), frac(c)),
      fracDiv(fracSub(fracMul(frac(d), x), frac(e)), frac(f)),
    ),
    'cross: substitution',
  );
  check(c * a - f * d !== 0, 'cross: the swapped setup has a solution');
  const mc = numericChoices(x, [
    frac(-f * e - c * b, c * a - f * d), // multiplied each numerator by its own denominator
    frac(-e - b, f * a - c * d), // multiplied only the x-terms of the numerators
    frac(c * e - f * b, f * a - c * d), // dropped the minus sign in front of the e
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `What value of $x$ is the solution to $\\dfrac{${lin([
      [a, 'x'],
      [b, ''],
    ])}}{${c}} = \\dfrac{${lin([
      [d, 'x'],
      [-e, ''],
    ])}}{${f}}$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Multiply both sides by $${c * f}$ (or cross-multiply) to clear the denominators.`,
      'Keep the parentheses when you multiply: every term of each numerator gets multiplied.',
    ],
    superhints: [
      `Cross-multiplying gives $${f}(${lin([
        [a, 'x'],
        [b, ''],
      ])}) = ${c}(${lin([
        [d, 'x'],
        [-e, ''],
      ])})$. Distribute both sides, then collect the $x$-terms.`,
    ],
    explanation: `Cross-multiplying: $${f}(${lin([
      [a, 'x'],
      [b, ''],
    ])}) = ${c}(${lin([
      [d, 'x'],
      [-e, ''],
    ])})$, so $${lin([
      [f * a, 'x'],
      [f * b, ''],
    ])} = ${lin([
      [c * d, 'x'],
      [-c * e, ''],
    ])}$. Then $${lin([[f * a - c * d, 'x']])} = ${-c * e - f * b}$ and $x = ${fracTex(x)}$, choice ${mc.answer}.`,
  });
}

writeGeneratedQuestions(
  'algebra',
  CONCEPT,
  'generators/algebra/linear-equations-one-variable.ts',
  out,
);
