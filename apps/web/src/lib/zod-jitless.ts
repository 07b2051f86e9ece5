// Our CSP forbids eval: unless told jitless, zod probes `new Function` and the browser reports a
// CSP violation, although zod falls back fine. zod keeps its settings on
// globalThis.__zod_globalConfig (zod/v4/core/core.js, so that copies of zod share them) and
// reads `jitless` when a schema is made: set there, by main.tsx's first import, it holds for
// every schema, and the entry does not load zod (24 KB gzip) only to configure it.
// zod-jitless.test.ts checks that zod still reads it there.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
