// Search-param readers for route definitions. Route definitions load with the app shell, so
// they avoid zod: a checkout return page's two params do not justify 25 KB on every page.
//
// Every validateSearch names each of its keys, undefined when the value is dropped: the router
// lays a route's validated search over the raw one, so a key left out keeps its raw, unchecked
// value (`?plan=Bogus` reached the page as 'Bogus').

/** A non-empty string (numbers from the URL parser are turned back into text), else undefined. */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** true for true or 'true'; anything else is false. */
export const isTrueFlag = (value: unknown) => value === true || value === 'true';
