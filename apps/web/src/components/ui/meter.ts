// A bar filled to a share (a score, the trial's questions, the evaluation's progress). Its track
// and fill are background colours, which forced colours (Windows high contrast) remove, so there
// the bar vanished: under forced colours the track gets a border and the fill the system
// highlight colour. Each bar adds its own colours for normal display.

/** The track: add its background colour and any margin. */
export const meterTrackClasses =
  'h-2 overflow-hidden rounded-full forced-colors:border forced-colors:border-[CanvasText]';

/** The filled part, sized with an inline width: add its background (colour or gradient). */
export const meterFillClasses =
  'h-full rounded-full forced-colors:bg-[Highlight] forced-colors:bg-none';
