import { useRef } from 'react';
import type { MathHtml as ServerHtml } from '@academy/shared/questions';
import { cn } from '../../lib/cn';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import { MathHtml } from './math-html';

interface ScrollingMathProps {
  text: string;
  html: ServerHtml;
  /** What scrolls, said by a screen reader while it does: 'Answer choice, scrolls sideways'. */
  label: string;
  className?: string;
}

/**
 * A field whose inline math may be wider than its box: KaTeX keeps a run such as
 * `50,000(1.03)^t` on one line, which at 200% text on a phone ran past the card, clipped the
 * choice and widened the whole page. The box scrolls sideways instead, as a display formula
 * does, and takes the keyboard focus only while it scrolls. A span, so it may sit in a label.
 */
export function ScrollingMath({ text, html, label, className }: ScrollingMathProps) {
  const box = useRef<HTMLSpanElement>(null);
  useScrollEdges(box, html, label);
  return (
    <span
      ref={box}
      className={cn('scroll-edges block min-w-0 overflow-x-auto overflow-y-hidden', className)}
    >
      <MathHtml text={text} html={html} />
    </span>
  );
}
