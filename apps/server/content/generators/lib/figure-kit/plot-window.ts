/** The part of the xy-plane a graph shows, with its gridlines and numbered ticks. */
export interface PlotWindow {
  /** The figure's accessible title: what a screen reader says instead of the picture. */
  title: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  /** Distance between grid lines (and ticks) on each axis (default 1). */
  xStep?: number;
  yStep?: number;
  /** Number every n-th tick (default: every tick). */
  xLabelEvery?: number;
  yLabelEvery?: number;
}
