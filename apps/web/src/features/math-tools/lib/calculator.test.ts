import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, formatNumber, formatResult, type CalculatorResult } from './calculator';

const value = (input: string, unit: 'deg' | 'rad' = 'rad', ans?: CalculatorResult) => {
  const outcome = calculate(input, unit, ans);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
};

describe('calculate', () => {
  it('gives an exact fraction with its decimal when the expression stays rational', () => {
    expect(value('1/3 + 1/6')).toEqual({ value: 0.5, fraction: '1/2' });
    expect(formatResult(value('2/3 - 1'))).toBe('-1/3 ≈ -0.333333333333');
    expect(value('2^10')).toEqual({ value: 1024 });
    expect(value('sqrt(2)').fraction).toBeUndefined();
  });

  it('shows a whole number in full, not cut to 12 digits', () => {
    // 2^40 read 1099511627780.
    expect(formatResult(value('2^40'))).toBe('1099511627776');
    expect(formatResult(value('-123456789012345'))).toBe('-123456789012345');
    expect(formatResult(value('10^15'))).toBe('1e+15');
    expect(formatResult(value('1/3 * 3e13'))).toBe('10000000000000');
  });

  it('reads parentheses, powers, roots, π and the calculator keys', () => {
    expect(value('(2 + 3) * 4').value).toBe(20);
    expect(value('2^3^2').value).toBe(512);
    expect(value('√(16) + nthRoot(27, 3)').value).toBe(7);
    // Typed without a parenthesis, the root takes the number or name after it.
    expect(value('√16 + 2').value).toBe(6);
    expect(value('2√9').value).toBe(6);
    expect(value('-√ 2.25').value).toBe(-1.5);
    expect(value('√2^2').value).toBeCloseTo(2, 12);
    expect(value('√π').value).toBeCloseTo(Math.sqrt(Math.PI), 12);
    expect(value('√ans', 'rad', { value: 81 }).value).toBe(9);
    expect(value('√sin(90)', 'deg').value).toBe(1);
    expect(value('√√16').value).toBe(2);
    expect(calculate('√sin(90', 'deg')).toEqual({
      ok: false,
      message: 'A closing parenthesis ")" is missing.',
    });
    expect(value('2π').value).toBeCloseTo(2 * Math.PI, 12);
    expect(value('6 ÷ 4 × 2 − 1').value).toBe(2);
  });

  it('reads |…| as the absolute value, as on paper and on Desmos', () => {
    // "|-3|" read "That can't be calculated. Check the expression."
    expect(value('|-3|').value).toBe(3);
    expect(value('2|1 - 4|').value).toBe(6);
    expect(value('||2| - 5|').value).toBe(3);
    expect(value('|2||-3|').value).toBe(6);
    expect(value('-|-4| + √|-16|').value).toBe(0);
    expect(value('|1/3 - 1|')).toEqual({ value: 2 / 3, fraction: '2/3' });
    expect(calculate('|3', 'rad').ok).toBe(false);
  });

  it('reads trig in degrees or radians, the inverses answering in the same unit', () => {
    expect(value('sin(30)', 'deg').value).toBeCloseTo(0.5, 12);
    expect(value('cos(pi)', 'rad').value).toBe(-1);
    expect(value('asin(1/2)', 'deg').value).toBeCloseTo(30, 10);
    expect(value('tan(45)', 'deg').value).toBeCloseTo(1, 12);
  });

  it('gives sin, cos and tan exactly at quarter turns, as Desmos does', () => {
    // cos(90°) read 6.12323399574e-17 and tan(90°) 1.63312393532e+16.
    expect(formatResult(value('cos(90)', 'deg'))).toBe('0');
    expect(formatResult(value('sin(180)', 'deg'))).toBe('0');
    expect(formatResult(value('sin(360) + cos(270)', 'deg'))).toBe('0');
    expect(value('cos(180)', 'deg').value).toBe(-1);
    expect(formatResult(value('cot(90)', 'deg'))).toBe('0');
    expect(calculate('tan(90)', 'deg')).toEqual({
      ok: false,
      message: 'The result is too large (or a division by zero).',
    });
    expect(calculate('sec(-270)', 'deg')).toEqual({
      ok: false,
      message: 'The result is too large (or a division by zero).',
    });
    expect(formatResult(value('sin(pi)'))).toBe('0');
    expect(formatResult(value('cos(pi/2)'))).toBe('0');
    expect(calculate('tan(pi/2)', 'rad').ok).toBe(false);
    // Angles near a quarter turn are not rounded to it.
    expect(value('sin(3.14159)').value).toBeCloseTo(Math.sin(3.14159), 15);
    expect(value('cos(89.9999)', 'deg').value).toBeGreaterThan(0);
  });

  it('reads a function typed without brackets, as a scientific calculator and Desmos do', () => {
    // "sin 30" was "That can't be calculated" and "sin30" an unknown name.
    expect(formatResult(value('sin 30', 'deg'))).toBe('0.5');
    expect(value('sin30', 'deg').value).toBeCloseTo(0.5, 12);
    expect(value('2 sin 30 + 1', 'deg').value).toBeCloseTo(2, 12);
    expect(value('cos 60 * 4', 'deg').value).toBeCloseTo(2, 12);
    expect(value('sin -30', 'deg').value).toBeCloseTo(-0.5, 12);
    expect(value('sin π', 'rad').value).toBeCloseTo(0, 12);
    expect(value('sin 2π', 'rad').value).toBeCloseTo(0, 12);
    expect(value('tan 45 + cos 0', 'deg').value).toBeCloseTo(2, 12);
    expect(value('asin 0.5', 'deg').value).toBeCloseTo(30, 12);
    expect(value('log 1000').value).toBeCloseTo(3, 12);
    expect(value('ln e').value).toBeCloseTo(1, 12);
    expect(value('sin ans', 'deg', { value: 90 }).value).toBeCloseTo(1, 12);
    // The angle keeps its power, as sin x² is written: sin(30²) is not sin(30)².
    expect(value('sin 3^2', 'deg').value).toBeCloseTo(Math.sin((9 * Math.PI) / 180), 12);
    // Brackets typed read as before.
    expect(value('sin(30)^2', 'deg').value).toBeCloseTo(0.25, 12);
    expect(value('sin (30) + 1', 'deg').value).toBeCloseTo(1.5, 12);
  });

  it('reads superscript powers pasted in: 3² is 9', () => {
    expect(value('3²').value).toBe(9);
    expect(value('2³ + 1').value).toBe(9);
    expect(value('10⁻²')).toEqual({ value: 0.01, fraction: '1/100' });
    expect(value('2¹⁰').value).toBe(1024);
    expect(value('(1 + 2)²').value).toBe(9);
    expect(value('-3²').value).toBe(-9);
    expect(value('√3²').value).toBeCloseTo(3, 12);
    expect(value('sin 30²', 'deg').value).toBeCloseTo(Math.sin((900 * Math.PI) / 180), 12);
    expect(calculate('²', 'rad').ok).toBe(false);
  });

  it('reads log as base 10 and ln as the natural log, as Desmos and school calculators do', () => {
    expect(value('log(100)').value).toBe(2);
    expect(value('log(1000)', 'deg').value).toBeCloseTo(3, 12);
    expect(value('ln(e)').value).toBe(1);
    expect(value('log(8, 2)').value).toBeCloseTo(3, 12);
    expect(value('log(50) / log(2)').value).toBeCloseTo(Math.log2(50), 12);
  });

  it('takes the real odd root of a negative number, as Desmos does', () => {
    // (-8)^(1/3) read "The result is not a real number."
    expect(value('(-8)^(1/3)').value).toBeCloseTo(-2, 12);
    expect(formatResult(value('(-27)^(1/3)'))).toBe('-3');
    expect(value('(-8)^(2/3)').value).toBeCloseTo(4, 12);
    expect(value('(-32)^0.2').value).toBeCloseTo(-2, 12);
    expect(value('(-8)^(-1/3)').value).toBeCloseTo(-0.5, 12);
    expect(value('pow(-8, 1/3)').value).toBeCloseTo(-2, 12);
    // An even root of a negative number stays out of the real numbers.
    expect(calculate('(-4)^(1/2)', 'rad')).toEqual({
      ok: false,
      message: 'The result is not a real number.',
    });
    expect(calculate('(-2)^pi', 'rad')).toEqual({
      ok: false,
      message: 'The result is not a real number.',
    });
  });

  it('uses ans for the last answer, exact when the last answer was', () => {
    expect(value('ans * 3', 'rad', { value: 1 / 3, fraction: '1/3' })).toEqual({ value: 1 });
    expect(value('ans + 1/6', 'rad', { value: 1 / 3, fraction: '1/3' }).fraction).toBe('1/2');
    expect(value('ans + 1', 'rad', { value: Math.SQRT2 }).fraction).toBeUndefined();
    expect(value('ans + 1').value).toBe(1);
  });

  it.each([
    ['', 'Type an expression first.'],
    ['(2 + 3', 'A closing parenthesis ")" is missing.'],
    ['2 +', 'The expression is not finished.'],
    ['foo + 1', 'Unknown name: foo'],
    ['1/0', 'The result is too large (or a division by zero).'],
    ['sqrt(-1)', 'The result is not a real number.'],
    ['[1, 2]', 'The result is not a number.'],
    ['evaluate("1+1")', "That can't be calculated. Check the expression."],
    ['import({}, {})', "That can't be calculated. Check the expression."],
  ])('answers %j with a message, never an exception', (input, message) => {
    expect(calculate(input, 'rad')).toEqual({ ok: false, message });
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('deg', 'rad'), (input, unit) => {
        const outcome = calculate(input, unit as 'deg' | 'rad');
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('round trips', () => {
  it('a number formatted and read back is the same to 12 significant digits', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e200, max: 1e200 }),
        (x) => {
          const back = value(formatNumber(x)).value;
          expect(Math.abs(back - x)).toBeLessThanOrEqual(Math.abs(x) * 1e-11);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a fraction plus b minus b is exactly a', () => {
    const fraction = fc
      .tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: 1, max: 500 }))
      .map(([n, d]) => ({ n, d }));
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const result = value(`(${a.n}/${a.d}) + (${b.n}/${b.d}) - (${b.n}/${b.d})`);
        const expected = value(`${a.n}/${a.d}`);
        expect(result).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a fraction shown is the decimal shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 2, max: 999 }), (n, d) => {
        const result = value(`${n}/${d}`);
        if (result.fraction) expect(value(result.fraction).value).toBe(result.value);
      }),
    );
  });
});
