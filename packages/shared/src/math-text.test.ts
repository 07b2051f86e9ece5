import { describe, expect, it } from 'vitest';
import { findUnclosedMath, isImageSource, mathTextToPlain, splitMathText } from './math-text.ts';

const text = (value: string) => ({ kind: 'text', value, display: false });
const inline = (value: string) => ({ kind: 'math', value, display: false });
const display = (value: string) => ({ kind: 'math', value, display: true });

describe('splitMathText', () => {
  it('splits the four delimiters', () => {
    expect(splitMathText('If $x+1=3$, then \\(x=2\\).')).toEqual([
      text('If '),
      inline('x+1=3'),
      text(', then '),
      inline('x=2'),
      text('.'),
    ]);
    expect(splitMathText('Solve $$x^2=4$$ and \\[y=1\\]')).toEqual([
      text('Solve '),
      display('x^2=4'),
      text(' and '),
      display('y=1'),
    ]);
  });

  it('reads \\$ outside math as a literal dollar sign', () => {
    expect(splitMathText('It costs \\$12.50 for $n$ tickets, not \\$5.')).toEqual([
      text('It costs $12.50 for '),
      inline('n'),
      text(' tickets, not $5.'),
    ]);
  });

  it('keeps an escaped dollar inside math as TeX', () => {
    expect(splitMathText('$\\$3 \\times 4$')).toEqual([inline('\\$3 \\times 4')]);
  });

  it('returns plain text as one segment and nothing for an empty string', () => {
    expect(splitMathText('No math here.')).toEqual([text('No math here.')]);
    expect(splitMathText('')).toEqual([]);
  });

  it('leaves an unclosed delimiter visible as text and reports it', () => {
    expect(splitMathText('costs $5 each')).toEqual([text('costs $5 each')]);
    expect(findUnclosedMath('costs $5 each')).toBe('$');
    expect(findUnclosedMath('\\[x')).toBe('\\[');
    expect(findUnclosedMath('$x$ and \\$5')).toBeUndefined();
  });
});

describe('isImageSource', () => {
  it('accepts data:image and https:// only', () => {
    expect(isImageSource('data:image/svg+xml;base64,AAAA')).toBe(true);
    expect(isImageSource('https://example.com/a.png')).toBe(true);
    expect(isImageSource('http://example.com/a.png')).toBe(false);
    expect(isImageSource('$\\frac{1}{2}$')).toBe(false);
  });
});

