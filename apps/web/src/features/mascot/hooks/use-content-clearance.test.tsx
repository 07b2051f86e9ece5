import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { mascotReducer } from '../../../store/mascot-slice';
import { useContentClearance } from './use-content-clearance';

// jsdom lays nothing out: the viewport and the page's one piece of work are given their boxes.
const VIEWPORT = { width: 1024, height: 800 };
const HOME = { right: 40, top: 96 };
const LARGE = { width: 180, height: 225 };
// The large mascot at home spans x 804–984, y 96–321.
const UNDER_HOME = { left: 728, top: 197, right: 1000, bottom: 397 };
const BELOW_HOME = { left: 728, top: 341, right: 1000, bottom: 541 };

let work: HTMLElement;
let workBox = UNDER_HOME;

type BoxLike = typeof UNDER_HOME;
const rect = (box: BoxLike) =>
  DOMRect.fromRect({
    x: box.left,
    y: box.top,
    width: box.right - box.left,
    height: box.bottom - box.top,
  });

/** An element of the page laid out at `box`, removed after the test. */
function laidOut(tag: string, box: BoxLike) {
  const element = document.createElement(tag);
  element.getBoundingClientRect = () => rect(box);
  document.body.append(element);
  placed.push(element);
  return element;
}
let placed: HTMLElement[] = [];
let frames: FrameRequestCallback[] = [];

function runFrame() {
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(0)));
}

beforeEach(() => {
  for (const [name, value] of Object.entries({
    clientWidth: VIEWPORT.width,
    clientHeight: VIEWPORT.height,
  })) {
    Object.defineProperty(document.documentElement, name, { configurable: true, value });
  }
  // In sight: nothing else is drawn over it.
  document.elementFromPoint = () => null;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  work = document.createElement('section');
  work.setAttribute('data-mascot-avoid', '');
  work.getBoundingClientRect = () => rect(workBox);
  document.body.append(work);
});

afterEach(() => {
  work.remove();
  placed.forEach((element) => element.remove());
  placed = [];
  frames = [];
  workBox = UNDER_HOME;
  vi.restoreAllMocks();
});

function renderClearance() {
  const store = configureStore({ reducer: { mascot: mascotReducer } });
  const mascot = { current: document.createElement('div') };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result, rerender } = renderHook(
    ({ paused }) =>
      useContentClearance({
        enabled: true,
        paused,
        mascot,
        home: HOME,
        size: LARGE,
        message: undefined,
      }),
    { wrapper, initialProps: { paused: false } },
  );
  const position = () => store.getState().mascot.position;
  return Object.assign(position, {
    parked: () => result.current.parked,
    hidden: () => result.current.hidden,
    pause: (paused: boolean) => rerender({ paused }),
  });
}

describe('useContentClearance', () => {
  it('steps off the work under its home', () => {
    const position = renderClearance();
    expect(position()).not.toEqual(HOME);
  });

  // Chromium can lay a resized page out before it applies every media query of the new width:
  // the first measure saw a panel under the mascot's home that the next frame moved below it.
  it('measures again in the next frame and goes home once the work has moved away', () => {
    const position = renderClearance();
    workBox = BELOW_HOME;
    runFrame();
    expect(position()).toEqual(HOME);
  });

  // From 1024 px the room at a practice page's end is hidden (`lg:hidden`): its box is empty, at
  // the top of the screen, and was taken for a room there, over the concept scores.
  it('with no clear spot, parks at its start spot in the page, not in a hidden room', () => {
    workBox = { left: 0, top: 0, right: VIEWPORT.width, bottom: VIEWPORT.height };
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(500);
    const hidden = document.createElement('div');
    hidden.setAttribute('data-mascot-room', '');
    hidden.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    document.body.append(hidden);
    try {
      const clearance = renderClearance();
      expect(clearance.parked()).toEqual(HOME);
    } finally {
      hidden.remove();
    }
  });

  // The pages mark their main work; every control and title is kept clear without a mark (the
  // plan cards' Choose buttons, the brief's Print).
  it('steps off a control no feature marked', () => {
    workBox = BELOW_HOME;
    laidOut('button', UNDER_HOME);
    const position = renderClearance();
    expect(position()).not.toEqual(HOME);
  });

  it('keeps off a title by its words, not its box as wide as the column', () => {
    workBox = BELOW_HOME;
    const title = laidOut('h2', { left: 0, top: 150, right: VIEWPORT.width, bottom: 180 });
    title.textContent = 'Choose your plan';
    let words = { left: 0, top: 150, right: 300, bottom: 180 };
    // jsdom lays out no words: a range's box is given here.
    Range.prototype.getBoundingClientRect = () => rect(words);
    try {
      const position = renderClearance();
      expect(position()).toEqual(HOME);

      words = { left: 0, top: 150, right: 900, bottom: 180 };
      act(() => window.dispatchEvent(new Event('resize')));
      runFrame();
      expect(position()).not.toEqual(HOME);
    } finally {
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    }
  });

  // With no clear spot on screen, it parks in a room that covers nothing in sight, or, with no
  // such room, keeps out of sight: the brief's Print button sat at the start spot.
  it('with no clear spot or room, stays out of sight instead of covering a control', () => {
    workBox = { left: 0, top: 321, right: VIEWPORT.width, bottom: VIEWPORT.height };
    laidOut('button', { left: 0, top: 64, right: VIEWPORT.width, bottom: 330 });
    const clearance = renderClearance();
    expect(clearance.hidden()).toBe(true);
  });

  it('measures again when the window is resized with no change to the page', () => {
    const position = renderClearance();
    runFrame();
    expect(position()).not.toEqual(HOME);

    workBox = BELOW_HOME;
    act(() => window.dispatchEvent(new Event('resize')));
    runFrame();
    expect(position()).toEqual(HOME);
  });

  // The user menu open over the page: the content under it reads as out of sight, and the
  // mascot once came out of hiding onto the home's topic cards.
  it('holds still while paused, out of sight too, and measures again once resumed', () => {
    workBox = { left: 0, top: 321, right: VIEWPORT.width, bottom: VIEWPORT.height };
    const button = laidOut('button', { left: 0, top: 64, right: VIEWPORT.width, bottom: 330 });
    const clearance = renderClearance();
    runFrame();
    expect(clearance.hidden()).toBe(true);
    clearance.pause(true);
    button.getBoundingClientRect = () => rect(BELOW_HOME);
    workBox = BELOW_HOME;
    act(() => window.dispatchEvent(new Event('resize')));
    runFrame();
    expect(clearance.hidden()).toBe(true);
    clearance.pause(false);
    runFrame();
    expect(clearance.hidden()).toBe(false);
    expect(clearance()).toEqual(HOME);
  });
});
