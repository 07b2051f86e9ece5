/** A coordinate as the graph reads it: six significant digits, no trailing noise ("1.41421"). */
export function formatShort(value: number): string {
  if (!Number.isFinite(value)) return 'undefined';
  const rounded = Number(value.toPrecision(6));
  return String(Object.is(rounded, -0) || Math.abs(rounded) < 1e-10 ? 0 : rounded);
}
