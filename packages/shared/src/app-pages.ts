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
const PAGE_PATTERNS = APP_PAGE_PATHS.map(
  (path) => new RegExp(`^${path.replace(/\/$/, '').replace(/\$[^/]+/g, '[^/]+')}/?$`),
);

/** Whether a path (without its query) is one of the app's pages. */
export const isAppPage = (pathname: string) => PAGE_PATTERNS.some((page) => page.test(pathname));
