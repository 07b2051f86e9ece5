import { useRef } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges';

/** Display math from KaTeX, in its own box that scrolls sideways when it is wider than the text. */
export function DisplayMath({ html }: { html: string }) {
  const box = useRef<HTMLSpanElement>(null);
  useScrollEdges(box, html);
  return (
    <span
      ref={box}
      className="scroll-edges my-2 block overflow-x-auto overflow-y-hidden py-1"
      // From renderMath: KaTeX escapes the TeX and runs with trust off (no links, no raw HTML).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
