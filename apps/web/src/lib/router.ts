import { createRouter } from '@tanstack/react-router';
import { ErrorPanel } from '../components/error-panel';
import { NotFound } from '../components/not-found';
import { PageSpinner } from '../components/ui/spinner';
import { routeTree } from '../routeTree.gen';
import { queryClient } from './query-client';

// SPEC §9: preload on intent after 50 ms; show a pending view after 1000 ms for at least 500 ms;
// keep route data 5 minutes; preloaded data is fresh for 30 s. Scroll positions are kept in
// session storage (the router's scroll restoration).
export const router = createRouter({
  routeTree,
  context: {
    queryClient,
    // Set by <RouterProvider context> from the auth provider on every render.
    auth: { status: 'loading', user: null, signedOut: false },
  },
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * 60 * 1000,
  defaultPreloadStaleTime: 30_000,
  scrollRestoration: true,
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: ErrorPanel,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
