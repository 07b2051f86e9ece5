/**
 * Pages written to HTML at build time, with the route file that draws each. The server sends
 * them to visitors without a session cookie (apps/server/src/plugins/static-web.ts): they look
 * the same for every such visitor, and a phone then paints them before the JavaScript arrives.
 */
export const PRERENDERED_PAGES = [
  { path: '/', routeFile: 'src/routes/index.tsx' },
  { path: '/pricing', routeFile: 'src/routes/pricing.tsx' },
] as const;
