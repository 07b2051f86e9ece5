// At a whole number of quarter turns, sin, cos and tan are exact on Desmos, the SAT's calculator,
// and on school calculators: cos(90°) is 0 and tan(90°) undefined. Computed through π, which a
// double only approaches, they read 6.12323399574e-17 and 1.63312393532e+16.

/** [sin, cos] at 0, 1, 2 and 3 quarter turns. */
const AT_QUARTER_TURNS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

/** [sin, cos] of the angle if it is a whole number of quarter turns (to rounding), else undefined. */
function exactSinCos(quarterTurns: number): readonly [number, number] | undefined {
  const nearest = Math.round(quarterTurns);
  if (!Number.isFinite(quarterTurns)) return undefined;
  if (Math.abs(quarterTurns - nearest) > 1e-12 * Math.max(1, Math.abs(nearest))) return undefined;
  return AT_QUARTER_TURNS[((nearest % 4) + 4) % 4];
}

export interface Trig {
  sin: (x: number) => number;
  cos: (x: number) => number;
  tan: (x: number) => number;
  sec: (x: number) => number;
  csc: (x: number) => number;
  cot: (x: number) => number;
}

/**
 * The six trig functions of an angle in `unitsPerQuarterTurn` (90 for degrees, π/2 for
 * radians), exact at quarter turns: where cos is 0 there, tan and sec divide by zero.
 */
export function exactTrig(unitsPerQuarterTurn: number): Trig {
  const toRadians = Math.PI / 2 / unitsPerQuarterTurn;
  const at = (x: number) => exactSinCos(x / unitsPerQuarterTurn);
  return {
    sin: (x) => at(x)?.[0] ?? Math.sin(x * toRadians),
    cos: (x) => at(x)?.[1] ?? Math.cos(x * toRadians),
    tan: (x) => {
      const exact = at(x);
      return exact ? exact[0] / exact[1] : Math.tan(x * toRadians);
    },
    sec: (x) => 1 / (at(x)?.[1] ?? Math.cos(x * toRadians)),
    csc: (x) => 1 / (at(x)?.[0] ?? Math.sin(x * toRadians)),
    cot: (x) => {
      const exact = at(x);
      return exact ? exact[1] / exact[0] : 1 / Math.tan(x * toRadians);
    },
  };
}
