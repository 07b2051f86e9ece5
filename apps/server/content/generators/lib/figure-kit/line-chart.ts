// Line graphs of one or more series over evenly spaced categories (years, decades,
// temperatures), drawn to match the bar charts: same frame, gridlines and text.
import { CHART_MARGINS, chartFrame, chartLine, chartText, yGridlines } from './chart-axes.ts';
import type { CategoryChart } from './chart-axes.ts';
import { coord, svgDocument } from './document.ts';
import { INK, LINE_COLORS, WHITE } from './palette.ts';

/**
 * A line graph of one or two series with a marker on every value; with two the second is dashed
 * with square markers (told apart without color) and a legend is drawn.
 */
export function lineChart(o: CategoryChart): string {
  if (o.series.length > 2) throw new Error('lineChart: at most two series');
  const W = o.width ?? 560;
  const two = o.series.length > 1;
  const H = (o.height ?? 400) + (two ? 30 : 0);
  const frame = { ...CHART_MARGINS, top: two ? 50 : 20, width: W, height: H };
  const { left: L, right: R, top: T, bottom: B } = frame;
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const slot = (W - L - R) / o.categories.length;
  const sx = (i: number) => L + (i + 0.5) * slot;
  const body: string[] = [];
  yGridlines(body, o.y, sy, L, W - R);
  o.categories.forEach((c, i) => {
    body.push(chartLine(sx(i), H - B, sx(i), H - B + 6, INK, 1.5));
    body.push(chartText(sx(i), H - B + 24, c));
  });
  chartFrame(body, frame, o.xLabel, o.y.label);
  const marker = (j: number, x: number, y: number) =>
    j === 0
      ? `<circle cx="${coord(x)}" cy="${coord(y)}" r="5.5" fill="${LINE_COLORS[0]}" stroke="${WHITE}" stroke-width="1.5"/>`
      : `<rect x="${coord(x - 5.5)}" y="${coord(y - 5.5)}" width="11" height="11" fill="${LINE_COLORS[1]}" stroke="${WHITE}" stroke-width="1.5"/>`;
  const stroke = (j: number) =>
    `fill="none" stroke="${LINE_COLORS[j]}" stroke-width="3"${j === 1 ? ' stroke-dasharray="9 6"' : ''} stroke-linejoin="round"`;
  o.series.forEach((s, j) => {
    const pts = s.values.map((v, i) => `${coord(sx(i))},${coord(sy(v))}`);
    body.push(`<polyline points="${pts.join(' ')}" ${stroke(j)}/>`);
    s.values.forEach((v, i) => body.push(marker(j, sx(i), sy(v))));
  });
  if (two) {
    let lx = L;
    o.series.forEach((s, j) => {
      body.push(`<polyline points="${coord(lx)},23 ${coord(lx + 36)},23" ${stroke(j)}/>`);
      body.push(marker(j, lx + 18, 23));
      body.push(chartText(lx + 44, 28, s.name, { anchor: 'start' }));
      lx += 64 + s.name.length * 9;
    });
  }
  return svgDocument(W, H, o.title, body);
}
