import 'katex/dist/katex.min.css';
import './katex-forced-colors.css';
import './math-html.css';
import { useEffect, useRef, type RefObject } from 'react';
import { isImageSource } from '@academy/shared/math-text';
import type { MathHtml as ServerHtml } from '@academy/shared/questions';
import { cn } from '../../lib/cn';
import { FieldImage } from './field-image';
import { watchScrollEdges } from '../../lib/use-scroll-edges';
import { useWideFormulas } from './use-wide-formulas';

// The box the server puts each display formula in (packages/shared/src/math-html.ts).
const DISPLAY_BOX = '.math-display';

interface MathHtmlProps {
  /** The field's source: a data:image / https:// source shows as an image (SPEC §5). */
  text: string;
  /** The same field rendered by the server: KaTeX HTML with MathML, prose escaped. */
  html: ServerHtml;
  className?: string;
  /** Alternative text when the field is an image. */
  imageAlt?: string;
  /** Render inside a block element (paragraph-like) instead of inline. */
  block?: boolean;
}

/**
 * The one place question text, choices, hints, answers and explanations reach the page. Their
 * math arrives typeset by the server, so only KaTeX's CSS and fonts load, not its JavaScript.
 * Display formulas wider than the text scroll sideways, as named regions, and so do inline ones
 * in a block of text that KaTeX cannot break to its width.
 */
export function MathHtml({ text, html, className, imageAlt = '', block = false }: MathHtmlProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const boxes = [...element.querySelectorAll<HTMLElement>(DISPLAY_BOX)];
    const stops = boxes.map((box) => {
      box.classList.add('scroll-edges');
      // KaTeX renders \begin{array} (the bank's tables) as an mtable.
      const table = box.querySelector('.mtable') !== null;
      return watchScrollEdges(box, table ? 'Table, scrolls sideways' : 'Formula, scrolls sideways');
    });
    return () => stops.forEach((stop) => stop());
  }, [html]);
  // An inline root sits in a box of its own that scrolls (an answer choice), or in a line.
  useWideFormulas(root, html, DISPLAY_BOX, block);
  if (isImageSource(text)) {
    return <FieldImage src={text} alt={imageAlt} className={className} />;
  }
  const Tag = block ? 'div' : 'span';
  return (
    <Tag
      ref={root as RefObject<HTMLDivElement & HTMLSpanElement>}
      className={cn('whitespace-pre-line [overflow-wrap:anywhere]', className)}
      // The server's own output: prose escaped, KaTeX run with trust off (no links, no raw HTML).
      // Nothing a user typed goes through here.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
