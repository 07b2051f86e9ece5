/**
 * The page to open after signing in: the `redirect` search value when it is a path on this site
 * ('/' followed by anything but a second slash or a backslash, which browsers read as another
 * host) and a page, not one of the server's calls under /api (it opened the call's raw JSON),
 * otherwise the home page.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if ([...target].some((char) => char.charCodeAt(0) < 32)) return '/';
  if (/^\/api(?:[/?#]|$)/i.test(target)) return '/';
  return target;
}
