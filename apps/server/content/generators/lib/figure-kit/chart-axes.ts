// What the data charts share: their font, labels and lines, a numbered y axis with gridlines,
// and the frame of axes with their titles.
import { coord } from './document.ts';
import { GRID_DARK as GRID, INK } from './palette.ts';
import { decimal, escapeXml } from './text.ts';
import { stepsFrom } from './ticks.ts';

/** Charts were drawn in Helvetica first; Arial stands in where it is missing. */
const CHART_FONT = 'Helvetica, Arial, sans-serif';

export function chartText(
  x: number,
  y: number,
  s: string,
  opts: {
    size?: number;
    anchor?: 'start' | 'middle' | 'end';
    rotate?: number;
    bold?: boolean;
  } = {},
): string {
  const size = opts.size ?? 15;
  const anchor = opts.anchor ?? 'middle';
  const rot = opts.rotate ? ` transform="rotate(${opts.rotate} ${coord(x)} ${coord(y)})"` : '';
  const weight = opts.bold ? ' font-weight="bold"' : '';
  return `<text x="${coord(x)}" y="${coord(y)}" font-family="${CHART_FONT}" font-size="${size}"${weight} fill="${INK}" text-anchor="${anchor}"${rot}>${escapeXml(s)}</text>`;
}

export function chartLine(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke = INK,
  width = 1.5,
): string {
  return `<line x1="${coord(x1)}" y1="${coord(y1)}" x2="${coord(x2)}" y2="${coord(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

export interface Axis {
  min: number;
  max: number;
  step: number;
  label: string;
  /** Label every k-th tick only (default 1). */
  labelEvery?: number;
  format?: (v: number) => string;
}

/** A chart of series over categories (bars or lines): what it shows and how it is framed. */
export interface CategoryChart {
  title: string;
  categories: readonly string[];
  /** One array per series, each as long as categories. */
  series: ReadonlyArray<{ name: string; values: readonly number[] }>;
  y: Axis;
  xLabel: string;
  width?: number;
  height?: number;
}

/** Gridlines across the plotting area from `left` to `right`, numbered left of `left`. */
export function yGridlines(
  body: string[],
  y: Axis,
  sy: (v: number) => number,
  left: number,
  right: number,
) {
  const format = y.format ?? ((v: number) => decimal(v));
  stepsFrom(y.min, y.max, y.step).forEach((v, i) => {
    if (i > 0) body.push(chartLine(left, sy(v), right, sy(v), GRID, 1));
    if (i % (y.labelEvery ?? 1) === 0)
      body.push(chartText(left - 10, sy(v) + 5, format(v), { anchor: 'end' }));
  });
}

/** Room around a chart's plotting area for its numbers and axis titles. */
export const CHART_MARGINS = { left: 84, right: 24, top: 20, bottom: 72 };

/** The chart's frame: its x and y axes from the corner (left, bottom), and both axis titles. */
export function chartFrame(
  body: string[],
  f: { left: number; right: number; top: number; bottom: number; width: number; height: number },
  xLabel: string,
  yLabel: string,
) {
  const { left: L, right: R, top: T, bottom: B, width: W, height: H } = f;
  body.push(chartLine(L, H - B, W - R, H - B, INK, 2));
  body.push(chartLine(L, H - B, L, T, INK, 2));
  body.push(chartText((L + W - R) / 2, H - 18, xLabel, { size: 16, bold: true }));
  body.push(chartText(20, (T + H - B) / 2, yLabel, { size: 16, bold: true, rotate: -90 }));
}
