import { describe, expect, it } from 'vitest';
import { axesPlane } from '../../../content/generators/lib/figure-kit/axes-plane.ts';
import { barChart, histogram } from '../../../content/generators/lib/figure-kit/bar-chart.ts';
import { boxPlot, dotPlot } from '../../../content/generators/lib/figure-kit/dot-plot.ts';
import { Figure } from '../../../content/generators/lib/figure-kit/figure.ts';
import { lineChart } from '../../../content/generators/lib/figure-kit/line-chart.ts';
import { coordinateGrid } from '../../../content/generators/lib/figure-kit/grid.ts';
import {
  intervalLine,
  numberLine,
} from '../../../content/generators/lib/figure-kit/number-line.ts';
import { plane } from '../../../content/generators/lib/figure-kit/plane.ts';
import { Plot } from '../../../content/generators/lib/figure-kit/plot.ts';
import { scatterPlot } from '../../../content/generators/lib/figure-kit/scatter-plot.ts';
import {
  angleMark,
  rightAngle,
  sideLabel,
  text,
} from '../../../content/generators/lib/figure-kit/shapes.ts';
import { pt } from '../../../content/generators/lib/figure-kit/vector.ts';

const count = (svg: string, tag: string) => svg.split(`<${tag} `).length - 1;
const titleOf = (svg: string) => /<title>(.*)<\/title>/.exec(svg)?.[1];

describe('the xy-plane of linear figures', () => {
  const window = { title: 'Line', xMin: -3, xMax: 3, yMin: -2, yMax: 2 };

  it('numbers every tick but 0 with a true minus and marks the origin O', () => {
    const svg = plane({
      ...window,
      lines: [
        {
          through: [
            [0, 0],
            [1, 1],
          ],
        },
      ],
    });
    expect(titleOf(svg)).toBe('Line');
    expect(svg).toContain('>\u22123</text>');
    expect(svg).toContain('>O</text>');
    expect(svg).not.toContain('>0</text>');
    expect(count(svg, 'line')).toBe(3); // two axes and the line
  });

  it('shades the intersection of half-planes under the grid', () => {
    const svg = plane({ ...window, shade: [{ a: 0, b: 1, c: 0, side: 'ge' }] });
    expect(svg.indexOf('<polygon')).toBeLessThan(svg.indexOf('<path'));
  });

  it('refuses a point outside the window', () => {
    expect(() => plane({ ...window, points: [{ at: [5, 0] }] })).toThrow(/outside/);
  });
});

describe('number lines', () => {
  it('draws open and closed ends of a solution set', () => {
    const svg = numberLine({
      title: 'x > 1',
      min: -2,
      max: 4,
      ends: [{ at: 1, closed: false }],
      shade: { from: 1, to: 'inf' },
    });
    expect(svg).toContain('fill="#ffffff" stroke="#1e3a8a"');
    expect(svg).toContain('marker-end="url(#arrowBlue)"');
  });

  it('shades an interval or its outside with arrows off both ends', () => {
    const inside = intervalLine('inside', -5, 5, -1, 2, false);
    const outside = intervalLine('outside', -5, 5, -1, 2, true);
    expect(count(inside, 'circle')).toBe(2);
    expect(outside).toContain('l12 -8 v16 z');
    expect(inside).not.toContain('l12 -8 v16 z');
  });
});

describe('function graphs', () => {
  it('draws a curve clipped to the window with its labeled points', () => {
    const svg = new Plot({ title: 'Parabola', xMin: -3, xMax: 3, yMin: -1, yMax: 9 })
      .curve((x) => x * x)
      .point(0, 0, { label: '(0, 0)' })
      .toSvg();
    expect(svg).toMatch(/<clipPath id="plot-area-[0-9a-z]+">/);
    expect(svg).toContain('>(0, 0)</text>');
    expect(svg).toContain('>\u22123</text>');
  });

  it('refuses a window without the origin, where its axes could not be drawn', () => {
    expect(() => new Plot({ title: 't', xMin: 1, xMax: 3, yMin: 1, yMax: 3 })).toThrow(/origin/);
  });
});

describe('geometry figures', () => {
  it('marks angles, right angles and names in tenths of a pixel', () => {
    const f = new Figure(200, 100, 'Right triangle');
    const [A, B, C] = [pt(20, 80), pt(180, 80), pt(20, 20)];
    f.poly([A, B, C]).rightAngle(A, B, C).markAngle(B, A, C, 20, 36, '30°');
    f.vertexNames([A, B, C], ['A', 'B', 'C']);
    const svg = f.svg();
    expect(svg).toContain('>30°</text>');
    expect(svg).toContain('d="M 33 80 L 33 67 L 20 67"');
    expect(count(svg, 'text')).toBe(4);
  });

  it('draws a coordinate grid whose map puts the origin where the axes cross', () => {
    const f = new Figure(200, 200, 'Grid');
    const map = coordinateGrid(f, -2, 2, -2, 2, 1);
    expect(map(pt(0, 0))).toEqual(pt(100, 100));
    expect(f.svg()).toContain('>\u22121</text>');
  });
});

