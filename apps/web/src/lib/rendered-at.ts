/**
 * When the server drew a page rendered per session (epoch ms), seeded with its data: what a
 * clock on the page reads while the browser hydrates it, so both draw the same text.
 */
export const RENDERED_AT_KEY = ['server-rendered', 'at'] as const;
