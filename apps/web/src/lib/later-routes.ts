import type { LinkProps } from '@tanstack/react-router';

/**
 * Pages that other issues add. The router's types only know route files that exist, so links to
 * these are typed loosely here until then (they show 'Not Found' meanwhile). Remove an entry, and
 * the `laterRoute(...)` around its uses, when its route file lands.
 */
export type LaterPath =
  '/pricing' | '/contact' | '/about' | '/previously-answered' | '/subscription';

export const laterRoute = (path: LaterPath) => path as string as NonNullable<LinkProps['to']>;
