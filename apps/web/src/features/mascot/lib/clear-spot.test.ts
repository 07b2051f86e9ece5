import { afterEach, describe, expect, it } from 'vitest';
import { clearSpot, mascotBox, overlaps } from './clear-spot';
import { drawSiteBar } from '../../../test/site-bar';

const viewport = { width: 640, height: 400 };
const size = { width: 100, height: 125 };
const start = { right: 40, top: 96 };

describe('mascotBox', () => {
  it('turns the right and top offsets into a box on screen', () => {
    expect(mascotBox(viewport, size, start)).toEqual({
      left: 500,
      top: 96,
      right: 600,
      bottom: 221,
    });
  });
});

describe('overlaps', () => {
  const box = { left: 0, top: 0, right: 10, bottom: 10 };
  it('is true for boxes sharing an area and false for boxes that only touch', () => {
    expect(overlaps(box, { left: 9, top: 9, right: 20, bottom: 20 })).toBe(true);
    expect(overlaps(box, { left: 10, top: 0, right: 20, bottom: 10 })).toBe(false);
  });
});

describe('clearSpot', () => {
  it('steps just beside a control it covers, the shortest way out', () => {
    const control = { left: 520, top: 150, right: 600, bottom: 190 };
    const spot = clearSpot(viewport, size, start, [control]);
    // 90 px to the left; below the control would be 104 px down.
    expect(spot).toEqual({ right: 130, top: 96 });
    expect(overlaps(mascotBox(viewport, size, spot!), control)).toBe(false);
  });

  it('steps to the edge when a tall control leaves no room above or below', () => {
    const control = { left: 0, top: 100, right: 520, bottom: 300 };
    expect(clearSpot(viewport, size, start, [control])).toEqual({ right: 10, top: 96 });
  });

  it('stays below the top bar and 10 px inside the other edges', () => {
    const control = { left: 0, top: 180, right: 640, bottom: 240 };
    // Above the control would need top 45, inside the top bar; below it fits.
    expect(clearSpot(viewport, size, start, [control])).toEqual({ right: 40, top: 250 });
  });

  it('gives up when the control fills the screen', () => {
    const control = { left: 0, top: 0, right: 640, bottom: 400 };
    expect(clearSpot(viewport, size, start, [control])).toBeNull();
  });

  it('gives up on a screen too short for the mascot under the top bar', () => {
    const short = { width: 640, height: 180 };
    expect(clearSpot(short, size, start, [{ left: 0, top: 0, right: 1, bottom: 1 }])).toBeNull();
  });

  it('keeps off every obstacle, taking the nearest gap between them', () => {
    const question = { left: 16, top: 80, right: 624, bottom: 200 };
    const actions = { left: 16, top: 350, right: 624, bottom: 390 };
    // Between the question and the action row, 10 px from each.
    expect(clearSpot(viewport, size, start, [question, actions])).toEqual({ right: 40, top: 210 });
  });

  it('only takes a spot where the open bubble fits too', () => {
    const control = { left: 520, top: 150, right: 600, bottom: 190 };
    // Beside the control (right 130) would be nearer, but the bubble needs the room below it.
    const roomBelow = (box: { top: number }) => box.top >= 200;
    expect(clearSpot(viewport, size, start, [control], roomBelow)).toEqual({
      right: 40,
      top: 200,
    });
  });

  describe('under a top bar taller than its usual 64 px', () => {
    afterEach(() => document.body.replaceChildren());

    it('keeps below the bar as drawn (192 px with text at 200% on a phone)', () => {
      drawSiteBar(192);
      const tall = { width: 375, height: 800 };
      // A control where the mascot stands, and another filling the screen's right below it.
      const control = { left: 200, top: 300, right: 375, bottom: 800 };
      const spot = clearSpot(tall, size, { right: 10, top: 300 }, [control]);
      expect(spot!.top).toBeGreaterThanOrEqual(202);
    });
  });
});
