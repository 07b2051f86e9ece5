import { describe, expect, it } from 'vitest';
import { NOT_A_FUNCTION, parseGraphEntry } from './graph-entries';

describe('parseGraphEntry', () => {
  it('reads √ before a name or a number as the root of it alone', () => {
    const curve = parseGraphEntry('y = √x + 1', 'rad');
    if (curve.kind !== 'function') throw new Error(curve.kind);
    expect(curve.fn(9)).toBe(4);
    expect(parseGraphEntry('(√4, 3)', 'rad')).toEqual({ kind: 'point', point: { x: 2, y: 3 } });
  });

  it('reads a pasted x² and sin x without brackets, as Desmos does', () => {
    const square = parseGraphEntry('y = x²', 'rad');
    if (square.kind !== 'function') throw new Error(square.kind);
    expect(square.fn(3)).toBe(9);
    const wave = parseGraphEntry('y = 2 sin x', 'deg');
    if (wave.kind !== 'function') throw new Error(wave.kind);
    expect(wave.fn(90)).toBe(2);
  });

  it('draws an odd root for negative x too, as Desmos does', () => {
    // y = x^(1/3) stopped at the y-axis: mathjs' complex values are no points.
    const curve = parseGraphEntry('y = x^(1/3)', 'rad');
    if (curve.kind !== 'function') throw new Error(curve.kind);
    expect(curve.fn(-8)).toBeCloseTo(-2, 12);
    expect(curve.fn(8)).toBeCloseTo(2, 12);
    const even = parseGraphEntry('y = x^(1/2)', 'rad');
    if (even.kind !== 'function') throw new Error(even.kind);
    expect(even.fn(-4)).toBeNaN();
  });

  it('says an equation other than y = … cannot be graphed, rather than draw it wrong', () => {
    // "x = 2" was drawn as the horizontal line y = 2.
    for (const text of ['x = 2', 'x=2', 'a = 3', 'y = x = 2'])
      expect(parseGraphEntry(text, 'rad')).toEqual({ kind: 'error', message: NOT_A_FUNCTION });
    expect(parseGraphEntry('y = 2', 'rad').kind).toBe('function');
    expect(parseGraphEntry('f(x) = x^2', 'rad').kind).toBe('function');
  });

  it('graphs an absolute value written with bars', () => {
    const curve = parseGraphEntry('y = 2|x - 3| - 1', 'rad');
    if (curve.kind !== 'function') throw new Error(curve.kind);
    expect(curve.fn(1)).toBe(3);
    expect(curve.fn(3)).toBe(-1);
  });
});
