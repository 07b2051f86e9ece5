import type { QueryClient } from '@tanstack/react-query';
import type { QuerySeedData } from '@academy/shared/server-rendered';

const SEEDS_ID = 'query-seeds';

/**
 * The data a server-rendered page was drawn from, for the browser to hydrate the same page. A
 * JSON data block: never run, so the policy that forbids inline scripts allows it. `<` is
 * escaped, so no text in the data can close the element.
 */
export const querySeedsScript = (seeds: readonly QuerySeedData[]) =>
  `<script type="application/json" id="${SEEDS_ID}">${JSON.stringify(seeds).replace(/</g, '\\u003c')}</script>`;

/** Puts a server-rendered page's data in the cache, fresh as if just fetched. */
export function applyQuerySeeds(queryClient: QueryClient, document: Document) {
  const text = document.getElementById(SEEDS_ID)?.textContent;
  if (!text) return;
  for (const { queryKey, data } of JSON.parse(text) as QuerySeedData[]) {
    queryClient.setQueryData(queryKey, data);
  }
}
