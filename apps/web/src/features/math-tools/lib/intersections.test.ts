import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findIntersections } from './intersections';

describe('findIntersections', () => {
  it('finds where a parabola meets a line', () => {
    const points = findIntersections(
      (x) => x * x,
      (x) => x + 2,
      -10,
      10,
    );
    expect(points).toHaveLength(2);
    expect(points[0]!.x).toBeCloseTo(-1, 9);
    expect(points[0]!.y).toBeCloseTo(1, 9);
    expect(points[1]!.x).toBeCloseTo(2, 9);
    expect(points[1]!.y).toBeCloseTo(4, 9);
  });

  it('keeps to the range given', () => {
    expect(
      findIntersections(
        (x) => x * x,
        (x) => x + 2,
        0,
        10,
      ).map((p) => Math.round(p.x)),
    ).toEqual([2]);
  });

  it('finds a crossing on a grid point once', () => {
    const points = findIntersections(
      (x) => x,
      () => 0,
      -10,
      10,
    );
    expect(points).toEqual([{ x: 0, y: 0 }]);
  });

  it('does not take a jump for a meeting', () => {
    expect(
      findIntersections(
        (x) => 1 / x,
        () => 0,
        -5,
        5,
      ),
    ).toEqual([]);
    expect(findIntersections(Math.tan, () => 100, 1, 2).length).toBe(1);
  });

  it('finds nothing for parallel lines', () => {
    expect(
      findIntersections(
        (x) => 2 * x,
        (x) => 2 * x + 1,
        -10,
        10,
      ),
    ).toEqual([]);
  });

  it('finds the crossing of any two lines that meet in the range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: -8, max: 8, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (m1, m2, x0, y0) => {
          fc.pre(Math.abs(m1 - m2) > 0.01);
          const points = findIntersections(
            (x) => m1 * (x - x0) + y0,
            (x) => m2 * (x - x0) + y0,
            -10,
            10,
          );
          expect(points).toHaveLength(1);
          expect(points[0]!.x).toBeCloseTo(x0, 6);
        },
      ),
    );
  });
});
