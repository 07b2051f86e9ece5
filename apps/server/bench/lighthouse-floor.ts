// Where the budgeted pages' mobile Total Blocking Time comes from, measured in the same run as
// their scores: Lighthouse on a bare page (a heading and a paragraph, no CSS, no script), which is
// this machine's floor, the same page with the headers our pages carry, and / and /pricing as the
// server prerenders them, headers included, but without their scripts, which is the document's
// own cost (parse, style, layout, paint, font). What the full page adds on top of that is the
// app's JavaScript.
//
// The headers matter: the opener policy (COOP) puts the page in a browsing context group of its
// own, so Chromium commits it in a fresh renderer whose start-up tasks land in the trace; served
// without it, a page took 100 to 400 ms less TBT in the simulation.
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { lighthouseMedian, type LighthouseScores } from './lighthouse.ts';

export const FLOOR_PAGES = [
  { path: '/bare', label: 'bare page (this machine’s floor)' },
  { path: '/bare-with-headers', label: 'bare page with our pages’ headers' },
  { path: '/', label: '/ without its scripts' },
  { path: '/pricing', label: '/pricing without its scripts' },
] as const;

/** What a response's headers say about its body or connection rather than about the page. */
const TRANSPORT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'vary',
]);

const pageHeaders = (response: Response): Record<string, string> =>
  Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));

export type FloorResult = { label: string } & (
  { scores: LighthouseScores } | { scores?: undefined; error: unknown }
);

const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Bare page</title><meta name="description" content="The floor of this machine"></head>' +
  '<body><main><h1>Bare page</h1><p>A heading and a paragraph, nothing else.</p></main></body></html>';

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Every <script> element out of a page, external or inline, and the modules it preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="modulepreload"[^>]*>/gi, '');
}

/**
 * Serves the bare page, plain and with the production pages' headers, the production server's
 * pages at `appBase` with their headers but without their scripts, and the built files in `dist`
 * those pages link to (styles, fonts, icons), brotli-compressed as the production server sends
 * them: the simulated slow network counts bytes on the wire.
 */
async function startFloorServer(
  appBase: string,
  dist: string,
): Promise<{ base: string; server: Server }> {
  // Compressed once, as the production server keeps them: compressing on every request would add
  // its time to each response.
  const bare = brotliCompressSync(BARE_PAGE);
  const pages = new Map([['/bare', { body: bare, headers: {} }]]);
  for (const path of ['/', '/pricing']) {
    const response = await fetch(appBase + path);
    const headers = pageHeaders(response);
    pages.set(path, { body: brotliCompressSync(withoutScripts(await response.text())), headers });
  }
  pages.set('/bare-with-headers', { body: bare, headers: pages.get('/')!.headers });
  const files = new Map<string, Promise<Buffer>>();
  const send = (
    response: ServerResponse,
    type: string,
    cacheControl: string,
    body: Buffer,
    headers: Record<string, string> = {},
  ) =>
    response
      .writeHead(200, {
        ...headers,
        'content-type': type,
        'content-encoding': 'br',
        'cache-control': cacheControl,
      })
      .end(body);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const page = pages.get(path);
    if (page !== undefined)
      return send(response, 'text/html; charset=utf-8', 'no-cache', page.body, page.headers);
    const file = join(dist, normalize(path));
    if (!files.has(file))
      files.set(
        file,
        readFile(file).then((body) => brotliCompressSync(body)),
      );
    files.get(file)!.then(
      (body) =>
        send(
          response,
          TYPES[extname(file)] ?? 'application/octet-stream',
          'public, max-age=31536000, immutable',
          body,
        ),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { base: `http://localhost:${port}`, server };
}

/** Lighthouse's mobile profile on FLOOR_PAGES, the median of `runs` runs each. */
export async function measureLighthouseFloor(
  appBase: string,
  dist: string,
  { pin, runs, log }: { pin: boolean; runs: number; log: (message: string) => void },
): Promise<FloorResult[]> {
  const { base, server } = await startFloorServer(appBase, dist);
  const results: FloorResult[] = [];
  try {
    for (const { path, label } of FLOOR_PAGES) {
      log(`web: lighthouse floor ${label}`);
      try {
        const scores = await lighthouseMedian(base + path, { pin, runs, profile: 'mobile', log });
        results.push({ label, scores });
      } catch (error) {
        results.push({ label, error });
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return results;
}