describe('mathTextToPlain', () => {
  it('drops delimiters and keeps prose', () => {
    expect(mathTextToPlain('If $4x - 7 = 21$, what is $x$?')).toBe('If 4x - 7 = 21, what is x?');
    expect(mathTextToPlain('Pay \\$12 for $$n$$ items')).toBe('Pay $12 for n items');
  });

  it('writes simple fractions as a/b and groups the others', () => {
    expect(mathTextToPlain('$\\frac{3}{4}$')).toBe('3/4');
    expect(mathTextToPlain('$\\dfrac{x+1}{2}$')).toBe('(x+1)/2');
    expect(mathTextToPlain('$\\frac12$')).toBe('1/2');
    expect(mathTextToPlain('$\\frac{\\frac{1}{2}}{3}$')).toBe('(1/2)/3');
  });

  it("reads a table as its cells and names the bank's other symbols", () => {
    expect(
      mathTextToPlain(
        '$$\\begin{array}{l|c} & \\text{Total} \\\\ \\hline \\text{Yes} & 96 \\end{array}$$',
      ),
    ).toBe('Total Yes 96');
    expect(mathTextToPlain('Line $\\ell$; $\\triangle ABC \\sim \\triangle DEF$')).toBe(
      'Line ℓ; △ ABC ∼ △ DEF',
    );
    expect(mathTextToPlain('$\\angle A \\cong \\angle B$, $p \\leftrightarrow q$')).toBe(
      '∠ A ≅ ∠ B, p ↔ q',
    );
  });

  it('turns common commands into readable symbols', () => {
    expect(mathTextToPlain('$2 \\cdot 3 \\times 4 \\div 6$')).toBe('2 · 3 × 4 ÷ 6');
    expect(mathTextToPlain('$x \\le 3$ and $y \\geq -1$, $a \\neq b$')).toBe(
      'x ≤ 3 and y ≥ -1, a ≠ b',
    );
    expect(mathTextToPlain('$2\\pi r$ and $\\sin x$')).toBe('2πr and sin x');
    expect(mathTextToPlain('$\\sqrt{2}$ and $\\sqrt{x+1}$')).toBe('√2 and √(x+1)');
    expect(mathTextToPlain('$30^\\circ$ and $\\angle ABC$')).toBe('30° and ∠ ABC');
    expect(mathTextToPlain('$\\left(\\frac{1}{2}\\right)^2$')).toBe('(1/2) squared');
    expect(mathTextToPlain('$5\\text{ cm}$ and $50\\%$')).toBe('5 cm and 50%');
    expect(mathTextToPlain('$\\sin\\theta = \\cos(90^\\circ - \\theta)$')).toBe(
      'sinθ = cos(90° - θ)',
    );
  });

  it('says powers, subscripts and roots in words, as a screen reader should', () => {
    expect(mathTextToPlain('$x^2 + y^3 = r^{10}$')).toBe('x squared + y cubed = r to the power 10');
    expect(mathTextToPlain('$2^x$, $2^{n+1}$, $4^{-1}$, $8^{\\frac{2}{3}}$')).toBe(
      '2 to the power x, 2 to the power (n+1), 4 to the power -1, 8 to the power (2/3)',
    );
    // A word goes on with a space, but none comes before a closing parenthesis or a comma.
    expect(mathTextToPlain('$\\pi r^2h$ and $(x^2)$, $x^{2}y$')).toBe(
      'πr squared h and (x squared), x squared y',
    );
    // linear-functions and the geometry explanations: points and named rates.
    expect(mathTextToPlain('$(x_1, y_1)$ and $r_B = 160$, $x_{n+1}$')).toBe(
      '(x sub 1, y sub 1) and r sub B = 160, x sub (n+1)',
    );
    expect(
      mathTextToPlain('$\\sqrt[3]{8}$, $\\sqrt[3]{x^2}$, $\\sqrt[6]{y}$, $\\sqrt[n]{x}$'),
    ).toBe('cube root of 8, cube root of (x squared), 6th root of y, nth root of x');
    expect(mathTextToPlain('$30^\\circ$ is still $30$ degrees: $30^\\circ$')).toBe(
      '30° is still 30 degrees: 30°',
    );
  });

  it('reads a system of equations row by row, with no TeX words (the bank has 33)', () => {
    // systems-of-linear-equations.yaml
    expect(
      mathTextToPlain(
        '$$\\begin{aligned} ax + 2y &= 6 \\\\ 3x + y &= c \\end{aligned}$$ In the system of equations above, $a$ and $c$ are constants.',
      ),
    ).toBe('ax + 2y = 6; 3x + y = c. In the system of equations above, a and c are constants.');
    // nonlinear-systems.generated.yaml
    expect(
      mathTextToPlain(
        '$$\\begin{aligned} y &= x^2 + 3x - 1 \\\\ y &= x + 2 \\end{aligned}$$ The graphs of the equations in the system are shown.',
      ),
    ).toBe(
      'y = x squared + 3x - 1; y = x + 2. The graphs of the equations in the system are shown.',
    );
    // linear-inequalities: a system of inequalities with fractions.
    expect(
      mathTextToPlain(
        '$$\\begin{aligned} y &> \\frac{1}{2}x - 3 \\\\ y &\\le -x + 4 \\end{aligned}$$',
      ),
    ).toBe('y > 1/2x - 3; y ≤ -x + 4');
  });

  it('reads cases row by row (the bank has 18), keeping a number such as 4{,}180 whole', () => {
    // systems-of-linear-equations.yaml, a choice.
    expect(
      mathTextToPlain('$\\begin{cases} x + y = 4{,}180 \\\\ 85x + 40y = 64 \\end{cases}$'),
    ).toBe('x + y = 4,180; 85x + 40y = 64');
    expect(
      mathTextToPlain(
        '$|x| = \\begin{cases} x & \\text{if } x \\ge 0 \\\\ -x & \\text{if } x < 0 \\end{cases}$',
      ),
    ).toBe('|x| = x, if x ≥ 0; -x, if x < 0');
  });

  it('reads the other row environments KaTeX knows, should the bank use them', () => {
    expect(
      mathTextToPlain('$$\\begin{gathered} x = 1 \\\\[4pt] y = 2 \\\\ \\end{gathered}$$'),
    ).toBe('x = 1; y = 2');
    expect(mathTextToPlain('$$\\begin{align*} a &= b \\\\ c &= d \\end{align*}$$')).toBe(
      'a = b; c = d',
    );
    expect(mathTextToPlain('$A = \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}$')).toBe(
      'A = (1, 2; 3, 4)',
    );
    expect(
      mathTextToPlain(
        '$$\\begin{aligned} y &= \\begin{cases} 1 \\\\ 2 \\end{cases} \\end{aligned}$$',
      ),
    ).toBe('y = 1; 2');
  });

  it("reads a fraction of numbers written with TeX's thousands comma, 4{,}180", () => {
    // linear-functions: "a = frac11,000 - 5,600500 - 200 = frac5,400300 = 18" was read.
    expect(
      mathTextToPlain('$a = \\frac{11{,}000 - 5{,}600}{500 - 200} = \\frac{5{,}400}{300} = 18$'),
    ).toBe('a = (11,000 - 5,600)/(500 - 200) = 5,400/300 = 18');
    expect(mathTextToPlain('$n \\le \\frac{2{,}576}{85} \\approx 30.31$')).toBe(
      'n ≤ 2,576/85 ≈ 30.31',
    );
  });

  it('ends display math as a sentence only before a new one', () => {
    expect(mathTextToPlain('$$x = 1$$ What is $x$?')).toBe('x = 1. What is x?');
    expect(mathTextToPlain('$$x = 1.$$ What is $x$?')).toBe('x = 1. What is x?');
    expect(mathTextToPlain('$$n$$ items and $x$ More')).toBe('n items and x More');
  });
});
