// Generates questions/advanced-math/nonlinear-systems.hard.generated.yaml: hard-series
// nonlinear systems. Templates: the slope of a line tangent to a parabola (discriminant zero);
// a line tangent to a circle; the second solution of a line-parabola system once one solution
// fixes the unknown intercept; x + y and xy given, a symmetric expression asked; a rectangle
// known by its perimeter and diagonal; a line tangent to a circle given in expanded form
// (rated 5).
// Each key is computed one way and confirmed another: tangency by the discriminant, then by the
// distance from the circle's center to the line or by the tangent point lying on both graphs;
// the second solution by factoring, then by the sum of the roots; the symmetric expressions from
// identities, then from the numeric roots; the rectangle from identities, then from its sides.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-nonlinear-systems.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracMul, fracSub, fracTex } from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { choicesFrom, numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { evalPoly, poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'nonlinear-systems';
const GEN = 'generators/advanced-math/hard-nonlinear-systems.ts';
const rng = createRng(0x0539_0a);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(2);
const out: BankQuestion[] = [];
const aligned = (a: string, b: string) => `$$\\begin{aligned} ${a} \\\\ ${b} \\end{aligned}$$`;
const signed = (v: number) => (v < 0 ? `(${v})` : String(v));
/** The square root of a whole number in LaTeX, simplified: 2\sqrt{5} for 20. */
const surd = (n: number) => {
  let outside = Math.floor(Math.sqrt(n));
  while (n % (outside * outside) !== 0) outside--;
  const inside = n / (outside * outside);
  return inside === 1 ? String(outside) : `${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
};
/** " + 4kx" or " - 4kx": a signed coefficient in front of a product of letters. */
const plus = (c: number, v: string) => (c < 0 ? ` - ${-c}${v}` : ` + ${c}${v}`);

// N1. y = ax^2 + bx + c and y = mx + d touch once: (b - m)^2 = 4a(c - d), m unknown.
{
  const difficulty = 4; // not sampled: discriminant zero with a parameter and a sign to choose, as N2 (rated 4)
  const sets = rng.shuffle([
    { a: 1, b: 2, c: 11, d: 2, sign: 1 }, // 4(9) = 36 -> m - 2 = +-6
    { a: 2, b: -3, c: 5, d: -3, sign: 1 }, // 8(8) = 64 -> m + 3 = +-8
    { a: 1, b: -4, c: 6, d: -10, sign: -1 }, // 4(16) = 64 -> m + 4 = +-8
  ]);
  for (const { a, b, c, d, sign } of sets.slice(0, 2)) {
    const root = Math.sqrt(4 * a * (c - d));
    check(Number.isInteger(root), 'N1 perfect square');
    const m = b + sign * root;
    const other = b - sign * root;
    check(sign > 0 ? m > 0 && other < 0 : m < 0 && other > 0, 'N1 sign picks one root');
    // Independent check: the tangent point x = (m - b)/(2a) lies on both graphs, and the line
    // with slope one step steeper than m meets the parabola twice.
    const xt = (m - b) / (2 * a);
    check(close(evalPoly([a, b, c], xt), m * xt + d), 'N1 tangent point on both graphs');
    check((b - m - sign) ** 2 - 4 * a * (c - d) > 0, 'N1 a steeper line crosses twice');
    // Mistakes: no square root taken, half the square root (the 2 of 2a kept), the other sign.
    const noRoot = b + sign * root * root;
    const half = b + (sign * root) / 2;
    const wrong = [noRoot, half, other];
    const kind = sign > 0 ? 'positive' : 'negative';
    const mc = choices(
      `$${m}$`,
      wrong.map((w) => `$${w}$`),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `${aligned(`y &= ${poly([a, b, c])}`, `y &= mx ${d < 0 ? '-' : '+'} ${Math.abs(d)}`)} In the system of equations above, $m$ is a ${kind} constant. If the system has exactly one real solution, what is the value of $m$?`,
      ...mc,
      hints: [
        'Set the two expressions for $y$ equal and move every term to one side.',
        'A quadratic equation has exactly one real solution when its discriminant is zero.',
      ],
      superhints: [
        `The equation is $${a === 1 ? '' : a}x^2 + (${b} - m)x + ${c - d} = 0$ (the constant $${d}$ moves over too). Its discriminant is $(${b} - m)^2 - 4(${a})(${c - d})$; set it to zero and take square roots, remembering there are two signs.`,
      ],
      explanation: `Setting $${poly([a, b, c])} = mx ${d < 0 ? '-' : '+'} ${Math.abs(d)}$ gives $${a === 1 ? '' : a}x^2 + (${b} - m)x + ${c - d} = 0$. Exactly one real solution means $(${b} - m)^2 - 4(${a})(${c - d}) = 0$, so $(${b} - m)^2 = ${root * root}$ and $${b} - m = \\pm ${root}$. Then $m = ${m}$ or $m = ${other}$, and since $m$ is ${kind}, $m = ${m}$, choice ${mc.answer}. (The line then touches the parabola at $x = ${fracTex(frac(m - b, 2 * a))}$.)`,
    });
  }
}

// N2. A line y = mx + k tangent to the circle x^2 + y^2 = r^2: k^2 = r^2(1 + m^2).
{
  const difficulty = 4; // blind pass: h003 and h004 rated 4
  const sets = rng.shuffle([
    { m: 2, r2: 20 }, // k^2 = 100
    { m: 3, r2: 10 }, // k^2 = 100
    { m: -2, r2: 45 }, // k^2 = 225
    { m: 1, r2: 18 }, // k^2 = 36
  ]);
  for (const { m, r2 } of sets.slice(0, 2)) {
    const k = Math.sqrt(r2 * (1 + m * m));
    check(Number.isInteger(k), 'N2 integer k');
    // Discriminant of (1 + m^2)x^2 + 2mkx + (k^2 - r^2) = 0 is zero ...
    check((2 * m * k) ** 2 - 4 * (1 + m * m) * (k * k - r2) === 0, 'N2 discriminant');
    // ... and, independently, the distance from (0, 0) to mx - y + k = 0 is the radius.
    check(close(Math.abs(k) / Math.hypot(m, 1), Math.sqrt(r2)), 'N2 distance to center');
    const mc = choicesFrom({ tex: String(k), key: k }, [
      { tex: String(k * k), key: k * k }, // stopped at k^2
      { tex: String(-k), key: -k }, // kept the negative root
      { tex: surd(r2), key: Math.sqrt(r2) }, // took the radius, as if the line were horizontal
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `${aligned(`x^2 + y^2 &= ${r2}`, `y &= ${m === 1 ? '' : m === -1 ? '-' : m}x + k`)} In the system of equations above, $k$ is a positive constant. The system has exactly one solution. What is the value of $k$?`,
      ...mc,
      hints: [
        'Substitute the expression for $y$ into the first equation to get a quadratic equation in $x$.',
        'The line touches the circle once exactly when that quadratic has one real root.',
      ],
      superhints: [
        `Expanding $x^2 + (${m}x + k)^2 = ${r2}$ gives $${1 + m * m}x^2${plus(2 * m, 'kx')} + k^2 - ${r2} = 0$. Set its discriminant to zero and solve for $k^2$ first.`,
      ],
      explanation: `Substituting: $x^2 + (${m}x + k)^2 = ${r2}$, so $${1 + m * m}x^2${plus(2 * m, 'kx')} + (k^2 - ${r2}) = 0$. One solution means the discriminant is zero: $(${2 * m}k)^2 - 4(${1 + m * m})(k^2 - ${r2}) = 0$, which simplifies to $${4 * m * m}k^2 - ${4 * (1 + m * m)}k^2 + ${4 * (1 + m * m) * r2} = 0$, so $4k^2 = ${4 * (1 + m * m) * r2}$ and $k^2 = ${k * k}$. Since $k > 0$, $k = ${k}$, choice ${mc.answer}. (Check: the distance from the center $(0, 0)$ to the line is $\\frac{${k}}{\\sqrt{${1 + m * m}}}$, which equals the radius $\\sqrt{${r2}}$.)`,
    });
  }
}

// N3. One solution (p, t) of y = x^2 + bx + c and y = mx + k fixes k; find the other solution.
{
  const difficulty = 3; // not sampled: k from one point, then a quadratic with a known root; routine steps, like N4 (3)
  const sets = rng.shuffle([
    { b: -3, c: 4, m: 2, p: 2 },
    { b: 1, c: -2, m: -1, p: 1 },
    { b: -5, c: 8, m: 3, p: 3 },
  ]);
  for (const { b, c, m, p } of sets.slice(0, 2)) {
    const t = evalPoly([1, b, c], p);
    const k = t - m * p;
    // x^2 + (b - m)x + (c - k) = (x - p)(x - q): q from the product of the roots.
    check((c - k) % p === 0, 'N3 integer second root');
    const q = (c - k) / p;
    check(p + q === -(b - m), 'N3 sum of roots agrees');
    check(q !== p, 'N3 two solutions');
    const yq = m * q + k;
    check(evalPoly([1, b, c], q) === yq, 'N3 second point on the parabola');
    const wrong = [q, t, m * q];
    const mc = choices(
      `$${yq}$`,
      wrong.map((w) => `$${w}$`),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `${aligned(`y &= ${poly([1, b, c])}`, `y &= ${m === 1 ? '' : m === -1 ? '-' : m}x + k`)} In the system of equations above, $k$ is a constant. One solution of the system has $x = ${p}$. What is the $y$-coordinate of the other solution?`,
      ...mc,
      hints: [
        `The point of the system with $x = ${p}$ lies on the parabola, so its $y$-coordinate can be found from the first equation. Use it to find $k$.`,
        'Then set the two expressions equal; you already know one root of the resulting quadratic.',
      ],
      superhints: [
        `At $x = ${p}$ the parabola gives $y = ${t}$, so $${t} = ${m}(${p}) + k$. With $k$ known, $${poly([1, b, c])} = ${m}x + k$ becomes a quadratic with root $${p}$; factor out $(x - ${p})$ and remember the question asks for $y$, not $x$.`,
      ],
      explanation: `At $x = ${p}$, $y = ${p}^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${p}) ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${t}$, so $${t} = ${m}(${p}) + k$ and $k = ${k}$. Setting $${poly([1, b, c])} = ${poly([m, k])}$ gives $${poly([1, b - m, c - k])} = 0$, that is $(x - ${p})(x ${q < 0 ? '+' : '-'} ${Math.abs(q)}) = 0$. The other solution has $x = ${q}$ and $y = ${m}(${q}) ${k < 0 ? '-' : '+'} ${Math.abs(k)} = ${yq}$, choice ${mc.answer}. (Check on the parabola: $${signed(q)}^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${q}) ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${yq}$.)`,
    });
  }
}

// N4. x + y = s and xy = p given; a symmetric expression asked.
{
  const difficulty = 3; // blind pass: h007 rated 3
  const asks = rng.shuffle([
    {
      what: 'x^2 + y^2',
      value: (s: number, p: number) => frac(s * s - 2 * p),
      direct: (x: number, y: number) => x * x + y * y,
      wrong: (s: number, p: number) => [frac(s * s), frac(s * s - p), frac(s * s + 2 * p)],
      how: (s: number, p: number) =>
        `$(x + y)^2 = x^2 + 2xy + y^2$, so $x^2 + y^2 = (x + y)^2 - 2xy = ${s * s} - ${2 * p} = ${s * s - 2 * p}$`,
      hint: 'Square $x + y$ and compare the result with what is asked.',
    },
    {
      what: '(x - y)^2',
      value: (s: number, p: number) => frac(s * s - 4 * p),
      direct: (x: number, y: number) => (x - y) ** 2,
      wrong: (s: number, p: number) => [frac(s * s - 2 * p), frac(s * s - p), frac(s * s + 4 * p)],
      how: (s: number, p: number) =>
        `$(x - y)^2 = x^2 - 2xy + y^2 = (x + y)^2 - 4xy = ${s * s} - ${4 * p} = ${s * s - 4 * p}$`,
      hint: 'Write both $(x + y)^2$ and $(x - y)^2$ out in full and compare them.',
    },
    {
      what: '\\frac{1}{x} + \\frac{1}{y}',
      value: (s: number, p: number) => frac(s, p),
      direct: (x: number, y: number) => 1 / x + 1 / y,
      wrong: (s: number, p: number) => [frac(2, s), frac(p, s), frac(1, s * p)],
      how: (s: number, p: number) =>
        `$\\frac{1}{x} + \\frac{1}{y} = \\frac{y + x}{xy} = \\frac{${s}}{${p}}${frac(s, p).d === p ? '' : ` = ${fracTex(frac(s, p))}`}$`,
      hint: 'Add the two fractions over a common denominator.',
    },
  ]);
  const numbers = rng.shuffle([
    { s: 9, p: 11 },
    { s: 7, p: 5 },
    { s: 11, p: 17 },
  ]);
  asks.forEach((ask, i) => {
    const { s, p } = numbers[i]!;
    const disc = s * s - 4 * p;
    check(disc > 0 && !Number.isInteger(Math.sqrt(disc)), 'N4 real, irrational x and y');
    const x = (s + Math.sqrt(disc)) / 2;
    const y = (s - Math.sqrt(disc)) / 2;
    const ans = ask.value(s, p);
    check(close(x + y, s) && close(x * y, p), 'N4 roots satisfy the system');
    check(close(ask.direct(x, y), ans.n / ans.d), 'N4 identity agrees with the roots');
    const mc = choices(
      `$${fracTex(ans)}$`,
      ask.wrong(s, p).map((w) => `$${fracTex(w)}$`),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'equivalent-expressions'],
      difficulty,
      type: 'multiple_choice',
      body: `${aligned(`x + y &= ${s}`, `xy &= ${p}`)} If $(x, y)$ is a solution to the system of equations above, what is the value of $${ask.what}$?`,
      ...mc,
      hints: [
        'Solving for $x$ and $y$ separately leads to square roots. Look for a way to use $x + y$ and $xy$ as they are.',
        ask.hint,
      ],
      superhints: [
        `Rewrite $${ask.what}$ using only the sum $x + y$ and the product $xy$, then substitute $${s}$ and $${p}$.`,
      ],
      explanation: `${ask.how(s, p)}, choice ${mc.answer}. (Solving gives $x, y = \\frac{${s} \\pm \\sqrt{${disc}}}{2}$, and substituting these values gives the same result.)`,
    });
  });
}

// N5. A rectangle known by its perimeter and its diagonal: l + w and l^2 + w^2.
{
  const difficulty = 4; // blind pass: h010 rated 4
  const contexts = rng.shuffle([
    {
      thing: 'A rectangular garden',
      unit: 'meters',
      area: 'square meters',
      sides: [12, 5],
      ask: 'area' as const,
    },
    {
      thing: 'A rectangular television screen',
      unit: 'inches',
      area: 'square inches',
      sides: [48, 20],
      ask: 'longer' as const,
    },
    {
      thing: 'A rectangular parking lot',
      unit: 'yards',
      area: 'square yards',
      sides: [40, 9],
      ask: 'area' as const,
    },
  ]);
  for (const ctx of contexts.slice(0, 2)) {
    const [l, w] = ctx.sides as [number, number];
    const perimeter = 2 * (l + w);
    const diag = Math.hypot(l, w);
    check(Number.isInteger(diag), 'N5 whole diagonal');
    const half = perimeter / 2;
    // Identity: (l + w)^2 - (l^2 + w^2) = 2lw.
    const area = (half * half - diag * diag) / 2;
    check(area === l * w, 'N5 area from identities equals l times w');
    // The sides are the roots of z^2 - (l + w)z + lw = 0.
    const disc = half * half - 4 * area;
    const longer = (half + Math.sqrt(disc)) / 2;
    check(longer === Math.max(l, w), 'N5 longer side from the quadratic');
    const ans = ctx.ask === 'area' ? area : longer;
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'free_entry',
      body: `${ctx.thing} has a perimeter of $${perimeter}$ ${ctx.unit} and a diagonal of $${diag}$ ${ctx.unit}. ${ctx.ask === 'area' ? `What is the area of the ${ctx.thing.split(' ').slice(2).join(' ')}, in ${ctx.area}?` : `What is the length of the longer side of the screen, in ${ctx.unit}?`}`,
      accepted: acceptedForms(frac(ans)),
      hints: [
        'Call the sides $l$ and $w$. Write one equation from the perimeter and one from the Pythagorean theorem.',
        ctx.ask === 'area'
          ? 'You need the product $lw$, and $(l + w)^2$ contains it.'
          : 'Find the product $lw$ from $(l + w)^2$; then $l$ and $w$ are the roots of a quadratic.',
      ],
      superhints: [
        `From the perimeter, $l + w = ${half}$; from the diagonal, $l^2 + w^2 = ${diag * diag}$. Square the first equation and subtract the second to get $2lw$.`,
      ],
      explanation:
        `From the perimeter, $l + w = ${half}$, and from the diagonal, $l^2 + w^2 = ${diag}^2 = ${diag * diag}$. Since $(l + w)^2 = l^2 + 2lw + w^2$, $${half * half} = ${diag * diag} + 2lw$, so $lw = ${area}$. ` +
        (ctx.ask === 'area'
          ? `The area is $${area}$ ${ctx.area}.`
          : `Then $l$ and $w$ are the roots of $z^2 - ${half}z + ${area} = 0$: $z = \\frac{${half} \\pm \\sqrt{${disc}}}{2}$, which gives $${l}$ and $${w}$. The longer side is $${longer}$ ${ctx.unit}.`) +
        ` (Check: $${l} + ${w} = ${half}$ and $${l}^2 + ${w}^2 = ${diag * diag}$.)`,
    });
  }
}

// N6. A line y = -(p/q)x + k tangent to a circle given in expanded form (center (h, j), radius
// r): complete the square, then the distance from the center to px + qy = qk equals r.
{
  const difficulty = 4; // a blind second solver rated it 4, like the other tangency items
  const sets = [
    { h: 3, j: -2, r: 5, p: 3, q: 4, sign: 1 },
    { h: -2, j: 1, r: 5, p: 4, q: 3, sign: -1 },
  ];
  for (const { h, j, r, p, q, sign } of sets) {
    const s = Math.hypot(p, q);
    check(Number.isInteger(s), 'N6 whole length of (p, q)');
    const k = frac(p * h + q * j + sign * r * s, q);
    const other = frac(p * h + q * j - sign * r * s, q);
    check(Math.sign(k.n) === sign && Math.sign(other.n) === -sign, 'N6 the sign picks one k');
    const C = r * r - h * h - j * j;
    // Independent: substitute y = mx + k in x^2 + y^2 - 2hx - 2jy = C; the discriminant of the
    // quadratic in x is zero exactly for this k (and the other root), not for nearby values.
    const m = frac(-p, q);
    const disc = (kk: ReturnType<typeof frac>) => {
      const A = fracAdd(frac(1), fracMul(m, m));
      const B = fracSub(
        fracSub(fracMul(frac(2), fracMul(m, kk)), frac(2 * h)),
        fracMul(frac(2 * j), m),
      );
      const D = fracSub(fracSub(fracMul(kk, kk), fracMul(frac(2 * j), kk)), frac(C));
      return fracSub(fracMul(B, B), fracMul(frac(4), fracMul(A, D)));
    };
    check(disc(k).n === 0 && disc(other).n === 0, 'N6 discriminant zero');
    check(
      disc(fracAdd(k, frac(1, 2))).n !== 0 && disc(fracSub(k, frac(1, 2))).n !== 0,
      'N6 only there',
    );
    check(close(Math.abs(p * h + q * j - q * (k.n / k.d)) / s, r), 'N6 distance equals radius');
    const kind = sign > 0 ? 'positive' : 'negative';
    const mc = numericChoices(k, [
      other, // kept the root of the other sign
      frac(p * h + q * j + sign * r, q), // left out the square root of p^2 + q^2 in the distance
      frac(-p * h - q * j + sign * r * s, q), // read the center with the signs of the equation
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `${aligned(`x^2 + y^2${plus(-2 * h, 'x')}${plus(-2 * j, 'y')} &= ${C}`, `y &= -\\frac{${p}}{${q}}x + k`)} In the system of equations above, $k$ is a ${kind} constant. The system has exactly one real solution. What is the value of $k$?`,
      ...mc,
      hints: [
        'Complete the square in $x$ and in $y$ to find the center and the radius of the circle.',
        'Exactly one solution means the line is tangent to the circle: its distance from the center equals the radius (or, after substituting, the quadratic in $x$ has discriminant zero).',
      ],
      superhints: [
        `The circle is $(x ${h < 0 ? '+' : '-'} ${Math.abs(h)})^2 + (y ${j < 0 ? '+' : '-'} ${Math.abs(j)})^2 = ${r * r}$. Multiply the line by $${q}$: $${p}x + ${q}y = ${q}k$. The distance from $(${h}, ${j})$ to it is $\\frac{|${p}(${h}) + ${q}(${j}) - ${q}k|}{\\sqrt{${p}^2 + ${q}^2}}$; set it equal to $${r}$. Two values of $k$ work; keep the ${kind} one.`,
      ],
      explanation: `Completing the square gives $(x ${h < 0 ? '+' : '-'} ${Math.abs(h)})^2 + (y ${j < 0 ? '+' : '-'} ${Math.abs(j)})^2 = ${r * r}$: center $(${h}, ${j})$, radius $${r}$. The line is $${p}x + ${q}y - ${q}k = 0$. It meets the circle exactly once when it is tangent, that is when its distance from the center is the radius: $\\frac{|${p * h + q * j} - ${q}k|}{${s}} = ${r}$, so $${p * h + q * j} - ${q}k = \\pm ${r * s}$ and $k = ${fracTex(frac(p * h + q * j - r * s, q))}$ or $k = ${fracTex(frac(p * h + q * j + r * s, q))}$. Since $k$ is ${kind}, $k = ${fracTex(k)}$, choice ${mc.answer}. (Substituting the line into the circle's equation instead gives a quadratic in $x$ whose discriminant is zero for the same two values.)`,
    });
  }
}

writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
