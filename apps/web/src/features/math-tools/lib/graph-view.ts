import type { Domain } from '../components/function-plot-view';

export const DEFAULT_VIEW: Domain = { x: [-10, 10], y: [-10, 10] };

const scale = ([a, b]: [number, number], factor: number): [number, number] => {
  const middle = (a + b) / 2;
  const half = ((b - a) / 2) * factor;
  return [middle - half, middle + half];
};

const shift = ([a, b]: [number, number], share: number): [number, number] => {
  const by = (b - a) * share;
  return [a + by, b + by];
};

/** The view after a zoom by `factor` about its center (below 1 zooms in). */
export const zoomView = (view: Domain, factor: number): Domain => ({
  x: scale(view.x, factor),
  y: scale(view.y, factor),
});

/** The view moved by a share of its size: right and up are positive. */
export const panView = (view: Domain, dx: number, dy: number): Domain => ({
  x: shift(view.x, dx),
  y: shift(view.y, dy),
});
