import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorPanel } from '../components/error-panel';
import { NotFound } from '../components/not-found';
import { PageSpinner } from '../components/ui/spinner';
import { routeTree } from '../routeTree.gen';
import { PRELOAD_STALE_TIME_MS } from './query-client';
import type { AuthState } from '../features/auth/auth-context';

interface AppRouterOptions {
  queryClient: QueryClient;
  /** The browser's history by default; the prerender passes a memory history of one page. */
  history?: RouterHistory;
  /**
   * Off for the prerender: rendering on a server, the router writes an inline script for it
   * that our CSP blocks and that the browser's first render has no counterpart of.
   */
  scrollRestoration?: boolean;
  /**
   * For hydrating a prerendered page, which the visitor may have scrolled before the app
   * started: its first render leaves the scroll where it is instead of resetting it to the top.
   */
  keepScrollOfFirstRender?: boolean;
  /**
   * Who is signed in until <RouterProvider context> says (it does on every render): nobody by
   * default, as for the prerender and the prerendered pages, so a loader never takes a visitor
   * for a returning user; the student a page was rendered for on the server, for that page.
   */
  auth?: AuthState;
}

/** Scroll restoration that sits out the first render, then works as usual. */
function afterFirstRender() {
  let rendered = false;
  return () => {
    const restore = rendered;
    rendered = true;
    return restore;
  };
}

// SPEC §9: preload on intent after 50 ms; show a pending view after 1000 ms for at least 500 ms;
// keep route data 5 minutes; preloaded data is fresh for 30 s. Scroll positions are kept in
// session storage (the router's scroll restoration).
export const createAppRouter = ({
  queryClient,
  history,
  scrollRestoration = true,
  keepScrollOfFirstRender = false,
  auth = { status: 'anonymous', user: null, signedOut: false },
}: AppRouterOptions) =>
  createRouter({
    routeTree,
    history,
    context: { queryClient, auth },
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultGcTime: 5 * 60 * 1000,
    defaultPreloadStaleTime: PRELOAD_STALE_TIME_MS,
    scrollRestoration:
      scrollRestoration && keepScrollOfFirstRender ? afterFirstRender() : scrollRestoration,
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: ErrorPanel,
    defaultNotFoundComponent: NotFound,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
