// Grids: the grid lines of a plotting window as one path, and the coordinate grid with axes of
// a geometry figure (a circle in the xy-plane).
import { coord } from './document.ts';
import type { Figure } from './figure.ts';
import { GRID_LIGHT } from './palette.ts';
import { numberLabel } from './text.ts';
import { add, pt, type Pt } from './vector.ts';

export interface GridWindow {
  xs: readonly number[];
  ys: readonly number[];
  X: (x: number) => number;
  Y: (y: number) => number;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** The `d` of the grid path; `spaced` separates commands with spaces (as the graphs were drawn). */
export function gridPath(g: GridWindow, spaced = false): string {
  const sep = spaced ? ' ' : '';
  const segments = [
    ...g.xs.map((x) => `M${coord(g.X(x))} ${coord(g.Y(g.yMin))}${sep}V${coord(g.Y(g.yMax))}`),
    ...g.ys.map((y) => `M${coord(g.X(g.xMin))} ${coord(g.Y(y))}${sep}H${coord(g.X(g.xMax))}`),
  ];
  return segments.join(sep);
}

/** A coordinate grid with axes, for circle-equation figures. Returns the math-to-pixel map. */
export function coordinateGrid(
  fig: Figure,
  xmin: number,
  xmax: number,
  ymin: number,
  ymax: number,
  step: number,
) {
  const margin = 28;
  const k = Math.min(
    (fig.width - 2 * margin) / (xmax - xmin),
    (fig.height - 2 * margin) / (ymax - ymin),
  );
  const ox = (fig.width - k * (xmax - xmin)) / 2;
  const oy = (fig.height - k * (ymax - ymin)) / 2;
  const map = (p: Pt): Pt => pt(ox + k * (p.x - xmin), fig.height - oy - k * (p.y - ymin));
  for (let x = xmin; x <= xmax; x++)
    fig.line(map(pt(x, ymin)), map(pt(x, ymax)), { stroke: GRID_LIGHT, width: 1 });
  for (let y = ymin; y <= ymax; y++)
    fig.line(map(pt(xmin, y)), map(pt(xmax, y)), { stroke: GRID_LIGHT, width: 1 });
  fig.line(map(pt(xmin, 0)), map(pt(xmax, 0)), { width: 1.6 });
  fig.arrowHead(map(pt(xmax, 0)), pt(1, 0));
  fig.line(map(pt(0, ymin)), map(pt(0, ymax)), { width: 1.6 });
  fig.arrowHead(map(pt(0, ymax)), pt(0, -1));
  fig.text(add(map(pt(xmax, 0)), pt(-4, -14)), 'x', { italic: true });
  fig.text(add(map(pt(0, ymax)), pt(14, 4)), 'y', { italic: true });
  for (let x = Math.ceil(xmin / step) * step; x < xmax; x += step) {
    if (x === 0) continue;
    fig.text(add(map(pt(x, 0)), pt(0, 14)), numberLabel(x), { size: 14 });
  }
  for (let y = Math.ceil(ymin / step) * step; y < ymax; y += step) {
    if (y === 0) continue;
    fig.text(add(map(pt(0, y)), pt(-8, 0)), numberLabel(y), {
      size: 14,
      anchor: 'end',
    });
  }
  fig.text(add(map(pt(0, 0)), pt(-8, 12)), 'O', { size: 14, anchor: 'end', italic: true });
  return map;
}
