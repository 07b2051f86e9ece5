// The xy-plane of the linear figures (or a first-quadrant chart with axis titles for a
// real-world model): a grid, labeled ticks, lines clipped to the window, shaded half-planes and
// marked points. Every coordinate is computed from the numbers the question uses.
import { check } from '../check.ts';
import { arrowMarker } from './axes.ts';
import { clipLine, clipPolygon, type HalfPlane, type Pt } from './clip.ts';
import { coord, svgDocument } from './document.ts';
import { gridPath } from './grid.ts';
import { GRID, INK, LINE_COLORS, REGION } from './palette.ts';
import type { PlotWindow } from './plot-window.ts';
import { escapeXml, FONT_FAMILY, numberLabel } from './text.ts';
import { multiples } from './ticks.ts';

export type { Pt } from './clip.ts';

export interface PlaneLine {
  /** Two points on the line (ideally lattice points a student can read off the grid). */
  through: readonly [Pt, Pt];
  dashed?: boolean;
  color?: string;
  /** Draw only the segment between the two points (a model with a limited domain). */
  segmentOnly?: boolean;
  /** A label drawn at a point given in plane coordinates. */
  label?: { text: string; at: Pt; anchor?: 'start' | 'middle' | 'end' };
}

export interface PlanePoint {
  at: Pt;
  label?: string;
  /** Label offset in pixels from the point. */
  dx?: number;
  dy?: number;
}

export interface PlaneOptions extends PlotWindow {
  /** Pixels per unit on each axis. */
  xUnit?: number;
  yUnit?: number;
  /** 'math': axes through the origin with x and y; 'context': first-quadrant chart with titles. */
  style?: 'math' | 'context';
  xTitle?: string;
  yTitle?: string;
  lines?: PlaneLine[];
  points?: PlanePoint[];
  shade?: HalfPlane[];
  /** Extra text in plane coordinates. */
  notes?: { text: string; at: Pt; anchor?: 'start' | 'middle' | 'end' }[];
}

const FONT = `font-family="${FONT_FAMILY}"`;
const tickText = (v: number) => numberLabel(v, 3);