describe('figures drawn element by element', () => {
  it('places a label centered on its point', () => {
    expect(text(10, 20, 'x', { size: 20, italic: true })).toBe(
      '<text x="10" y="27" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#111827" text-anchor="middle" font-style="italic">x</text>',
    );
  });

  it('marks an angle, a right angle and a side', () => {
    const mark = angleMark(pt(0, 0), pt(10, 0), pt(0, 10), 5, 8);
    expect(mark.arc).toContain('d="M5 0 A5 5 0 0 1 0 5"');
    expect(rightAngle(pt(0, 0), pt(10, 0), pt(0, 10), 2)).toContain('points="2,0 2,2 0,2"');
    expect(sideLabel(pt(0, 0), pt(10, 0), pt(5, 5), 4, 'a')).toContain('x="5"');
  });

  it('lays out an xy-plane or a data graph with titled axes', () => {
    const xy = axesPlane({
      x: { min: -2, max: 2, step: 1 },
      y: { min: -2, max: 2, step: 1 },
      unitX: 20,
      unitY: 20,
      kind: 'xy',
    });
    expect(xy.P(0, 0)).toEqual({ x: 80, y: 68 });
    const data = axesPlane({
      x: { min: 0, max: 4, step: 1, title: 'Hours' },
      y: { min: 0, max: 10, step: 5, title: 'Miles' },
      unitX: 20,
      unitY: 10,
      kind: 'data',
    });
    expect(data.all().join('')).toContain('>Hours</text>');
  });
});

describe('charts', () => {
  const y = { min: 0, max: 10, step: 2, label: 'Count' };

  it('draws a bar per value and a legend for grouped series', () => {
    const single = barChart({
      title: 'Bars',
      categories: ['a', 'b'],
      series: [{ name: 's', values: [3, 4] }],
      y,
      xLabel: 'Kind',
    });
    const grouped = barChart({
      title: 'Bars',
      categories: ['a', 'b'],
      series: [
        { name: 's', values: [3, 4] },
        { name: 't', values: [5, 6] },
      ],
      y,
      xLabel: 'Kind',
    });
    expect(count(single, 'rect')).toBe(1 + 2);
    expect(count(grouped, 'rect')).toBe(1 + 4 + 2);
    expect(grouped).toContain('>t</text>');
  });

  it('draws a line with a marker per value, the second series dashed with squares and a legend', () => {
    const one = lineChart({
      title: 'Lines',
      categories: ['2001', '2002', '2003'],
      series: [{ name: 's', values: [2, 6, 4] }],
      y,
      xLabel: 'Year',
    });
    const two = lineChart({
      title: 'Lines',
      categories: ['2001', '2002', '2003'],
      series: [
        { name: 's', values: [2, 6, 4] },
        { name: 't', values: [8, 4, 10] },
      ],
      y,
      xLabel: 'Year',
    });
    expect(titleOf(one)).toBe('Lines');
    expect([count(one, 'polyline'), count(one, 'circle')]).toEqual([1, 3]);
    expect(one).not.toContain('stroke-dasharray');
    // Two lines and the legend's two samples; squares mark the dashed series there too.
    expect([count(two, 'polyline'), count(two, 'circle'), count(two, 'rect')]).toEqual([
      4,
      4,
      1 + 4,
    ]);
    expect(two).toContain('stroke-dasharray="9 6"');
    expect(two).toContain('>t</text>');
    // Higher values stand higher: 6 above 4 above 2, so y (down the page) runs the other way.
    const cys = [...one.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(cys[0]).toBeGreaterThan(cys[2]!);
    expect(cys[2]).toBeGreaterThan(cys[1]!);
    const three = ['r', 's', 't'].map((name) => ({ name, values: [1] }));
    expect(() =>
      lineChart({ title: 'L', categories: ['a'], series: three, y, xLabel: 'x' }),
    ).toThrow();
  });

  it('leaves empty bins of a histogram without a bar and refuses mismatched edges', () => {
    const svg = histogram({ title: 'H', edges: [0, 1, 2], counts: [0, 4], y, xLabel: 'x' });
    expect(count(svg, 'rect')).toBe(1 + 1);
    expect(() =>
      histogram({ title: 'H', edges: [0, 1], counts: [1, 2], y, xLabel: 'x' }),
    ).toThrow();
  });

  it('stacks a dot per value and draws a box per summary', () => {
    const dots = dotPlot({
      title: 'D',
      plots: [{ values: [1, 1, 2] }],
      min: 0,
      max: 3,
      step: 1,
      xLabel: 'x',
    });
    expect(count(dots, 'circle')).toBe(3);
    const box = boxPlot({
      title: 'B',
      plots: [{ name: 'A', min: 0, q1: 1, median: 2, q3: 3, max: 4 }],
      min: 0,
      max: 4,
      step: 1,
      xLabel: 'x',
    });
    expect(count(box, 'rect')).toBe(1 + 1);
  });

  it('plots points with a line of best fit clipped to the window', () => {
    const svg = scatterPlot({
      title: 'S',
      x: { min: 0, max: 10, step: 2, label: 'x' },
      y,
      points: [
        [1, 2],
        [3, 4],
      ],
      line: { m: 2, b: 0 },
    });
    expect(count(svg, 'circle')).toBe(2);
    expect(svg).toContain('stroke="#1e3a8a" stroke-width="2.5"');
  });
});
