// Desmos, the SAT's calculator, and school calculators take an odd root of a negative number:
// (-8)^(1/3) is -2 and (-8)^(2/3) is 4. mathjs answers a negative base with a fractional
// exponent in complex numbers, which the calculator reported as "not a real number".

// Exponents are read as p/q up to this denominator, as 0.2 is 1/5; a longer one is no root.
const MAX_DENOMINATOR = 1000;

/** The odd q with y = p/q (lowest terms), or undefined when y is no such fraction. */
function oddDenominator(y: number): number | undefined {
  for (let q = 1; q <= MAX_DENOMINATOR; q += 1) {
    const p = y * q;
    if (Math.abs(p - Math.round(p)) <= 1e-9) return q % 2 === 1 ? q : undefined;
  }
  return undefined;
}

/**
 * x^y in the real numbers for a negative x and a fractional y with an odd denominator, the
 * real root's sign following the numerator; undefined where no real value exists
 * ((-4)^(1/2)) or mathjs' own answer holds (any other base or exponent).
 */
export function realPower(x: number, y: number): number | undefined {
  if (!(x < 0) || Number.isInteger(y) || !Number.isFinite(y)) return undefined;
  const q = oddDenominator(y);
  if (q === undefined) return undefined;
  const magnitude = Math.pow(-x, y);
  return Math.round(y * q) % 2 === 0 ? magnitude : -magnitude;
}
