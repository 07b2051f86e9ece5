import { angleScope, fractionMath, normalizeExpression, numberMath } from './math-engine';
import type { AngleUnit } from './math-engine';

export interface CalculatorResult {
  value: number;
  /** The exact fraction, as "n/d", when the expression stays rational and it is not a whole number. */
  fraction?: string;
}

export type CalculatorOutcome =
  { ok: true; result: CalculatorResult } | { ok: false; message: string };

// A fraction with a longer denominator says less than its decimal.
const MAX_DENOMINATOR = 1_000_000;
const PRECISION = 12;

/**
 * A number as the calculator shows it: whole numbers in full, others to 12 significant digits,
 * exponent for the very large or small.
 */
export function formatNumber(value: number): string {
  if (Object.is(value, -0)) return '0';
  // A whole number short of the exponent form is shown whole: cut to 12 digits, 2^40 read
  // 1099511627780 instead of 1099511627776, and nothing said it was rounded.
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  return numberMath.format(value, { precision: PRECISION, lowerExp: -9, upperExp: 15 });
}

/** The result line: "1/2 ≈ 0.5", or the decimal alone. */
export function formatResult(result: CalculatorResult): string {
  return result.fraction
    ? `${result.fraction} ≈ ${formatNumber(result.value)}`
    : formatNumber(result.value);
}

/**
 * The expression's value in exact rationals, when it stays rational: 0.1 + 0.2 is then 3/10 and
 * 0.3, not 0.30000000000000004. Undefined when it leaves the rationals (roots, π, trig).
 */
function exactValue(
  expression: string,
  ans: CalculatorResult | undefined,
  approximate: number,
): CalculatorResult | undefined {
  // A non-rational ans keeps the exact form out: its fraction would only be an approximation.
  if (ans && !ans.fraction && !Number.isInteger(ans.value)) return undefined;
  try {
    const scope = { ans: fractionMath.fraction(ans?.fraction ?? ans?.value ?? 0) };
    const exact = fractionMath.evaluate(expression, scope);
    if (fractionMath.typeOf(exact) !== 'Fraction') return undefined;
    const { n, d, s } = exact as { n: bigint | number; d: bigint | number; s: bigint | number };
    const value = (Number(s) * Number(n)) / Number(d);
    // The double is the check: a rational far from it (an overflow) is not shown.
    if (!(Math.abs(value - approximate) <= 1e-9 * Math.max(1, Math.abs(approximate))))
      return undefined;
    if (Number(d) === 1 || Number(d) > MAX_DENOMINATOR) return { value };
    return { value, fraction: `${Number(s) < 0 ? '-' : ''}${String(n)}/${String(d)}` };
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/Undefined symbol (\w+)/.test(text))
    return `Unknown name: ${/Undefined symbol (\w+)/.exec(text)![1]}`;
  if (/Undefined function (\w+)/.test(text))
    return `Unknown function: ${/Undefined function (\w+)/.exec(text)![1]}`;
  if (/Parenthesis \) expected/.test(text)) return 'A closing parenthesis ")" is missing.';
  if (/Unexpected end of expression/.test(text)) return 'The expression is not finished.';
  if (/Too many arguments|Too few arguments/.test(text))
    return 'A function has the wrong number of values.';
  return "That can't be calculated. Check the expression.";
}

/**
 * Evaluates what the student typed: `ans` is the last answer, trig reads `unit`. Never throws:
 * a problem comes back as a message to show.
 */
export function calculate(
  input: string,
  unit: AngleUnit,
  ans?: CalculatorResult,
): CalculatorOutcome {
  const expression = normalizeExpression(input);
  if (!expression) return { ok: false, message: 'Type an expression first.' };
  let raw: unknown;
  try {
    raw = numberMath.evaluate(expression, { ...angleScope(unit), ans: ans?.value ?? 0 });
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  if (typeof raw === 'boolean') raw = raw ? 1 : 0;
  if (typeof raw !== 'number') {
    const kind = numberMath.typeOf(raw);
    return {
      ok: false,
      message:
        kind === 'Complex' ? 'The result is not a real number.' : 'The result is not a number.',
    };
  }
  if (Number.isNaN(raw)) return { ok: false, message: 'The result is not a number.' };
  if (!Number.isFinite(raw))
    return { ok: false, message: 'The result is too large (or a division by zero).' };
  // In degrees the trig functions are ours, which the rational instance does not have.
  const exact =
    unit === 'deg' && /[a-z]{3}\(/.test(expression) ? undefined : exactValue(expression, ans, raw);
  return { ok: true, result: exact ?? { value: raw } };
}
