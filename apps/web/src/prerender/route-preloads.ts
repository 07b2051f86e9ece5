import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The files a route's split component needs (its chunks and their CSS), as URLs, found in the
 * browser build. Preloaded by the page, they arrive with the entry instead of after it, and
 * Vite's loader then finds them in place rather than adding a <link> per file while the page
 * starts.
 */
export function routePreloads(bundle: OutputBundle, routeFile: string, base: string) {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  // The router plugin splits a route file into modules named `<file>?tsr-split=...`.
  const split = [...chunks.values()].filter(
    (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => id.startsWith(`${routeFile}?`)),
  );
  if (split.length === 0) throw new Error(`no chunk of ${routeFile} in the build`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  split.forEach(visit);
  return {
    scripts: [...scripts].map((file) => base + file),
    styles: [...styles].map((file) => base + file),
  };
}
