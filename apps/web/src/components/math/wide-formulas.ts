import './wide-formulas.css';
import { watchScrollEdges } from '../../lib/use-scroll-edges';

/** The class that gives an inline formula wider than its text a scrolling box (wide-formulas.css). */
const WIDE = 'math-wide';

/**
 * Inline formulas of a block of text that KaTeX cannot fit to its width. KaTeX breaks a formula
 * only after a relation or a binary operator, so a run between two such places (KaTeX's
 * `.katex-base`, such as `(1,000,000)(0.000003)x`) wider than the text, as at 200% text on a
 * phone, ran past the question's card. Such a formula gets a line and a box of its own, which
 * scrolls sideways as a display formula's does; the others keep their place and baseline in the
 * sentence. Measured again whenever the text's box changes size (a turned phone, larger text).
 * Stops.
 */
export function fitWideFormulas(text: HTMLElement, display: string): () => void {
  const formulas = [...text.querySelectorAll<HTMLElement>('.katex')].filter(
    (formula) => !formula.closest(display),
  );
  const stops = new Map<HTMLElement, () => void>();
  const fit = () => {
    const room = text.clientWidth;
    for (const formula of formulas) {
      const runs = formula.querySelectorAll(':scope > .katex-html > .katex-base');
      const wide = [...runs].some((run) => run.getBoundingClientRect().width > room);
      formula.classList.toggle(WIDE, wide);
      formula.classList.toggle('scroll-edges', wide);
      const stop = stops.get(formula);
      if (wide && !stop) stops.set(formula, watchScrollEdges(formula, 'Formula, scrolls sideways'));
      // Back in its line (a phone turned wide): nothing scrolls, so nothing to watch.
      if (!wide && stop) {
        stop();
        stops.delete(formula);
      }
    }
  };
  fit();
  const resizes = new ResizeObserver(fit);
  resizes.observe(text);
  let live = true;
  void document.fonts?.ready.then(() => live && fit());
  return () => {
    live = false;
    resizes.disconnect();
    stops.forEach((stop) => stop());
  };
}
