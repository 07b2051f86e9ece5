import type { ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';

/**
 * A router over a few stand-in pages (path → what it shows), started at `at`: enough for the
 * component under test to link and navigate, and for the test to read where it went.
 */
export function createTestRouter(pages: Record<string, () => ReactNode>, at: string) {
  const rootRoute = createRootRoute();
  const routes = Object.entries(pages).map(([path, page]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: page }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
}
