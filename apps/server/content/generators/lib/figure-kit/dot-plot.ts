// Distributions on a number line: dot plots (a dot per value, stacked) and box plots.
import { chartLine, chartText } from './chart-axes.ts';
import { coord, svgDocument } from './document.ts';
import { BAR_FILLS, GRID_DARK as GRID, INK, POINT } from './palette.ts';
import { decimal } from './text.ts';
import { stepsFrom } from './ticks.ts';

export interface DotPlotOptions {
  title: string;
  /** One or more dot plots drawn on the same scale, one above the other. */
  plots: ReadonlyArray<{ name?: string; values: readonly number[] }>;
  min: number;
  max: number;
  step: number;
  xLabel: string;
  width?: number;
}

/** Dot plots: one dot per value, stacked over a number line. */
export function dotPlot(o: DotPlotOptions): string {
  const W = o.width ?? 560;
  const named = o.plots.some((p) => p.name);
  const L = named ? 110 : 40;
  const R = 30;
  const gap = 16;
  const rows = o.plots.map((p) => {
    const counts = new Map<number, number>();
    for (const v of p.values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return Math.max(...counts.values());
  });
  const heights = rows.map((r) => Math.max(r, 3) * gap + 60);
  const H = heights.reduce((a, b) => a + b, 0) + 50;
  const sx = (v: number) => L + ((v - o.min) / (o.max - o.min)) * (W - L - R);
  const body: string[] = [];
  let top = 10;
  o.plots.forEach((p, k) => {
    const base = top + (heights[k] ?? 0) - 50;
    body.push(chartLine(sx(o.min) - 10, base, sx(o.max) + 10, base, INK, 2));
    for (const v of stepsFrom(o.min, o.max, o.step)) {
      body.push(chartLine(sx(v), base, sx(v), base + 7, INK, 1.5));
      body.push(chartText(sx(v), base + 26, decimal(v)));
    }
    const seen = new Map<number, number>();
    for (const v of [...p.values].sort((a, b) => a - b)) {
      const n = seen.get(v) ?? 0;
      seen.set(v, n + 1);
      body.push(
        `<circle cx="${coord(sx(v))}" cy="${coord(base - 10 - n * gap)}" r="6.5" fill="${POINT}" stroke="${INK}" stroke-width="1"/>`,
      );
    }
    if (p.name)
      body.push(chartText(14, base - 12, p.name, { anchor: 'start', size: 16, bold: true }));
    top += heights[k] ?? 0;
  });
  body.push(chartText((L + W - R) / 2, H - 14, o.xLabel, { size: 16, bold: true }));
  return svgDocument(W, H, o.title, body);
}

export interface BoxSummary {
  name: string;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Horizontal box plots on one shared number line. */
export function boxPlot(o: {
  title: string;
  plots: readonly BoxSummary[];
  min: number;
  max: number;
  step: number;
  labelEvery?: number;
  xLabel: string;
  width?: number;
}): string {
  const W = o.width ?? 560;
  const L = 110;
  const R = 30;
  const rowH = 80;
  const H = 30 + o.plots.length * rowH + 80;
  const sx = (v: number) => L + ((v - o.min) / (o.max - o.min)) * (W - L - R);
  const body: string[] = [];
  const axisY = 30 + o.plots.length * rowH + 10;
  stepsFrom(o.min, o.max, o.step).forEach((v, i) => {
    body.push(chartLine(sx(v), 20, sx(v), axisY, GRID, 1));
    body.push(chartLine(sx(v), axisY, sx(v), axisY + 7, INK, 1.5));
    if (i % (o.labelEvery ?? 1) === 0) body.push(chartText(sx(v), axisY + 26, decimal(v)));
  });
  body.push(chartLine(sx(o.min), axisY, sx(o.max), axisY, INK, 2));
  o.plots.forEach((p, k) => {
    const cy = 30 + k * rowH + rowH / 2;
    const h = 34;
    body.push(chartLine(sx(p.min), cy, sx(p.q1), cy, INK, 2));
    body.push(chartLine(sx(p.q3), cy, sx(p.max), cy, INK, 2));
    body.push(chartLine(sx(p.min), cy - 12, sx(p.min), cy + 12, INK, 2));
    body.push(chartLine(sx(p.max), cy - 12, sx(p.max), cy + 12, INK, 2));
    body.push(
      `<rect x="${coord(sx(p.q1))}" y="${coord(cy - h / 2)}" width="${coord(sx(p.q3) - sx(p.q1))}" height="${h}" fill="${BAR_FILLS[k % 3]}" stroke="${INK}" stroke-width="2"/>`,
    );
    body.push(chartLine(sx(p.median), cy - h / 2, sx(p.median), cy + h / 2, INK, 3));
    body.push(chartText(14, cy + 5, p.name, { anchor: 'start', size: 16, bold: true }));
  });
  body.push(chartText((L + W - R) / 2, H - 14, o.xLabel, { size: 16, bold: true }));
  return svgDocument(W, H, o.title, body);
}
