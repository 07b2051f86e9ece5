// The figures of the Command of Evidence (Quantitative) graph items, drawn with the figure kit:
// bar graphs (grouped, with a legend, for two series) and line graphs of one or two series over
// categories (years, decades, temperatures). The <title> (the image's alt text) says what the
// graph shows and gives every value, so a student who cannot see the figure can solve the item
// from it.
import { barChart } from '../lib/figure-kit/bar-chart.ts';
import { lineChart } from '../lib/figure-kit/line-chart.ts';
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

/** The graph's figure, as the kit draws it. */
export function drawGraph(g: Graph): string {
  const chart = {
    title: altText(g),
    categories: g.x.categories,
    series: g.series.map((s) => ({ name: s.name || g.y.label, values: s.values })),
    y: { ...g.y },
    xLabel: g.x.label,
  };
  return g.kind === 'line' ? lineChart(chart) : barChart(chart);
}
