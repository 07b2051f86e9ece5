// The templates rated 4 and 5 of exponential-functions-mg-s.ts. Levels after the blind solve of
// 2026-11-29 (the rounded-up mean of the author's and the solver's rating). Rated 4: a fixed
// yearly increase against a percent increase (the first year the percent wins); two models equal
// when a ratio to a power is a whole number; a value that loses one percent in the first year and
// another after; 4^x - 3 * 2^(x + 1) = 16 (a quadratic in 2^x with a root to reject); f(2k) from
// f(k) + f(k + 2) (2^k from a common factor, then its square). Rated 5: the least k for which a
// shifted exponential misses a line (the asymptote itself is never reached); a shifted exponential
// from three values (its differences are geometric); a model from its growth every 2 years and a
// difference of two values; f(3) from f(2) f(4) (the product is f(3) squared).
// Each key is computed by the algebra and confirmed another way: stepping year by year, scanning
// the equation for sign changes on a grid, a search over whole constants, or evaluating the model.
import { check, close } from '../lib/check.ts';
import type { Series } from '../lib/item-series.ts';

export function exponentialHard(
  s: Series,
  LEVEL: { linearVsPercent: number; equalModels: number; twoRates: number },
): void {
  // (7) a fixed yearly increase against a percent increase
  {
    let year = 0;
    let [a, b] = [5000, 5000];
    do {
      year++;
      a += 400;
      b *= 1.06;
    } while (b <= a);
    check(year === 11 && 5000 * 1.06 ** 10 < 9000 && 5000 * 1.06 ** 11 > 9400, 'year 11');
    s.mcNumber({
      level: LEVEL.linearVsPercent,
      body: 'Two investments are each worth \\$5,000 today. Investment A will increase by \\$400 each year. Investment B will increase by $6\\%$ of its value each year. After how many whole years will investment B first be worth more than investment A?',
      answer: year,
      wrong: [8, 9, 10],
      show: (v) => `$${v}$`,
      hints: [
        'Write each value after $t$ years: one adds the same amount each year, the other multiplies by the same factor.',
        'Compare the two values year by year near the point where they cross, or graph both.',
      ],
      superhints: [
        'A is worth $5{,}000 + 400t$ and B is worth $5{,}000(1.06)^t$. Compare them for whole values of $t$ from about $8$ on, or graph both and find where the curve passes the line.',
      ],
      explain: (l) =>
        `After $t$ years A is worth $5{,}000 + 400t$ and B is worth $5{,}000(1.06)^t$. At $t = 10$: A is \\$9,000 and B is about \\$8,954, still less. At $t = 11$: A is \\$9,400 and B is about \\$9,491, more. So B first passes A after $11$ years. In the first year B gains only \\$300, so B is behind at first and still behind after $8$, $9$ and $10$ years. The answer is choice ${l}.`,
    });
  }

  // (8) two exponential models equal when (1.8 / 1.2)^t = 2700 / 800
  {
    const A = (t: number) => 2700 * 1.2 ** t;
    const B = (t: number) => 800 * 1.8 ** t;
    const found: number[] = [];
    for (let i = 0; i <= 1000; i++) {
      const t = i / 100;
      if (Math.sign(A(t) - B(t)) !== Math.sign(A(t + 0.01) - B(t + 0.01)) || close(A(t), B(t)))
        found.push(t);
    }
    check(
      found.length >= 1 && found.every((t) => close(t, 3, 0.01)) && close(1.5 ** 3, 2700 / 800),
      't = 3',
    );
    s.typed({
      level: LEVEL.equalModels,
      body: 'The numbers of members of two clubs, A and B, $t$ years after the start of 2020 are modeled by $A(t) = 2{,}700(1.2)^t$ and $B(t) = 800(1.8)^t$, respectively. According to the models, how many years after the start of 2020 do the two clubs have the same number of members?',
      answer: 3,
      hints: [
        'Set the two models equal and gather the powers with exponent $t$ on one side.',
        '$\\frac{1.8^t}{1.2^t} = \\left(\\frac{1.8}{1.2}\\right)^t$.',
      ],
      superhints: [
        '$\\left(\\frac{1.8}{1.2}\\right)^t = \\frac{2{,}700}{800}$, that is $1.5^t = 3.375$. Try small whole numbers.',
      ],
      explanation:
        '$2{,}700(1.2)^t = 800(1.8)^t$ gives $\\left(\\frac{1.8}{1.2}\\right)^t = \\frac{2{,}700}{800}$, so $1.5^t = 3.375 = 1.5^3$ and $t = 3$. (Check: $2{,}700 \\times 1.728 = 4{,}665.6$ and $800 \\times 5.832 = 4{,}665.6$.) Subtracting the rates ($0.6$) or the starting values does not compare the models at the same time.',
    });
  }

  // (9) one percent in the first year and another after: the first year below half
  {
    let value = 1;
    let year = 0;
    while (value >= 0.5) {
      value *= year === 0 ? 0.8 : 0.9;
      year++;
    }
    check(year === 6 && 0.8 * 0.9 ** 4 > 0.5 && 0.8 * 0.9 ** 5 < 0.5, 'year 6');
    s.mcNumber({
      level: LEVEL.twoRates,
      body: 'A new car loses $20\\%$ of its value during the first year after it is bought. After that, it loses $10\\%$ of its value each year. At the end of which year after it is bought is the car first worth less than half of its purchase price?',
      answer: year,
      wrong: [4, 5, 7],
      show: (v) => `$${v}$`,
      hints: [
        'After the first year the value is $0.8$ of the price; each later year multiplies it by $0.9$.',
      ],
      superhints: [
        'At the end of year $n$ the value is $0.8(0.9)^{n - 1}$ times the price. Find the first $n$ for which this is less than $0.5$.',
      ],
      explain: (l) =>
        `At the end of year $n$ the car is worth $0.8(0.9)^{n - 1}$ of its price: year $5$ gives $0.8 \\times 0.6561 \\approx 0.525$, still more than half, and year $6$ gives $0.8 \\times 0.59049 \\approx 0.472$, less than half. So the answer is year $6$. Years $4$ and $5$ stop too early (at the end of year $5$ the car is still worth about $52.5\\%$ of its price; using $0.9^n$ instead of $0.9^{n - 1}$ after the first year gives $5$), and year $7$ comes from ignoring the larger first-year loss ($0.9^7 \\approx 0.478$). The answer is choice ${l}.`,
    });
  }

  // (10) the least k for which 3 * 2^x + k never meets y = -5
  {
    const meets = (k: number) => {
      for (let i = -6000; i < 6000; i++) {
        const [x0, x1] = [i / 100, (i + 1) / 100];
        // 3 * 2^x against -5 - k, so that 2^x stays positive in floating point
        const [g0, g1] = [3 * 2 ** x0 - (-5 - k), 3 * 2 ** x1 - (-5 - k)];
        if (g0 === 0 || Math.sign(g0) !== Math.sign(g1)) return true;
      }
      return false;
    };
    const misses = [...Array(81).keys()].map((i) => i / 4 - 10).filter((k) => !meets(k));
    check(misses[0] === -5 && misses.every((k) => k >= -5) && misses.length === 61, 'k >= -5');
    s.mcNumber({
      level: 5,
      body: 'The function $f$ is defined by $f(x) = 3(2)^x + k$, where $k$ is a constant. In the $xy$-plane, the graph of $y = f(x)$ does not intersect the line $y = -5$. What is the least possible value of $k$?',
      answer: -5,
      // f(0) = 3 + k set equal to -5; k > -5 as if the asymptote could be reached; a sign slip
      wrong: [-5 - 3, -4, 5],
      show: (v) => `$${v}$`,
      turn: false,
      hints: [
        'Where would the graph meet the line? Set $3(2)^x + k = -5$ and ask when this equation has a solution.',
        'The value of $2^x$ can be any positive number, but never $0$ or a negative number.',
      ],
      superhints: [
        'The equation becomes $2^x = \\frac{-5 - k}{3}$. It has a solution exactly when the right side is positive. Think about what happens when the right side is exactly $0$.',
      ],
      explain: (l) =>
        `The graph meets the line where $3(2)^x + k = -5$, that is $2^x = \\frac{-5 - k}{3}$. Since $2^x$ takes every positive value and no other, there is an intersection exactly when $-5 - k > 0$, that is $k < -5$. So the graph misses the line when $k \\ge -5$, and the least such $k$ is $-5$: then $f(x) = 3(2)^x - 5$, whose graph approaches the line $y = -5$ (its horizontal asymptote) but never reaches it. $-4$ also misses the line but is not the least value: it ignores that the asymptote itself is never reached. $-8$ makes the graph pass through $(0, -5)$, and $5$ is a sign slip. The answer is choice ${l}.`,
    });
  }

  // (11) a shifted exponential from three values: the differences are geometric
  {
    const vals = [5, 11, 29];
    const found: number[][] = [];
    for (let a = -40; a <= 40; a++)
      for (let b = 2; b <= 10; b++)
        for (let c = -40; c <= 40; c++)
          if (vals.every((v, x) => a * b ** x + c === v)) found.push([a, b, c]);
    check(found.length === 1, 'one integer model');
    const [a, b, c] = found[0] as [number, number, number];
    const d = [vals[1]! - vals[0]!, vals[2]! - vals[1]!];
    const key = vals[2]! + d[1]! * (d[1]! / d[0]!); // the next difference is one more factor of b
    check(key === a * b ** 3 + c && key === 83, 'f(3)');
    s.mcNumber({
      level: 5,
      body: 'The function $f$ is defined by $f(x) = ab^x + c$, where $a$, $b$ and $c$ are constants and $b > 0$. If $f(0) = 5$, $f(1) = 11$ and $f(2) = 29$, what is the value of $f(3)$?',
      answer: key,
      wrong: [
        vals[2]! + d[1]!, // repeated the last difference
        vals[2]! + 2 * d[1]! - d[0]!, // let the differences grow by a constant amount
        vals[2]! * b, // multiplied the last value by b, forgetting c
      ],
      show: (v) => `$${v}$`,
      turn: false,
      hints: [
        'Subtract consecutive values: the constant $c$ cancels.',
        'Compare $f(2) - f(1)$ with $f(1) - f(0)$.',
      ],
      superhints: [
        '$f(1) - f(0) = a(b - 1)$ and $f(2) - f(1) = ab(b - 1)$. Their ratio is $b$. Then find $a$ and $c$, or note that the next difference is $b$ times the last one.',
      ],
      explain: (l) =>
        `$f(1) - f(0) = a(b - 1) = 6$ and $f(2) - f(1) = ab(b - 1) = 18$, so $b = 3$. Then $2a = 6$ gives $a = ${a}$, and $f(0) = a + c = 5$ gives $c = ${c}$: $f(x) = 3(3)^x + 2$. So $f(3) = 3 \\times 27 + 2 = ${key}$ (the differences $6$, $18$, $54$ grow by the factor $3$). Treating the values as those of $ab^x$ with no constant gives $b = \\frac{11}{5}$ from the first two values, which does not fit the third; continuing the differences linearly gives $29 + 30 = 59$; repeating the last difference gives $47$; and $29 \\times 3 = 87$ forgets the constant $c$. The answer is choice ${l}.`,
    });
  }

  // (12) 4^x - 3 * 2^(x + 1) = 16: a quadratic in 2^x, one root rejected
  {
    const g = (x: number) => 4 ** x - 3 * 2 ** (x + 1) - 16;
    const zeros: number[] = [];
    for (let i = -2000; i < 2000; i++) {
      const [x0, x1] = [i / 100, (i + 1) / 100];
      if (g(x0) === 0) zeros.push(x0);
      else if (Math.sign(g(x0)) !== Math.sign(g(x1)) && g(x1) !== 0) zeros.push(x1);
    }
    check(zeros.length === 1 && close(zeros[0]!, 3, 0.01) && g(3) === 0, 'x = 3 only');
    s.mcText({
      level: 4,
      body: 'For what value or values of $x$ is $4^x - 3 \\cdot 2^{x + 1} = 16$?',
      answer: '$3$ only',
      wrong: ['$-1$ and $3$', '$8$ only', '$-2$ and $8$'],
      hints: [
        'Write $4^x$ and $2^{x + 1}$ in terms of $2^x$.',
        'With $u = 2^x$ the equation becomes a quadratic in $u$.',
      ],
      superhints: [
        '$4^x = (2^x)^2$ and $2^{x + 1} = 2 \\cdot 2^x$, so $u^2 - 6u - 16 = 0$. Solve for $u$, then remember that $u = 2^x$ must be positive.',
      ],
      explain: (l) =>
        `With $u = 2^x$, $4^x = u^2$ and $2^{x + 1} = 2u$, so $u^2 - 6u - 16 = 0$, that is $(u - 8)(u + 2) = 0$. Since $2^x > 0$, $u = -2$ is impossible, and $2^x = 8$ gives $x = 3$ only. $-1$ and $3$ wrongly turns $2^x = -2$ into $x = -1$, and $8$ or $-2$ are values of $u = 2^x$, not of $x$. The answer is choice ${l}.`,
    });
  }

  // (13) f(2k) from f(k) + f(k + 2)
  {
    const f = (x: number) => 5 * 2 ** x;
    const ks = [...Array(2001).keys()]
      .map((i) => i / 100 - 10)
      .filter((k) => close(f(k) + f(k + 2), 200));
    check(ks.length === 1 && close(ks[0]!, 3) && f(2 * 3) === 320, 'k = 3, f(6) = 320');
    s.mcNumber({
      level: 4,
      body: 'The function $f$ is defined by $f(x) = 5 \\cdot 2^x$. For a certain number $k$, $f(k) + f(k + 2) = 200$. What is the value of $f(2k)$?',
      answer: 320,
      wrong: [40, 80, 160],
      show: (v) => `$${v}$`,
      hints: [
        'Write $f(k + 2)$ in terms of $2^k$: $2^{k + 2} = 4 \\cdot 2^k$.',
        'First find $2^k$, then think about $2^{2k}$.',
      ],
      superhints: [
        '$5 \\cdot 2^k + 20 \\cdot 2^k = 200$, so $2^k = 8$. Then $f(2k) = 5 \\cdot 2^{2k} = 5(2^k)^2$.',
      ],
      explain: (l) =>
        `$f(k) + f(k + 2) = 5 \\cdot 2^k + 5 \\cdot 4 \\cdot 2^k = 25 \\cdot 2^k = 200$, so $2^k = 8$ (and $k = 3$). Then $f(2k) = 5 \\cdot (2^k)^2 = 5 \\cdot 64 = 320$. $40$ is $f(k)$, $160$ is $f(k + 2)$, and $80$ doubles $f(k)$ as if doubling the input doubled the output. The answer is choice ${l}.`,
    });
  }

  // (14) a model from its growth every 2 years and a difference of two values
  {
    const P = (t: number) => 2500 * 1.2 ** t;
    check(close(P(2) / P(0), 1.44) && close(P(3) - P(1), 1320), 'the stated facts');
    const b = Math.sqrt(1.44);
    const p1 = 1320 / (b * b - 1);
    const key = p1 / b;
    check(close(key, 2500) && close(P(0), key), 'P(0)');
    s.typed({
      level: 5,
      body: 'The number of visitors to a nature park $t$ years after a trail opened is modeled by $P(t) = ab^t$, where $a$ and $b$ are positive constants. According to the model, the number of visitors increases by $44\\%$ every $2$ years, and $P(3) - P(1) = 1{,}320$. What is the value of $P(0)$?',
      answer: 2500,
      hints: [
        'An increase of $44\\%$ every $2$ years means $b^2 = 1.44$.',
        '$P(3) = P(1) \\cdot b^2$. Use this to find $P(1)$ first.',
      ],
      superhints: [
        '$P(3) - P(1) = P(1)(1.44 - 1)$, so $P(1) = \\frac{1{,}320}{0.44}$. Then $P(0) = \\frac{P(1)}{b}$ with $b = \\sqrt{1.44}$.',
      ],
      explanation: `From $b^2 = 1.44$, $b = 1.2$. Since $P(3) = 1.44P(1)$, $P(3) - P(1) = 0.44P(1) = 1{,}320$ and $P(1) = 3{,}000$. Then $P(0) = \\frac{3{,}000}{1.2} = 2{,}500$. The value $3{,}000$ is $P(1)$, dividing by $1.44$ instead of $1.2$ goes back two years instead of one (about $2{,}083$), and $b = 1.22$ (half of $44\\%$ per year) does not fit $b^2 = 1.44$.`,
    });
  }

  // (15) f(3) from f(2) f(4) for f(x) = ab^x: the product is f(3) squared
  {
    const key = Math.sqrt(144);
    for (const b of [0.5, 0.8, 1.5, 2, 3]) {
      const a = Math.sqrt(144 / b ** 6); // f(2) f(4) = a^2 b^6 = 144 with a > 0
      check(close(a * b ** 2 * a * b ** 4, 144) && close(a * b ** 3, key), 'f(3) whatever b is');
    }
    s.mcNumber({
      level: 5,
      body: 'The function $f$ is defined by $f(x) = ab^x$, where $a$ and $b$ are positive constants. If $f(2) \\cdot f(4) = 144$, what is the value of $f(3)$?',
      answer: key,
      wrong: [6, 36, 72],
      show: (v) => `$${v}$`,
      hints: [
        'Write $f(2)$ and $f(4)$ with $a$ and $b$ and multiply them.',
        'You cannot find $a$ and $b$ separately, and you do not need to.',
      ],
      superhints: [
        '$f(2) \\cdot f(4) = ab^2 \\cdot ab^4 = a^2b^6$. Compare this with $f(3)$ squared.',
      ],
      explain: (l) =>
        `$f(2) \\cdot f(4) = ab^2 \\cdot ab^4 = a^2b^6 = (ab^3)^2 = f(3)^2$. So $f(3)^2 = 144$, and since $a$ and $b$ are positive, $f(3) = 12$. (For example, $a = 1.5$ and $b = 2$ give $f(2) = 6$, $f(4) = 24$ and $f(3) = 12$.) $72$ and $36$ divide $144$ by $2$ or by $4$ as if $f(3)$ were an average of some kind, and $6$ halves the correct value. The answer is choice ${l}.`,
    });
  }
}
