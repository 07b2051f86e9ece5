// The web app's pages (SPEC §1's route table), as its router writes them. The server answers a
// path outside these with 404, still with the app, which shows Not Found: a missing page is
// then missing to search engines and link checkers too. apps/web's router test keeps this list
// equal to the router's.

export const APP_PAGE_PATHS = [
  '/',
  '/about',
  '/contact',
  '/evaluation',
  '/family',
  '/family/accept',
  '/family/digest-opt-out',
  '/evaluation/reading-writing',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/pricing',
  '/privacy',
  '/refunds',
  '/signup',
  '/verify-email',
  '/confirm-email',
  '/terms',
  '/previously-answered',
  '/profile',
  '/progress',
  '/tests',
  '/tests/$attemptId',
  '/scheduling/success',
  '/booking/$token',
  '/sessions',
  '/tutor/availability',
  '/practice',
  '/practice/$subModuleId',
  '/practice/review',
  '/subscription',
  '/subscription/cancel',
  '/subscription/confirm',
  '/subscription/success',
  '/tutor',
  '/tutor/evaluations',
  '/tutor/reports',
  '/tutor/results',
  '/tutor/sessions',
  '/tutor/students/$studentId',
  '/tutor/students/$studentId/brief',
  '/tutor/students/$studentId/tests/$attemptId',
] as const;

// `$name` stands for one path segment; a trailing slash is the same page.
const patternOf = (path: string, flags = '') =>
  new RegExp(`^${path.replace(/\/$/, '').replace(/\$[^/]+/g, '[^/]+')}/?$`, flags);
const PAGE_PATTERNS = APP_PAGE_PATHS.map((path) => patternOf(path));

/** Whether a path (without its query) is one of the app's pages. */
export const isAppPage = (pathname: string) => PAGE_PATTERNS.some((page) => page.test(pathname));

const PAGES_ANY_CASE = APP_PAGE_PATHS.map((path) => ({ path, pattern: patternOf(path, 'i') }));

/**
 * The page a path means when only the case of its fixed words is off (`/Pricing`), spelled as
 * the app spells it; a parameter's segment is kept as typed, since a booking's token is
 * case-sensitive. Undefined when the path is no page in any case. The router matches paths in
 * any case, so such a path showed the page under the 404 status meant for missing ones.
 */
export function canonicalAppPage(pathname: string): string | undefined {
  const page = PAGES_ANY_CASE.find(({ pattern }) => pattern.test(pathname));
  if (!page) return undefined;
  const typed = pathname.split('/');
  return page.path
    .split('/')
    .map((segment, i) => (segment.startsWith('$') ? typed[i] : segment))
    .join('/');
}
