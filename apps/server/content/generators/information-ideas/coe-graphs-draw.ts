// The figures of the Command of Evidence (Quantitative) graph items, drawn with the figure kit:
// bar graphs (grouped, with a legend, for two series) by the kit's `barChart`, and line graphs of
// one or two series over categories (years, decades, temperatures), which the kit has no drawer
// for, from its chart pieces (frame, gridlines, text, palette) so they match its bar charts. The
// <title> (the image's alt text) says what the graph shows and gives every value, so a student
// who cannot see the figure can solve the item from it.
import { barChart } from '../lib/figure-kit/bar-chart.ts';
import {
  CHART_MARGINS,
  chartFrame,
  chartLine,
  chartText,
  yGridlines,
} from '../lib/figure-kit/chart-axes.ts';
import { coord, svgDocument } from '../lib/figure-kit/document.ts';
import { INK, LINE_COLORS, WHITE } from '../lib/figure-kit/palette.ts';
import { decimal } from '../lib/figure-kit/text.ts';
import type { Graph } from './coe-graphs-model.ts';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The alt text: what is shown, the axes, and every value of every series. */
export function altText(g: Graph): string {
  const kind = g.kind === 'bar' ? 'Bar graph' : 'Line graph';
  const pairs = (values: number[]) =>
    g.x.categories.map((c, i) => `${c}, ${g.unit(values[i]!)}`).join('; ');
  const axes =
    `The horizontal axis shows ${lower(g.x.label)}; the vertical axis shows ${lower(g.y.label)}, ` +
    `from ${decimal(g.y.min)} to ${decimal(g.y.max)}.`;
  if (g.series.length === 1)
    return `${kind} of ${g.about}. ${axes} Values: ${pairs(g.series[0]!.values)}.`;
  const marks =
    g.kind === 'bar'
      ? g.series.map((s, j) => `${s.name} (${j === 0 ? 'first' : 'second'} bar of each pair)`)
      : g.series.map(
          (s, j) => `${s.name} (${j === 0 ? 'solid line, circles' : 'dashed line, squares'})`,
        );
  const data = g.series.map((s) => `${s.name}: ${pairs(s.values)}.`).join(' ');
  return `${kind} of ${g.about}, with ${g.series.length} series: ${marks.join(' and ')}. ${axes} ${data}`;
}

/** A line graph of one or two series over evenly spaced categories, with a legend for two. */
export function lineGraph(g: Graph): string {
  const W = 560;
  const two = g.series.length > 1;
  const H = 400 + (two ? 30 : 0);
  const frame = { ...CHART_MARGINS, top: two ? 50 : 20, width: W, height: H };
  const { left: L, right: R, top: T, bottom: B } = frame;
  const sy = (v: number) => H - B - ((v - g.y.min) / (g.y.max - g.y.min)) * (H - T - B);
  const slot = (W - L - R) / g.x.categories.length;
  const sx = (i: number) => L + (i + 0.5) * slot;
  const body: string[] = [];
  yGridlines(body, { ...g.y }, sy, L, W - R);
  g.x.categories.forEach((c, i) => {
    body.push(chartLine(sx(i), H - B, sx(i), H - B + 6, INK, 1.5));
    body.push(chartText(sx(i), H - B + 24, c));
  });
  chartFrame(body, frame, g.x.label, g.y.label);
  const marker = (j: number, x: number, y: number) =>
    j === 0
      ? `<circle cx="${coord(x)}" cy="${coord(y)}" r="5.5" fill="${LINE_COLORS[0]}" stroke="${WHITE}" stroke-width="1.5"/>`
      : `<rect x="${coord(x - 5.5)}" y="${coord(y - 5.5)}" width="11" height="11" fill="${LINE_COLORS[1]}" stroke="${WHITE}" stroke-width="1.5"/>`;
  const stroke = (j: number) =>
    `fill="none" stroke="${LINE_COLORS[j % 2]}" stroke-width="3"${j === 1 ? ' stroke-dasharray="9 6"' : ''} stroke-linejoin="round"`;
  g.series.forEach((s, j) => {
    const pts = s.values.map((v, i) => `${coord(sx(i))},${coord(sy(v))}`);
    body.push(`<polyline points="${pts.join(' ')}" ${stroke(j)}/>`);
    s.values.forEach((v, i) => body.push(marker(j, sx(i), sy(v))));
  });
  if (two) {
    let lx = L;
    g.series.forEach((s, j) => {
      body.push(`<polyline points="${coord(lx)},23 ${coord(lx + 36)},23" ${stroke(j)}/>`);
      body.push(marker(j, lx + 18, 23));
      body.push(chartText(lx + 44, 28, s.name, { anchor: 'start' }));
      lx += 64 + s.name.length * 9;
    });
  }
  return svgDocument(W, H, altText(g), body);
}

/** The graph's figure, as the kit draws it. */
export function drawGraph(g: Graph): string {
  if (g.kind === 'line') return lineGraph(g);
  return barChart({
    title: altText(g),
    categories: g.x.categories,
    series: g.series.map((s) => ({ name: s.name || g.y.label, values: s.values })),
    y: { ...g.y },
    xLabel: g.x.label,
  });
}
