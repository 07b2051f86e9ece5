// Where the ticks and grid lines of an axis go. Two conventions, each used by figures already in
// the bank: a plane of the xy-plane puts them at the multiples of the step (so 0 is always one),
// a data axis counts whole steps from its first value (so a ruler from 15 by 10 reads 15, 25, …).

/** The multiples of `step` from min to max (both inclusive, up to rounding noise). */
export function multiples(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + 1e-9; k++) out.push(k * step);
  return out;
}

/** min, min + step, … up to max, each rounded to six decimals so sums never show noise. */
export function stepsFrom(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const n = Math.round((max - min) / step);
  for (let i = 0; i <= n; i++) out.push(Number((min + i * step).toFixed(6)));
  return out;
}
