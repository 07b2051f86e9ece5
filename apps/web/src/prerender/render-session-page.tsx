import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { skipToken, type QueryClient } from '@tanstack/react-query';
import type {
  QuerySeedData,
  SessionApi,
  SessionRenderRequest,
  SessionRendered,
} from '@academy/shared/server-rendered';
import { App } from '../app';
import { serverVerifiedUserKey, verifySession } from '../features/auth/api/verify-session';
import { initialAuthState } from '../features/auth/auth-provider';
import type { ApiTransport } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../lib/router';
import { injectPage } from './inject-page';
import { RENDERED_AT_KEY } from '../lib/rendered-at';
import { querySeedsScript } from './query-seeds';
import { SESSION_RENDERED_PAGES } from './session-rendered-pages';

// Several students' pages render at once in one process: each render's calls go to the API with
// its own request's cookie, found by the render they belong to.
const renderingFor = new AsyncLocalStorage<SessionApi>();

/** The API client's transport while rendering: installed by the Node bundle's entry. */
export const renderingTransport: ApiTransport = async (url, init) => {
  const api = renderingFor.getStore();
  // Only reads: rendering a page must never change anything.
  if (!api || (init.method ?? 'GET') !== 'GET') {
    throw new Error(`not called while rendering: ${url}`);
  }
  const { status, body } = await api(url);
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : body, {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

const SESSION_ROUTES = new Set<string>(SESSION_RENDERED_PAGES.map((page) => page.routeId));

/**
 * The queries a render asks for while enabled, by hash. Rendered on a server, a component's query
 * neither fetches nor subscribes, so what it asked for shows only in the options it had the
 * client default, `enabled` among them (a function of the query counts as not enabled).
 */
function queriesRenderedEnabled(queryClient: QueryClient): Set<string> {
  const wanted = new Set<string>();
  const withDefaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = (options) => {
    const defaulted = withDefaults(options);
    const enabled = defaulted.enabled === undefined || defaulted.enabled === true;
    if (enabled && defaulted.queryFn !== skipToken) {
      wanted.add(defaulted.queryHash);
    }
    return defaulted;
  };
  return wanted;
}

/** Resolves once no query of the client is fetching. */
const whenIdle = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() === 0) {
        unsubscribe();
        resolve();
      }
    });
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });

/**
 * A student's page as the app would draw it once its data had arrived: the session verified, the
 * route's loader run, and every query its first render reads fetched, all through the server's
 * own API with the request's cookie. Anything unusual (no session, a redirect, a failed call)
 * leaves the page to the app's shell, which handles it as it always has.
 */
export async function renderSessionPage({
  url,
  templates,
  api,
}: SessionRenderRequest): Promise<SessionRendered> {
  if (url.includes('?')) return { shell: 'the page has a search' };
  const queryClient = createQueryClient();
  // A failed call leaves the page to the shell at once instead of after the browser's retries.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const probe = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    scrollRestoration: false,
  });
  const routeId = probe.getMatchedRoutes(url)[2]?.id;
  const template = routeId && SESSION_ROUTES.has(routeId) ? templates[routeId] : undefined;
  if (!template) return { shell: 'not a page rendered per session' };

  try {
    return await renderingFor.run(api, () => drawPage(queryClient, url, template));
  } finally {
    // Nothing of the student's is kept once the page is sent.
    queryClient.clear();
  }
}

async function drawPage(
  queryClient: QueryClient,
  url: string,
  template: string,
): Promise<SessionRendered> {
  const session = await verifySession().catch(() => undefined);
  if (!session?.success || !session.user) return { shell: 'no verified session' };
  queryClient.setQueryData(serverVerifiedUserKey, session.user);
  queryClient.setQueryData(RENDERED_AT_KEY, Date.now());
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    scrollRestoration: false,
    auth: initialAuthState(queryClient),
  });
  await router.load();
  await whenIdle(queryClient);
  const { location, matches } = router.state;
  if (location.href !== url) return { shell: `redirected to ${location.href}` };
  if (matches.some((match) => match.status !== 'success')) return { shell: 'a route failed' };

  const wanted = queriesRenderedEnabled(queryClient);
  let markup = renderToString(<App router={router} queryClient={queryClient} />);
  // What the page's components read besides the loader's data: fetched, then drawn again. Not
  // what they read only later (an answer once shown: `enabled` false).
  const unread = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        wanted.has(query.queryHash) &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle',
    );
  if (unread.length > 0) {
    await Promise.all(
      unread.map((query) =>
        queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey }),
      ),
    );
    markup = renderToString(<App router={router} queryClient={queryClient} />);
  }
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.find((query) => query.state.status === 'error');
  if (failed) return { shell: `${JSON.stringify(failed.queryKey)} failed` };
  const seeds: QuerySeedData[] = queries
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
  const page = injectPage(template, markup);
  return { html: page.replace('</body>', () => `${querySeedsScript(seeds)}</body>`) };
}
