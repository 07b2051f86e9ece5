import katex from 'katex';

// The same formulas repeat across a page (choices, hints, review cards): render each once.
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

/** KaTeX HTML (+ MathML for screen readers); a formula KaTeX cannot parse shows as red source. */
export function renderMath(tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    strict: 'ignore',
    trust: false,
    output: 'htmlAndMathml',
  });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, html);
  return html;
}
