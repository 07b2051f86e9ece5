import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routePreloads } from './route-preloads';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  importedCss: string[] = [],
  isEntry = false,
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

const ROUTE = '/app/src/routes/pricing.tsx';
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', [ROUTE, '/app/src/main.tsx'], ['assets/framework-1.js'], [], true),
    chunk('assets/framework-1.js', ['/node_modules/react/index.js']),
    chunk(
      'assets/pricing-1.js',
      [`${ROUTE}?tsr-split=component`],
      ['assets/framework-1.js', 'assets/check-1.js'],
      ['assets/pricing-1.css'],
    ),
    chunk('assets/check-1.js', ['/node_modules/lucide-react/check.js'], ['assets/framework-1.js']),
    chunk('assets/about-1.js', ['/app/src/routes/about.tsx?tsr-split=component']),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

describe('routePreloads', () => {
  it("lists the route's split chunks, what they import and their CSS, not the entry", () => {
    expect(routePreloads(bundle, ROUTE, '/')).toEqual({
      scripts: ['/assets/pricing-1.js', '/assets/framework-1.js', '/assets/check-1.js'],
      styles: ['/assets/pricing-1.css'],
    });
  });

  it('fails the build for a route file the bundle does not split', () => {
    expect(() => routePreloads(bundle, '/app/src/routes/missing.tsx', '/')).toThrow(/missing/);
  });
});
