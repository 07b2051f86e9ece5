import { useRef } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges';

// KaTeX renders \begin{array} (the bank's tables) as an mtable.
const isTable = (html: string) => html.includes('class="mtable"');

/**
 * Display math from KaTeX, in its own box that scrolls sideways when it is wider than the text:
 * shadows at the edges with more beyond, and a named region (a table says it is one).
 */
export function DisplayMath({ html }: { html: string }) {
  const box = useRef<HTMLSpanElement>(null);
  useScrollEdges(
    box,
    html,
    isTable(html) ? 'Table, scrolls sideways' : 'Formula, scrolls sideways',
  );
  return (
    <span
      ref={box}
      className="scroll-edges my-2 block overflow-x-auto overflow-y-hidden py-1"
      // From renderMath: KaTeX escapes the TeX and runs with trust off (no links, no raw HTML).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
