// Fitting a figure drawn in math coordinates (y up) onto a canvas in pixels (y down).
import { pt, type Pt } from './vector.ts';

/** Maps math coordinates (y up) into a width x height canvas with a margin, keeping angles. */
export function fitFrame(points: Pt[], width: number, height: number, margin: number) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min((width - 2 * margin) / (x1 - x0 || 1), (height - 2 * margin) / (y1 - y0 || 1));
  const ox = (width - k * (x1 - x0)) / 2;
  const oy = (height - k * (y1 - y0)) / 2;
  const map = (p: Pt): Pt => pt(ox + k * (p.x - x0), height - oy - k * (p.y - y0));
  return { map, scale: k };
}
