// The assertion every generator uses to refuse a question whose answer it cannot confirm a
// second way: a failed check stops the run before anything is written.
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`generator check failed: ${message}`);
}

/** Equal up to floating-point noise, relative to the size of `a` (absolute below 1). */
export const close = (a: number, b: number, eps = 1e-9) =>
  Math.abs(a - b) <= eps * Math.max(1, Math.abs(a));
