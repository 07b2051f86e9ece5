import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampGeometry, initialGeometry, MIN_HEIGHT, MIN_WIDTH } from './panel-geometry';

describe('panel geometry', () => {
  it('starts at the right edge, clear of the practice card at 1280 px', () => {
    expect(initialGeometry(1280, 800)).toEqual({ left: 924, top: 80, width: 340, height: 600 });
  });

  it('stays whole on screen wherever it is dragged or sized', () => {
    fc.assert(
      fc.property(
        fc.record({
          left: fc.integer({ min: -5000, max: 5000 }),
          top: fc.integer({ min: -5000, max: 5000 }),
          width: fc.integer({ min: 0, max: 5000 }),
          height: fc.integer({ min: 0, max: 5000 }),
        }),
        fc.integer({ min: 768, max: 3000 }),
        fc.integer({ min: 400, max: 2000 }),
        (geometry, width, height) => {
          const placed = clampGeometry(geometry, width, height);
          expect(placed.left).toBeGreaterThanOrEqual(0);
          expect(placed.top).toBeGreaterThanOrEqual(0);
          expect(placed.left + placed.width).toBeLessThanOrEqual(width);
          expect(placed.top + placed.height).toBeLessThanOrEqual(height);
          expect(placed.width).toBeGreaterThanOrEqual(MIN_WIDTH);
          expect(placed.height).toBeGreaterThanOrEqual(MIN_HEIGHT);
        },
      ),
    );
  });
});
