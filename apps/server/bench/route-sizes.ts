// Per route, what the browser loads from the production server: the gzip sizes of the JS and CSS
// files (as they are in the served copy of apps/web/dist) and whether KaTeX is among them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from './chrome.ts';
import { signUpInBrowser } from './signed-in.ts';

export interface RouteSpec {
  path: string;
  signedIn?: boolean;
  /** Shows math: the only routes allowed to load KaTeX. */
  math?: boolean;
}

export const ROUTES: RouteSpec[] = [
  { path: '/' },
  { path: '/pricing' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/evaluation', math: true },
  { path: '/', signedIn: true },
  { path: '/practice', signedIn: true },
  { path: '/practice/algebra', signedIn: true, math: true },
  { path: '/previously-answered', signedIn: true, math: true },
  { path: '/profile', signedIn: true },
  { path: '/subscription', signedIn: true },
];

export interface RouteSize {
  route: RouteSpec;
  finalPath: string;
  notFound: boolean;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  /** KaTeX's styles, fonts or renderer. */
  katex: boolean;
  /** KaTeX's renderer (its parser's messages are in no other chunk). */
  katexJs: boolean;
}

const gzipSizes = new Map<string, number>();
function gzipSizeOf(file: string) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file)!;
}

async function measureRoute(
  browser: Browser,
  base: string,
  dist: string,
  route: RouteSpec,
): Promise<RouteSize> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (route.signedIn) await signUpInBrowser(page, base);
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin === base && (type === 'script' || type === 'stylesheet' || type === 'font')) {
      loaded.add(url.pathname);
    }
  });
  await page.goto(base + route.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const notFound = await page
    .getByText(/not found/i)
    .first()
    .isVisible()
    .catch(() => false);
  let jsGzip = 0;
  let cssGzip = 0;
  let jsFiles = 0;
  let katex = false;
  let katexJs = false;
  for (const path of loaded) {
    const file = join(dist, path);
    if (!existsSync(file)) continue;
    if (/katex/i.test(path)) katex = true;
    if (path.endsWith('.js')) {
      jsGzip += gzipSizeOf(file);
      jsFiles += 1;
      const text = readFileSync(file, 'utf8');
      if (text.includes('katex-display')) katex = true;
      if (text.includes('KaTeX parse error')) katexJs = true;
    } else if (path.endsWith('.css')) {
      cssGzip += gzipSizeOf(file);
      if (readFileSync(file, 'utf8').includes('.katex')) katex = true;
    }
  }
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { route, finalPath, notFound, jsGzip, cssGzip, jsFiles, katex, katexJs };
}

/** Loads every route of ROUTES from the server at `base`, whose files are those of `dist`. */
export async function measureRoutes(
  base: string,
  dist: string,
  log: (message: string) => void,
): Promise<RouteSize[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const sizes: RouteSize[] = [];
  try {
    for (const route of ROUTES) {
      log(`web: loading ${route.path}${route.signedIn ? ' (signed in)' : ''}`);
      sizes.push(await measureRoute(browser, base, dist, route));
    }
  } finally {
    await browser.close();
  }
  return sizes;
}
