import { afterEach, describe, expect, it } from 'vitest';
import { bubbleBox, bubblePlacementFor, clearBubblePlacement } from './bubble-placement';
import { drawSiteBar } from '../../../test/site-bar';

const viewport = { width: 375, height: 667 };
const bubble = { width: 200, height: 60 };
// The mobile mascot (80×100) at its start: right 40, top 96.
const mascot = { left: 255, top: 96, right: 335, bottom: 196 };

describe('bubbleBox', () => {
  it('sits 12 px beside the mascot, 8 px below its top or ending at its middle', () => {
    expect(bubbleBox(mascot, bubble, { side: 'left', grow: 'down' })).toEqual({
      left: 43,
      top: 104,
      right: 243,
      bottom: 164,
    });
    expect(bubbleBox(mascot, bubble, { side: 'right', grow: 'up' })).toEqual({
      left: 347,
      top: 86,
      right: 547,
      bottom: 146,
    });
  });
});

describe('clearBubblePlacement', () => {
  describe('under a top bar taller than its usual 64 px', () => {
    afterEach(() => document.body.replaceChildren());

    it('opens below the bar as drawn (192 px with text at 200% on a phone), not under it', () => {
      drawSiteBar(192);
      // Parked just under the tall bar, with the question below it: the bubble growing up from
      // the mascot's middle would open at 150 px, under the bar and out of sight.
      const underTallBar = { left: 255, top: 200, right: 335, bottom: 300 };
      const question = { left: 0, top: 260, right: 375, bottom: 667 };
      const tallBubble = { width: 200, height: 100 };
      expect(clearBubblePlacement(viewport, underTallBar, tallBubble, [question])).toBeNull();
    });
  });

  it('opens towards the middle of the screen when nothing is there', () => {
    expect(clearBubblePlacement(viewport, mascot, bubble, [])).toEqual({
      side: 'left',
      grow: 'down',
    });
  });

  it('opens upwards, away from content below the mascot', () => {
    const question = { left: 16, top: 150, right: 359, bottom: 400 };
    expect(clearBubblePlacement(viewport, mascot, bubble, [question])).toEqual({
      side: 'left',
      grow: 'up',
    });
  });

  it('grows down, away from content above it, on the side with more room', () => {
    const mascotLow = { left: 10, top: 300, right: 90, bottom: 400 };
    const choice = { left: 100, top: 200, right: 375, bottom: 300 };
    expect(clearBubblePlacement(viewport, mascotLow, bubble, [choice])).toEqual({
      side: 'right',
      grow: 'down',
    });
  });

  it('opens on the other side when that is the clear one', () => {
    const wide = { width: 1280, height: 800 };
    const mascotRightOfCentre = { left: 700, top: 96, right: 800, bottom: 221 };
    const question = { left: 0, top: 0, right: 690, bottom: 400 };
    expect(clearBubblePlacement(wide, mascotRightOfCentre, bubble, [question])).toEqual({
      side: 'right',
      grow: 'down',
    });
  });

  it('keeps off the top bar: a tall bubble grows down where growing up would reach under it', () => {
    const tall = { width: 200, height: 300 };
    const mascotBelowMiddle = { left: 255, top: 300, right: 335, bottom: 400 };
    // Grown up from the mascot's middle it would start at 50, under the 64 px bar.
    expect(clearBubblePlacement(viewport, mascotBelowMiddle, tall, [])).toEqual({
      side: 'left',
      grow: 'down',
    });
  });

  it('is null when every side is covered or off screen', () => {
    const everything = { left: 0, top: 0, right: 375, bottom: 667 };
    expect(clearBubblePlacement(viewport, mascot, bubble, [everything])).toBeNull();
  });
});

describe('bubblePlacementFor', () => {
  it('falls back to the side with more room when none is clear', () => {
    const everything = { left: 0, top: 0, right: 375, bottom: 667 };
    const low = { left: 255, top: 500, right: 335, bottom: 600 };
    expect(bubblePlacementFor(viewport, low, bubble, [everything])).toEqual({
      side: 'left',
      grow: 'up',
    });
  });
});
