/**
 * A provisional three-parameter IRT model for SAT Math estimates (decision 027). Each item gets
 * parameters from what we know of it (its answer type and calibrated 1–5 difficulty label),
 * ability is the posterior mean over a grid (EAP, standard normal prior), and the estimate is
 * always reported as an 80% range on 200–800 through a fixed, documented linear link.
 */

export interface ItemParameters {
  /** Discrimination. */
  a: number;
  /** Difficulty, on the ability scale. */
  b: number;
  /** Guessing floor. */
  c: number;
}

export interface ItemResponse extends ItemParameters {
  correct: boolean;
}

export interface AbilityEstimate {
  /** Posterior mean (EAP). */
  mean: number;
  /** Posterior standard deviation. */
  sd: number;
  /** The 10th and 90th posterior percentiles: an 80% interval. */
  low80: number;
  high80: number;
}

export type AnswerType = 'multiple_choice' | 'number_input' | 'text_input';

/** The logistic curve scaled to follow the normal ogive, as is usual for IRT. */
const D = 1.7;

/**
 * A typed answer cannot be guessed and tends to separate students a little more sharply than a
 * four-choice question, so it discriminates more and has no floor.
 */
const DISCRIMINATION: Record<AnswerType, number> = {
  multiple_choice: 0.6,
  number_input: 0.8,
  text_input: 0.8,
};

/** Label 3 is a question a typical test-taker (ability 0) gets right half the time above chance. */
const DIFFICULTY_SPACING = 0.75;

export function itemParameters(item: {
  difficulty: number;
  answerType: AnswerType;
}): ItemParameters {
  const multipleChoice = item.answerType === 'multiple_choice';
  return {
    a: DISCRIMINATION[item.answerType],
    b: (item.difficulty - 3) * DIFFICULTY_SPACING,
    c: multipleChoice ? 0.25 : 0,
  };
}

export function probabilityCorrect(theta: number, { a, b, c }: ItemParameters): number {
  return c + (1 - c) / (1 + Math.exp(-D * a * (theta - b)));
}

/**
 * How much a question tells about ability near `theta` (its Fisher information under the
 * three-parameter model): most where the student is as likely to miss it as to get it right above
 * the guessing floor.
 */
export function itemInformation(theta: number, item: ItemParameters): number {
  const p = probabilityCorrect(theta, item);
  const above = (p - item.c) / (1 - item.c);
  return D * D * item.a * item.a * above * above * ((1 - p) / p);
}

const GRID_MIN = -4;
const GRID_STEP = 0.04;
const GRID: readonly number[] = Array.from(
  { length: Math.round((4 - GRID_MIN) / GRID_STEP) + 1 },
  (_, i) => GRID_MIN + i * GRID_STEP,
);
const LOG_PRIOR = Float64Array.from(GRID, (theta) => -(theta * theta) / 2);

/**
 * Items share a handful of parameter sets, so each one's log-likelihood curve over the grid is
 * computed once; scoring a pattern is then only additions.
 */
type Curve = { right: Float64Array; wrong: Float64Array };
const curves = new Map<number, Map<number, Map<number, Curve>>>();
function curve(item: ItemParameters): Curve {
  const byB = curves.get(item.a) ?? curves.set(item.a, new Map()).get(item.a)!;
  const byC = byB.get(item.b) ?? byB.set(item.b, new Map()).get(item.b)!;
  let found = byC.get(item.c);
  if (!found) {
    const p = GRID.map((theta) => probabilityCorrect(theta, item));
    found = {
      right: Float64Array.from(p, (x) => Math.log(x)),
      wrong: Float64Array.from(p, (x) => Math.log(1 - x)),
    };
    byC.set(item.c, found);
  }
  return found;
}

/** The posterior percentile, interpolated within the grid step where the mass crosses it. */
function percentile(weights: Float64Array, total: number, share: number): number {
  const target = share * total;
  let below = 0;
  for (let i = 0; i < weights.length; i++) {
    const next = below + weights[i]!;
    if (next >= target) {
      const within = weights[i]! > 0 ? (target - below) / weights[i]! : 0;
      return GRID[i]! - GRID_STEP / 2 + within * GRID_STEP;
    }
    below = next;
  }
  return GRID[GRID.length - 1]!;
}

/** EAP ability over a grid with a standard normal prior; no responses gives the prior. */
export function estimateAbility(responses: readonly ItemResponse[]): AbilityEstimate {
  const logPost = LOG_PRIOR.slice();
  for (const response of responses) {
    const { right, wrong } = curve(response);
    const add = response.correct ? right : wrong;
    for (let i = 0; i < logPost.length; i++) logPost[i]! += add[i]!;
  }
  let peak = -Infinity;
  for (const x of logPost) peak = Math.max(peak, x);
  const weights = logPost;
  let total = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < weights.length; i++) {
    // Below e^-40 of the peak a point adds nothing; skipping it avoids slow subnormal numbers.
    const w = logPost[i]! - peak < -40 ? 0 : Math.exp(logPost[i]! - peak);
    weights[i] = w;
    total += w;
    sum += w * GRID[i]!;
    sumSquares += w * GRID[i]! ** 2;
  }
  const mean = sum / total;
  return {
    mean,
    sd: Math.sqrt(Math.max(0, sumSquares / total - mean * mean)),
    low80: percentile(weights, total, 0.1),
    high80: percentile(weights, total, 0.9),
  };
}

/**
 * The provisional link from ability to the 200–800 scale: one anchor (a typical 61% raw score,
 * as "raw 33 of 54 → 510–540" is reported in issue 36, lands in 510–540) and a slope of about
 * one SAT Math standard deviation per unit of ability. Decision 027 gives the derivation.
 */
export const SCALE_LINK = { intercept: 505, slope: 110 } as const;

const SCALE_MIN = 200;
const SCALE_MAX = 800;

export function abilityToScale(theta: number): number {
  return SCALE_LINK.intercept + SCALE_LINK.slope * theta;
}

const clamp = (score: number) => Math.min(SCALE_MAX, Math.max(SCALE_MIN, score));
const tens = (theta: number, round: (x: number) => number) =>
  clamp(round(abilityToScale(theta) / 10) * 10);

/**
 * The 80% interval on 200–800, clamped, never a single number. Its ends are rounded to 10
 * inwards: scores are multiples of 10, and rounding outwards (or to nearest) would let the range
 * hold a true score more often than the 80% it claims. An interval too narrow for that (many
 * answers) is rounded outwards instead.
 */
export function abilityToScaleRange(estimate: Pick<AbilityEstimate, 'low80' | 'high80'>): {
  low: number;
  high: number;
} {
  const inward = { low: tens(estimate.low80, Math.ceil), high: tens(estimate.high80, Math.floor) };
  if (inward.low < inward.high) return inward;
  const outward = { low: tens(estimate.low80, Math.floor), high: tens(estimate.high80, Math.ceil) };
  if (outward.low < outward.high) return outward;
  return outward.high === SCALE_MAX
    ? { low: SCALE_MAX - 10, high: SCALE_MAX }
    : { low: outward.low, high: outward.low + 10 };
}
