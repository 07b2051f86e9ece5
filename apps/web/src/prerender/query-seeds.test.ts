import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { applyQuerySeeds, querySeedsScript } from './query-seeds';

describe('query seeds', () => {
  const seeds = [
    { queryKey: ['evaluation', 'questions', 'math'], data: { body: '</script><b>x</b> & 1 < 2' } },
  ];

  it('writes data no text of which can end its element, and reads it back into the cache', () => {
    const script = querySeedsScript(seeds);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    document.body.innerHTML = `<div id="root"></div>${script}`;
    const queryClient = createQueryClient();
    applyQuerySeeds(queryClient, document);
    expect(queryClient.getQueryData(['evaluation', 'questions', 'math'])).toEqual(seeds[0]!.data);
    // Fresh as if just fetched: the page's first render does not ask for it again.
    expect(queryClient.getQueryState(['evaluation', 'questions', 'math'])?.isInvalidated).toBe(
      false,
    );
  });

  it('leaves the cache alone on a page without seeds', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const queryClient = createQueryClient();
    applyQuerySeeds(queryClient, document);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
