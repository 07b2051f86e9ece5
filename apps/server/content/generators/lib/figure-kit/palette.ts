// The colors figures use, named once. Two inks exist because the bank's figures were drawn with
// both (the xy-plane, evaluation and chart figures in gray-900, the function graphs and geometry
// figures in gray-800) and redrawing every figure was not worth a shade no student can tell apart.

export const WHITE = '#ffffff';
export const INK = '#111827';
export const INK_SOFT = '#1f2937';

/** Grid lines, lightest first: function graphs, geometry and evaluation, xy-plane, charts. */
export const GRID_FAINT = '#e5e7eb';
export const GRID_LIGHT = '#d1d5db';
export const GRID = '#c7ccd4';
export const GRID_DARK = '#9ca3af';

/** The first curve or accent (indigo) and a second curve (rose) on the same graph. */
export const ACCENT = '#3730a3';
export const ACCENT_2 = '#9d174d';

/** Lines of the xy-plane figures, in the order a figure draws them. */
export const LINE_COLORS = ['#1e3a8a', '#9a3412', '#115e59'] as const;
export const REGION = '#93c5fd';

/** Shaded faces and regions of geometry figures. */
export const SHADE = '#fde68a';
export const SHADE_2 = '#c7d2fe';
export const SHADE_SIDE = '#fef3c7';

/** Data marks of charts: points, a model line, and bar fills with their outlines. */
export const POINT = '#0f766e';
export const MODEL_LINE = '#1e3a8a';
export const BAR_FILLS = ['#5eead4', '#fcd34d', '#7dd3fc'] as const;
export const BAR_STROKES = ['#134e4a', '#78350f', '#0c4a6e'] as const;
