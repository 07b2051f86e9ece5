import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from '@academy/shared/app-pages';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

describe('router settings (SPEC §2 and §9)', () => {
  it('preloads on hover or focus after 50 ms and keeps data and scroll as the spec says', () => {
    const router = createAppRouter({
      queryClient: createQueryClient(),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    expect(router.options).toMatchObject({
      defaultPreload: 'intent',
      defaultPreloadDelay: 50,
      defaultPendingMs: 1000,
      defaultPendingMinMs: 500,
      defaultGcTime: 300_000,
      defaultPreloadStaleTime: 30_000,
      scrollRestoration: true,
    });
  });

  it('has exactly the pages the server knows (packages/shared app-pages)', () => {
    const router = createAppRouter({
      queryClient: createQueryClient(),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    // Layouts without a path of their own repeat their parent's; an index route ends in '/'.
    const pages = new Set(
      Object.keys(router.routesByPath).map((path) => path.replace(/(.)\/$/, '$1')),
    );
    expect([...pages].sort()).toEqual([...APP_PAGE_PATHS].sort());
  });
});
