// Bar charts (grouped, with a legend, for two or more series) and histograms.
import { CHART_MARGINS, chartFrame, chartLine, chartText, yGridlines } from './chart-axes.ts';
import type { Axis, CategoryChart } from './chart-axes.ts';
import { coord, svgDocument } from './document.ts';
import { BAR_FILLS, BAR_STROKES, INK } from './palette.ts';
import { decimal } from './text.ts';

/** A vertical bar chart; with two or more series the bars are grouped and a legend is drawn. */
export function barChart(o: CategoryChart): string {
  const W = o.width ?? 560;
  const grouped = o.series.length > 1;
  const H = (o.height ?? 400) + (grouped ? 30 : 0);
  // Narrower on the right than the other charts, and taller on top to fit a legend.
  const frame = { ...CHART_MARGINS, right: 20, top: grouped ? 50 : 20, width: W, height: H };
  const { left: L, right: R, top: T, bottom: B } = frame;
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const body: string[] = [];
  yGridlines(body, o.y, sy, L, W - R);
  const slot = (W - L - R) / o.categories.length;
  const barW = (slot * 0.7) / o.series.length;
  o.categories.forEach((c, i) => {
    const x0 = L + i * slot + slot * 0.15;
    o.series.forEach((s, j) => {
      const v = s.values[i] ?? 0;
      const top = sy(v);
      body.push(
        `<rect x="${coord(x0 + j * barW)}" y="${coord(top)}" width="${coord(barW)}" height="${coord(sy(o.y.min) - top)}" fill="${BAR_FILLS[j % 3]}" stroke="${BAR_STROKES[j % 3]}" stroke-width="1.5"/>`,
      );
    });
    body.push(chartText(L + (i + 0.5) * slot, H - B + 24, c));
  });
  chartFrame(body, frame, o.xLabel, o.y.label);
  if (grouped) {
    let lx = L;
    o.series.forEach((s, j) => {
      body.push(
        `<rect x="${coord(lx)}" y="14" width="18" height="18" fill="${BAR_FILLS[j % 3]}" stroke="${BAR_STROKES[j % 3]}" stroke-width="1.5"/>`,
      );
      body.push(chartText(lx + 26, 29, s.name, { anchor: 'start' }));
      lx += 40 + s.name.length * 9;
    });
  }
  return svgDocument(W, H, o.title, body);
}

export interface HistogramOptions {
  title: string;
  /** Bin edges, one more than counts; bars touch. */
  edges: readonly number[];
  counts: readonly number[];
  y: Axis;
  xLabel: string;
  width?: number;
  height?: number;
}

/** A histogram: adjacent bars over numeric intervals, edges labeled on the axis. */
export function histogram(o: HistogramOptions): string {
  if (o.edges.length !== o.counts.length + 1) throw new Error('histogram: edges/counts mismatch');
  const W = o.width ?? 560;
  const H = o.height ?? 400;
  const frame = { ...CHART_MARGINS, width: W, height: H };
  const { left: L, right: R, top: T, bottom: B } = frame;
  const first = o.edges[0] ?? 0;
  const last = o.edges[o.edges.length - 1] ?? 1;
  const sx = (v: number) => L + 10 + ((v - first) / (last - first)) * (W - L - R - 20);
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const body: string[] = [];
  yGridlines(body, o.y, sy, L, W - R);
  o.counts.forEach((c, i) => {
    const a = o.edges[i] ?? 0;
    const b = o.edges[i + 1] ?? 0;
    if (c > 0)
      body.push(
        `<rect x="${coord(sx(a))}" y="${coord(sy(c))}" width="${coord(sx(b) - sx(a))}" height="${coord(sy(o.y.min) - sy(c))}" fill="${BAR_FILLS[0]}" stroke="${BAR_STROKES[0]}" stroke-width="1.5"/>`,
      );
  });
  o.edges.forEach((e) => {
    body.push(chartLine(sx(e), sy(o.y.min), sx(e), sy(o.y.min) + 6, INK, 1.5));
    body.push(chartText(sx(e), H - B + 24, decimal(e)));
  });
  chartFrame(body, frame, o.xLabel, o.y.label);
  return svgDocument(W, H, o.title, body);
}
