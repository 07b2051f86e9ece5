import katex from 'katex';
import {
  isImageSource,
  splitMathText,
  withPunctuationInMath,
  type MathTextSegment,
} from './math-text.ts';

// Math text (a question's body, choices, hints, answers, explanations; any module's text fields)
// made HTML once, on the server, so the browser needs KaTeX's CSS and fonts but not its
// JavaScript (decision 039). The split is the shared one of math-text.ts.

/** The class of a display formula's box: the web's MathHtml lets it scroll sideways. */
export const DISPLAY_MATH_CLASS = 'math-display';

// Short formulas repeat across the bank ($x$, choices such as $4$): each is rendered once. Long
// ones seldom do: over the real bank, formulas of up to 24 characters had 97% of the repeats,
// while the 3,000 longer ones, kept, held 8 million characters for the life of the process.
const rendered = new Map<string, string>();
const CACHE_LIMIT = 20_000;
const CACHED_TEX_LENGTH = 24;

/**
 * What the rendering holds besides KaTeX's HTML. `mathml` (the default): MathML for screen
 * readers. `none`: the HTML alone, for math shown inside an element whose accessible name is
 * given as plain text (a button's children are presentational, so its MathML is never read).
 */
export type MathSpeech = 'mathml' | 'none';

/** KaTeX HTML, with MathML for screen readers unless told; TeX KaTeX cannot parse shows red. */
export function texToHtml(tex: string, display: boolean, speech: MathSpeech = 'mathml'): string {
  const key = `${display ? 'D' : 'I'}${speech === 'mathml' ? 'M' : 'H'}${tex}`;
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const html = flattened(
    katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      strict: 'ignore',
      // No \href, \url or \htmlClass: the output holds only KaTeX's own markup, the TeX escaped.
      trust: false,
      output: speech === 'mathml' ? 'htmlAndMathml' : 'html',
    }),
  );
  if (tex.length <= CACHED_TEX_LENGTH) {
    if (rendered.size >= CACHE_LIMIT) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

/**
 * The same text, stored flat. KaTeX builds its markup by appending, and V8 keeps such a string as
 * a tree of the pieces appended (a rope) until a character is read: the server's bank held 2.8
 * million of those nodes (90 MB, a tenth of a second of every full collection) before its
 * rendered math was flattened. Reading one character makes V8 copy the tree into one string.
 */
function flattened(text: string): string {
  text.charCodeAt(0);
  return text;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Segments as HTML: prose escaped, math by KaTeX, display math in its own scrolling box. */
export function segmentsToHtml(segments: MathTextSegment[], speech: MathSpeech = 'mathml'): string {
  return withPunctuationInMath(segments)
    .map((segment) => {
      if (segment.kind === 'text') return escapeHtml(segment.value);
      const html = texToHtml(segment.value, segment.display, speech);
      return segment.display ? `<span class="${DISPLAY_MATH_CLASS}">${html}</span>` : html;
    })
    .join('');
}

/**
 * A math text field as HTML for the web's MathHtml. An image source (SPEC §5) renders to '':
 * the web shows the field itself as an image.
 */
export function mathTextToHtml(text: string): string {
  return isImageSource(text) ? '' : segmentsToHtml(splitMathText(text));
}

/**
 * An answer choice as HTML: its math in display style. Inline, KaTeX draws a fraction's parts at
 * script size, and a choice such as 2/3 read smaller than the 4 beside it, hard to make out on
 * a phone; each choice has a line of its own, so the taller fraction costs no reading flow.
 */
export function choiceTextToHtml(text: string): string {
  if (isImageSource(text)) return '';
  const segments = splitMathText(text).map((segment) =>
    segment.kind === 'math' && !segment.display
      ? { ...segment, value: `\\displaystyle ${segment.value}` }
      : segment,
  );
  return segmentsToHtml(segments);
}
