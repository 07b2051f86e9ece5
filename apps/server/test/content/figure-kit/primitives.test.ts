import { describe, expect, it } from 'vitest';
import {
  angleArc,
  bisectorPoint,
  rightAngleCorner,
} from '../../../content/generators/lib/figure-kit/angle-mark.ts';
import { arrowMarker, arrowTip } from '../../../content/generators/lib/figure-kit/axes.ts';
import { clipLine, clipPolygon } from '../../../content/generators/lib/figure-kit/clip.ts';
import { coord, svgDocument } from '../../../content/generators/lib/figure-kit/document.ts';
import { fitFrame } from '../../../content/generators/lib/figure-kit/frame.ts';
import { gridPath } from '../../../content/generators/lib/figure-kit/grid.ts';
import { sidePoint } from '../../../content/generators/lib/figure-kit/polygon.ts';
import {
  decimal,
  escapeXml,
  numberLabel,
} from '../../../content/generators/lib/figure-kit/text.ts';
import { multiples, stepsFrom } from '../../../content/generators/lib/figure-kit/ticks.ts';
import { parallelMark, rect } from '../../../content/generators/lib/figure-kit/shapes.ts';
import { pt } from '../../../content/generators/lib/figure-kit/vector.ts';

describe('text and numbers', () => {
  it('escapes what XML reserves', () => {
    expect(escapeXml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });

  it('labels numbers with a true minus, rounded, never as -0', () => {
    expect(numberLabel(-3)).toBe('\u22123');
    expect(numberLabel(2.5)).toBe('2.5');
    expect(numberLabel(0.1 + 0.2)).toBe('0.3');
    expect(numberLabel(-0.001)).toBe('0');
    expect(numberLabel(1.23456, 3)).toBe('1.235');
  });

  it('writes data values as typed, with an ASCII minus', () => {
    expect(decimal(2.5)).toBe('2.5');
    expect(decimal(-1.5)).toBe('-1.5');
    expect(decimal(-0.0000001)).toBe('0');
  });

  it('rounds coordinates to hundredths', () => {
    expect(coord(1 / 3)).toBe('0.33');
    expect(coord(12)).toBe('12');
  });

  it('makes a titled document on a white page', () => {
    const svg = svgDocument(100.004, 50, 'A & B', ['<circle/>']);
    expect(svg.split('\n')).toEqual([
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50" role="img">',
      '<title>A &amp; B</title>',
      '<rect x="0" y="0" width="100" height="50" fill="#ffffff"/>',
      '<circle/>',
      '</svg>',
    ]);
  });
});

describe('ticks', () => {
  it('puts plane ticks on the multiples of the step, 0 included', () => {
    expect(multiples(-3, 3, 2)).toEqual([-2, 0, 2]);
    expect(multiples(0.3, 1, 0.1).length).toBe(8);
  });

  it('counts data ticks from the first value, without floating-point noise', () => {
    expect(stepsFrom(15, 45, 10)).toEqual([15, 25, 35, 45]);
    expect(stepsFrom(0, 0.3, 0.1)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('axes and grids', () => {
  it('draws arrowheads pointing each way', () => {
    expect(arrowTip(100, 50, 'right')).toBe('M100 50 l-10 -5 v10 z');
    expect(arrowTip(0, 50, 'left', 12, 8)).toBe('M0 50 l12 -8 v16 z');
    expect(arrowTip(20, 0, 'up')).toBe('M20 0 l-5 10 h10 z');
  });

  it('makes an arrow marker with its id and color', () => {
    expect(arrowMarker('a', '#000', 9, 7)).toContain('<marker id="a" viewBox="0 0 10 10" refX="9"');
    expect(arrowMarker('a', '#000', 9, 7)).toContain('fill="#000"');
  });

  it('draws one grid line per tick across the window', () => {
    const g = {
      xs: [0, 1],
      ys: [0],
      X: (x: number) => x * 10,
      Y: (y: number) => 10 - y * 10,
      xMin: 0,
      xMax: 1,
      yMin: 0,
      yMax: 1,
    };
    expect(gridPath(g)).toBe('M0 10V0M10 10V0M0 10H10');
    expect(gridPath(g, true)).toBe('M0 10 V0 M10 10 V0 M0 10 H10');
  });
});

describe('clipping', () => {
  it('clips a line to the window', () => {
    expect(clipLine([0, 0], [1, 1], [-2, 2, -1, 1], false)).toEqual([
      [-1, -1],
      [1, 1],
    ]);
  });

  it('keeps a segment within its ends', () => {
    expect(clipLine([0, 0], [1, 1], [-2, 2, -2, 2], true)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('refuses a line that misses the window', () => {
    expect(() => clipLine([0, 5], [1, 5], [0, 1, 0, 1], false)).toThrow();
  });

  it('cuts a square along a half-plane', () => {
    const square = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ] as const;
    const half = clipPolygon([...square], { a: 1, b: 0, c: 1, side: 'le' });
    expect(half.map((p) => p[0]).every((x) => x <= 1)).toBe(true);
    expect(half).toHaveLength(4);
  });
});

describe('angle marks and sides', () => {
  const v = pt(0, 0);

  it('sweeps the arc inside the angle whichever ray comes first', () => {
    const one = angleArc(v, pt(10, 0), pt(0, 10), 5);
    const other = angleArc(v, pt(0, 10), pt(10, 0), 5);
    expect(one).toEqual({ start: pt(5, 0), end: pt(0, 5), sweep: 1 });
    expect(other.sweep).toBe(0);
  });

  it('writes the measure on the bisector', () => {
    const p = bisectorPoint(v, pt(10, 0), pt(0, 10), Math.SQRT2);
    expect(p.x).toBeCloseTo(1);
    expect(p.y).toBeCloseTo(1);
  });

  it('squares a right angle along both rays', () => {
    expect(rightAngleCorner(v, pt(10, 0), pt(0, 10), 3)).toEqual([pt(3, 0), pt(3, 3), pt(0, 3)]);
  });

  it('puts a side label on the side away from the given point', () => {
    expect(sidePoint(pt(0, 0), pt(10, 0), pt(5, 5), 4)).toEqual(pt(5, -4));
    expect(sidePoint(pt(0, 0), pt(10, 0), pt(5, -5), 4)).toEqual(pt(5, 4));
  });

  it('fits math coordinates onto the canvas with y up and one scale', () => {
    const { map, scale } = fitFrame([pt(0, 0), pt(2, 1)], 100, 100, 10);
    expect(scale).toBe(40);
    expect(map(pt(0, 0))).toEqual(pt(10, 70));
    expect(map(pt(2, 1))).toEqual(pt(90, 30));
  });
});

describe('element marks', () => {
  it('draws a parallel mark as a chevron at the middle of its segment, pointing along it', () => {
    // A horizontal segment from (0, 0) to (20, 0): the tip at (10, 0), the arms 7 back.
    expect(parallelMark(pt(0, 0), pt(20, 0))).toBe(
      '<path d="M3 7 L10 0 L3 -7" fill="none" stroke="#111827" stroke-width="2"/>',
    );
  });

  it('draws a bar as a rectangle from its top-left corner', () => {
    expect(rect(10.004, 20, 44, 80.5, '#cbd5e1')).toBe(
      '<rect x="10" y="20" width="44" height="80.5" fill="#cbd5e1" stroke="#111827" stroke-width="1.5"/>',
    );
  });
});
