// A page's choice between a few views (Radix Tabs): the plan kinds, the tests' sections.

// The tabs wrap, a row each, where they do not fit side by side (large text on a phone).
export const segmentedTabListClasses =
  'flex w-full flex-wrap rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:w-auto';

// Forced colours (Windows high contrast) drop the chosen tab's white background and shadow:
// there it is underlined in the highlight colour instead, the underline taken from its padding.
export const segmentedTabClasses =
  'flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:flex-none forced-colors:data-[state=active]:border-b-2 forced-colors:data-[state=active]:border-[Highlight] forced-colors:data-[state=active]:pb-1.5';
