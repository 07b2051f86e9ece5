import { describe, expect, it } from 'vitest';
import { clampPosition } from './clamp-position';

const viewport = { width: 1280, height: 800 };
const size = { width: 100, height: 125 };

describe('clampPosition', () => {
  it('leaves a position well inside the viewport alone', () => {
    expect(clampPosition(viewport, size, { right: 40, top: 96 })).toEqual({ right: 40, top: 96 });
  });

  it('keeps 10 px from the right and top edges', () => {
    expect(clampPosition(viewport, size, { right: -50, top: -20 })).toEqual({ right: 10, top: 10 });
    expect(clampPosition(viewport, size, { right: 10, top: 10 })).toEqual({ right: 10, top: 10 });
  });

  it('keeps 10 px from the left and bottom edges', () => {
    // Left edge at 10 px: right = 1280 - 100 - 10; bottom edge 10 px up: top = 800 - 125 - 10.
    expect(clampPosition(viewport, size, { right: 5000, top: 5000 })).toEqual({
      right: 1170,
      top: 665,
    });
  });

  it('follows the size it is given', () => {
    expect(
      clampPosition(
        { width: 375, height: 667 },
        { width: 80, height: 100 },
        { right: 400, top: 900 },
      ),
    ).toEqual({ right: 285, top: 557 });
  });

  it('pins to the top and right gaps when the viewport is smaller than the mascot', () => {
    expect(clampPosition({ width: 90, height: 100 }, size, { right: 60, top: 60 })).toEqual({
      right: 10,
      top: 10,
    });
  });
});
