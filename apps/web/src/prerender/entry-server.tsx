import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../app';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../lib/router';

export { PRERENDERED_PAGES } from './prerendered-pages';

/** The markup of one page as a visitor without a session sees it, head tags first. */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
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