export function plane(o: PlaneOptions): string {
  const style = o.style ?? 'math';
  const xStep = o.xStep ?? 1;
  const yStep = o.yStep ?? 1;
  const xEvery = o.xLabelEvery ?? 1;
  const yEvery = o.yLabelEvery ?? 1;
  const xUnit = o.xUnit ?? 32;
  const yUnit = o.yUnit ?? xUnit;
  const left = style === 'context' ? 86 : 30;
  const right = style === 'context' ? 24 : 34;
  const top = style === 'context' ? 24 : 30;
  const bottom = style === 'context' ? 70 : 30;
  const w = (o.xMax - o.xMin) * xUnit;
  const h = (o.yMax - o.yMin) * yUnit;
  const W = Math.round(left + w + right);
  const H = Math.round(top + h + bottom);
  const X = (x: number) => left + (x - o.xMin) * xUnit;
  const Y = (y: number) => top + (o.yMax - y) * yUnit;
  const parts: string[] = [];

  // Shaded region first, so grid and lines stay visible on top of it.
  if (o.shade && o.shade.length > 0) {
    let poly: Pt[] = [
      [o.xMin, o.yMin],
      [o.xMax, o.yMin],
      [o.xMax, o.yMax],
      [o.xMin, o.yMax],
    ];
    for (const hp of o.shade) poly = clipPolygon(poly, hp);
    check(poly.length >= 3, 'shaded region is empty');
    const pts = poly.map((p) => `${coord(X(p[0]))},${coord(Y(p[1]))}`).join(' ');
    parts.push(`<polygon points="${pts}" fill="${REGION}" fill-opacity="0.55" stroke="none"/>`);
  }

  // Grid.
  const xs = multiples(o.xMin, o.xMax, xStep);
  const ys = multiples(o.yMin, o.yMax, yStep);
  const grid = gridPath({ ...o, xs, ys, X, Y });
  parts.push(`<path d="${grid}" stroke="${GRID}" stroke-width="1" fill="none"/>`);

  // Axes, ticks and tick labels.
  const labeled = (v: number, step: number, every: number) =>
    Math.abs(Math.round(v / step) % every) === 0;
  if (style === 'math') {
    const ax = Math.min(Math.max(0, o.xMin), o.xMax);
    const ay = Math.min(Math.max(0, o.yMin), o.yMax);
    parts.push(arrowMarker('arrow', INK, 9, 7));
    parts.push(
      `<line x1="${coord(X(o.xMin) - 12)}" y1="${coord(Y(ay))}" x2="${coord(X(o.xMax) + 14)}" y2="${coord(Y(ay))}" stroke="${INK}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
    );
    parts.push(
      `<line x1="${coord(X(ax))}" y1="${coord(Y(o.yMin) + 12)}" x2="${coord(X(ax))}" y2="${coord(Y(o.yMax) - 14)}" stroke="${INK}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
    );
    parts.push(
      `<text x="${coord(X(o.xMax) + 16)}" y="${coord(Y(ay) - 8)}" ${FONT} font-size="17" font-style="italic" fill="${INK}" text-anchor="middle">x</text>`,
    );
    parts.push(
      `<text x="${coord(X(ax) + 12)}" y="${coord(Y(o.yMax) - 12)}" ${FONT} font-size="17" font-style="italic" fill="${INK}">y</text>`,
    );
    const ticks: string[] = [];
    const texts: string[] = [];
    for (const x of xs) {
      if (Math.abs(x) < 1e-9 || !labeled(x, xStep, xEvery)) continue;
      ticks.push(`M${coord(X(x))} ${coord(Y(ay) - 4)}V${coord(Y(ay) + 4)}`);
      texts.push(
        `<text x="${coord(X(x))}" y="${coord(Y(ay) + 19)}" ${FONT} font-size="14" fill="${INK}" text-anchor="middle">${tickText(x)}</text>`,
      );
    }
    for (const y of ys) {
      if (Math.abs(y) < 1e-9 || !labeled(y, yStep, yEvery)) continue;
      ticks.push(`M${coord(X(ax) - 4)} ${coord(Y(y))}H${coord(X(ax) + 4)}`);
      texts.push(
        `<text x="${coord(X(ax) - 7)}" y="${coord(Y(y) + 5)}" ${FONT} font-size="14" fill="${INK}" text-anchor="end">${tickText(y)}</text>`,
      );
    }
    parts.push(`<path d="${ticks.join('')}" stroke="${INK}" stroke-width="1.4" fill="none"/>`);
    parts.push(
      `<text x="${coord(X(ax) - 7)}" y="${coord(Y(ay) + 19)}" ${FONT} font-size="14" font-style="italic" fill="${INK}" text-anchor="end">O</text>`,
    );
    parts.push(...texts);
  } else {
    check(o.xMin === 0 && o.yMin === 0, 'a context chart starts at the origin');
    parts.push(
      `<path d="M${coord(X(0))} ${coord(Y(o.yMax))}V${coord(Y(0))}H${coord(X(o.xMax))}" stroke="${INK}" stroke-width="1.8" fill="none"/>`,
    );
    const ticks: string[] = [];
    for (const x of xs) {
      if (!labeled(x, xStep, xEvery)) continue;
      ticks.push(`M${coord(X(x))} ${coord(Y(0))}V${coord(Y(0) + 5)}`);
      parts.push(
        `<text x="${coord(X(x))}" y="${coord(Y(0) + 21)}" ${FONT} font-size="14" fill="${INK}" text-anchor="middle">${tickText(x)}</text>`,
      );
    }
    for (const y of ys) {
      if (!labeled(y, yStep, yEvery)) continue;
      ticks.push(`M${coord(X(0) - 5)} ${coord(Y(y))}H${coord(X(0))}`);
      parts.push(
        `<text x="${coord(X(0) - 9)}" y="${coord(Y(y) + 5)}" ${FONT} font-size="14" fill="${INK}" text-anchor="end">${tickText(y)}</text>`,
      );
    }
    parts.push(`<path d="${ticks.join('')}" stroke="${INK}" stroke-width="1.4" fill="none"/>`);
    if (o.xTitle) {
      parts.push(
        `<text x="${coord(left + w / 2)}" y="${coord(Y(0) + 50)}" ${FONT} font-size="16" fill="${INK}" text-anchor="middle">${escapeXml(o.xTitle)}</text>`,
      );
    }
    if (o.yTitle) {
      const cx = 22;
      const cy = top + h / 2;
      parts.push(
        `<text x="${cx}" y="${coord(cy)}" ${FONT} font-size="16" fill="${INK}" text-anchor="middle" transform="rotate(-90 ${cx} ${coord(cy)})">${escapeXml(o.yTitle)}</text>`,
      );
    }
  }

  // Lines.
  const box: [number, number, number, number] = [o.xMin, o.xMax, o.yMin, o.yMax];
  (o.lines ?? []).forEach((l, i) => {
    const [p, q] = clipLine(l.through[0], l.through[1], box, l.segmentOnly ?? false);
    const color = l.color ?? LINE_COLORS[i % LINE_COLORS.length];
    const dash = l.dashed ? ' stroke-dasharray="9 6"' : '';
    parts.push(
      `<line x1="${coord(X(p[0]))}" y1="${coord(Y(p[1]))}" x2="${coord(X(q[0]))}" y2="${coord(Y(q[1]))}" stroke="${color}" stroke-width="2.6"${dash} stroke-linecap="round"/>`,
    );
    if (l.label) {
      parts.push(
        `<text x="${coord(X(l.label.at[0]))}" y="${coord(Y(l.label.at[1]))}" ${FONT} font-size="16" font-style="italic" fill="${color}" text-anchor="${l.label.anchor ?? 'start'}">${escapeXml(l.label.text)}</text>`,
      );
    }
  });

  // Points.
  for (const p of o.points ?? []) {
    check(
      p.at[0] >= o.xMin && p.at[0] <= o.xMax && p.at[1] >= o.yMin && p.at[1] <= o.yMax,
      `point ${p.at.join(',')} outside the window`,
    );
    parts.push(
      `<circle cx="${coord(X(p.at[0]))}" cy="${coord(Y(p.at[1]))}" r="4.5" fill="${INK}"/>`,
    );
    if (p.label) {
      parts.push(
        `<text x="${coord(X(p.at[0]) + (p.dx ?? 8))}" y="${coord(Y(p.at[1]) + (p.dy ?? -8))}" ${FONT} font-size="15" fill="${INK}">${escapeXml(p.label)}</text>`,
      );
    }
  }
  for (const n of o.notes ?? []) {
    parts.push(
      `<text x="${coord(X(n.at[0]))}" y="${coord(Y(n.at[1]))}" ${FONT} font-size="15" fill="${INK}" text-anchor="${n.anchor ?? 'start'}">${escapeXml(n.text)}</text>`,
    );
  }
  return svgDocument(W, H, o.title, parts);
}
