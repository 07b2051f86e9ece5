// A scatterplot on a grid, with an optional line of best fit or model curve.
import { CHART_MARGINS, chartFrame, chartLine, chartText, yGridlines } from './chart-axes.ts';
import type { Axis } from './chart-axes.ts';
import { coord, svgDocument } from './document.ts';
import { GRID_DARK as GRID, INK, MODEL_LINE as LINE, POINT, WHITE } from './palette.ts';
import { decimal } from './text.ts';
import { stepsFrom } from './ticks.ts';

export interface ScatterOptions {
  title: string;
  x: Axis;
  y: Axis;
  points: ReadonlyArray<readonly [number, number]>;
  /** Line of best fit y = m x + b, drawn across the plot. */
  line?: { m: number; b: number };
  /** A smooth model curve y = f(x), drawn across the plot. */
  curve?: (x: number) => number;
  /** Draw the points as open circles on the line (for a graph of a relationship). */
  hollow?: boolean;
  width?: number;
  height?: number;
}

/** A scatterplot on a grid, with an optional line of best fit or model curve. */
export function scatterPlot(o: ScatterOptions): string {
  const W = o.width ?? 560;
  const H = o.height ?? 420;
  const frame = { ...CHART_MARGINS, width: W, height: H };
  const { left: L, right: R, top: T, bottom: B } = frame;
  const sx = (v: number) => L + ((v - o.x.min) / (o.x.max - o.x.min)) * (W - L - R);
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const body: string[] = [];
  const xt = stepsFrom(o.x.min, o.x.max, o.x.step);
  const xf = o.x.format ?? ((v: number) => decimal(v));
  xt.forEach((v, i) => {
    if (i > 0) body.push(chartLine(sx(v), sy(o.y.min), sx(v), sy(o.y.max), GRID, 1));
    if (i % (o.x.labelEvery ?? 1) === 0) body.push(chartText(sx(v), H - B + 24, xf(v)));
  });
  yGridlines(body, o.y, sy, sx(o.x.min), sx(o.x.max));
  chartFrame(body, frame, o.x.label, o.y.label);
  if (o.line) {
    const { m, b } = o.line;
    // clip y = m x + b to the plotting window
    let x1 = o.x.min;
    let x2 = o.x.max;
    if (m !== 0) {
      const xa = (o.y.min - b) / m;
      const xb = (o.y.max - b) / m;
      x1 = Math.max(x1, Math.min(xa, xb));
      x2 = Math.min(x2, Math.max(xa, xb));
    }
    body.push(chartLine(sx(x1), sy(m * x1 + b), sx(x2), sy(m * x2 + b), LINE, 2.5));
  }
  if (o.curve) {
    const f = o.curve;
    const pts: string[] = [];
    const n = 120;
    for (let i = 0; i <= n; i++) {
      const xv = o.x.min + ((o.x.max - o.x.min) * i) / n;
      const yv = f(xv);
      if (yv >= o.y.min && yv <= o.y.max) pts.push(`${coord(sx(xv))},${coord(sy(yv))}`);
    }
    body.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${LINE}" stroke-width="2.5"/>`,
    );
  }
  for (const [xv, yv] of o.points) {
    body.push(
      o.hollow
        ? `<circle cx="${coord(sx(xv))}" cy="${coord(sy(yv))}" r="5" fill="${WHITE}" stroke="${INK}" stroke-width="2"/>`
        : `<circle cx="${coord(sx(xv))}" cy="${coord(sy(yv))}" r="5.5" fill="${POINT}" stroke="${INK}" stroke-width="1"/>`,
    );
  }
  return svgDocument(W, H, o.title, body);
}
