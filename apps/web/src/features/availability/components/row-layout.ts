/**
 * A row of the weekly hours or the exceptions below the room for all its controls in one line:
 * as many columns of at least 8rem as fit, so that with text at 200% a phone gives each control
 * the row's whole width rather than cut its choice ("9 AI", "Onlir"). Each list sets, in rem
 * (a container query on the list), from what width its controls share one line: set by the
 * window, a row of rem-wide controls ran past a 1280 px screen at 200% text.
 */
export const ROW_CLASSES =
  'grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2 rounded-xl border border-slate-200 bg-white p-3 @min-[36rem]:items-center';
