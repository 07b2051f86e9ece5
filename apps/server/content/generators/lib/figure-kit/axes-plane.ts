// A plane with gridlines drawn element by element: the xy-plane with axes through the origin, or
// a data graph with its axes along the bottom and left edges and their titles.
import { arrowTip } from './axes.ts';
import { GRID_LIGHT as GRID, INK } from './palette.ts';
import { line, text } from './shapes.ts';
import { numberLabel } from './text.ts';
import { stepsFrom } from './ticks.ts';
import type { Pt } from './vector.ts';

export interface Axis {
  min: number;
  max: number;
  step: number;
  /** Label every n-th tick (default 1). */
  labelEvery?: number;
  /** Axis title for a data graph; omitted on the xy-plane, which gets italic x and y. */
  title?: string;
  /** No gridlines or numbers on this axis (a bar chart draws its own category labels). */
  bare?: boolean;
}

/**
 * A plane with gridlines. `kind: 'xy'` draws the axes through the origin with arrows and italic
 * x and y; `kind: 'data'` draws them along the bottom and left edges with titles. Add curves and
 * points to `body`, then draw `all()`, which puts the tick numbers on top.
 */
export function axesPlane(o: {
  x: Axis;
  y: Axis;
  unitX: number;
  unitY: number;
  kind: 'xy' | 'data';
  /** On the xy-plane, print the y numbers right of the y-axis (when a curve crosses the left). */
  yNumbersRight?: boolean;
}) {
  const left = o.kind === 'data' ? 78 : 40;
  const top = 28;
  const w = (o.x.max - o.x.min) * o.unitX;
  const h = (o.y.max - o.y.min) * o.unitY;
  const px = (x: number) => left + (x - o.x.min) * o.unitX;
  const py = (y: number) => top + (o.y.max - y) * o.unitY;
  const P = (x: number, y: number): Pt => ({ x: px(x), y: py(y) });
  const width = left + w + (o.kind === 'data' ? 30 : 40);
  const height = top + h + (o.kind === 'data' ? 66 : 34);
  const ticks = (a: Axis) => stepsFrom(a.min, a.max, a.step);
  const labeled = (a: Axis, i: number) => !a.bare && i % (a.labelEvery ?? 1) === 0;
  const body: string[] = [];
  const labels: string[] = [];
  if (!o.x.bare) for (const x of ticks(o.x)) body.push(line(P(x, o.y.min), P(x, o.y.max), 1, GRID));
  for (const y of ticks(o.y)) body.push(line(P(o.x.min, y), P(o.x.max, y), 1, GRID));
  if (o.kind === 'xy') {
    const ox = px(0);
    const oy = py(0);
    body.push(line({ x: left - 10, y: oy }, { x: left + w + 12, y: oy }, 2));
    body.push(line({ x: ox, y: top + h + 10 }, { x: ox, y: top - 12 }, 2));
    const xTip = arrowTip(left + w + 20, oy, 'right');
    const yTip = arrowTip(ox, top - 20, 'up');
    body.push(`<path d="${xTip} ${yTip}" fill="${INK}"/>`);
    body.push(text(left + w + 22, oy + 16, 'x', { italic: true, size: 18 }));
    body.push(text(ox + 14, top - 16, 'y', { italic: true, size: 18 }));
    ticks(o.x).forEach((x, i) => {
      if (x === 0 || !labeled(o.x, i)) return;
      body.push(line({ x: px(x), y: oy - 4 }, { x: px(x), y: oy + 4 }, 2));
      labels.push(text(px(x), oy + 16, numberLabel(x), { size: 14, halo: true }));
    });
    ticks(o.y).forEach((y, i) => {
      if (y === 0 || !labeled(o.y, i)) return;
      body.push(line({ x: ox - 4, y: py(y) }, { x: ox + 4, y: py(y) }, 2));
      labels.push(
        o.yNumbersRight
          ? text(ox + 8, py(y), numberLabel(y), { size: 14, anchor: 'start', halo: true })
          : text(ox - 8, py(y), numberLabel(y), { size: 14, anchor: 'end', halo: true }),
      );
    });
    labels.push(text(ox - 8, oy + 14, '0', { size: 14, anchor: 'end', halo: true }));
  } else {
    body.push(line(P(o.x.min, o.y.min), P(o.x.max, o.y.min), 2));
    body.push(line(P(o.x.min, o.y.min), P(o.x.min, o.y.max), 2));
    ticks(o.x).forEach((x, i) => {
      if (labeled(o.x, i)) body.push(text(px(x), py(o.y.min) + 16, numberLabel(x), { size: 14 }));
    });
    ticks(o.y).forEach((y, i) => {
      if (labeled(o.y, i))
        body.push(text(px(o.x.min) - 8, py(y), numberLabel(y), { size: 14, anchor: 'end' }));
    });
    body.push(text(left + w / 2, top + h + 46, o.x.title ?? '', { size: 16 }));
    body.push(text(22, top + h / 2, o.y.title ?? '', { size: 16, rotate: -90 }));
  }
  /** Everything in drawing order: grid and axes, what the figure added, then the numbers. */
  const all = () => [...body, ...labels];
  return { px, py, P, width, height, body, all, left, top, w, h };
}
