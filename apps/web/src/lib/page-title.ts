import { ACADEMY } from './academy';

/** The document title of a route: 'Page · Academy'. */
export const pageTitle = (page: string) => ({ meta: [{ title: `${page} · ${ACADEMY.name}` }] });
