import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { QuerySeedData, ServerRenderer } from '@academy/shared/server-rendered';
import { App } from '../app';
import { setApiTransport } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../lib/router';
import { injectPage } from './inject-page';
import { querySeedsScript } from './query-seeds';
import { renderingTransport } from './render-session-page';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { SERVER_RENDERED_PAGES } from './server-rendered-pages';
export { SESSION_RENDERED_PAGES } from './session-rendered-pages';
export { renderSessionPage } from './render-session-page';
export { SERVER_RENDERED_DIR, SERVER_RENDERED_MANIFEST } from '@academy/shared/server-rendered';
export { descriptionOf, withDescription } from '@academy/shared/page-descriptions';

// In this bundle the app's calls go to the server's API of the page being rendered.
setApiTransport(renderingTransport);

/**
 * The markup of one page as a visitor without a session sees it, head tags first, drawn from
 * `seeds` where its queries need data.
 */
export async function renderPage(
  path: string,
  seeds: readonly QuerySeedData[] = [],
): Promise<string> {
  const queryClient = createQueryClient();
  for (const { queryKey, data } of seeds) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  // Resolves the matched routes and their split components, so nothing suspends below.
  await router.load();
  const markup = renderToString(<App router={router} queryClient={queryClient} />);
  queryClient.clear();
  return markup;
}

/**
 * A server-rendered page (SERVER_RENDERED_PAGES) written into its template, with the data it
 * was drawn from for the browser's hydration. Called by the server, which has the data.
 */
export const renderServerPage: ServerRenderer['renderServerPage'] = async (
  template,
  path,
  seeds,
) => {
  const page = injectPage(template, await renderPage(path, seeds));
  return page.replace('</body>', () => `${querySeedsScript(seeds)}</body>`);
};
