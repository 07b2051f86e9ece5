import 'katex/dist/katex.min.css';
import './katex-forced-colors.css';
import { Fragment, useMemo } from 'react';
import { isImageSource, splitMathText, type MathTextSegment } from '@academy/shared/math-text';
import { cn } from '../../lib/cn';
import { DisplayMath } from './display-math';
import { renderMath } from './render-math';

// Punctuation that closes a phrase, as it follows inline math in the bank ("$x = 4$. The ...").
const TRAILING_PUNCTUATION = /^[.,;:!?)\]]+/;

/**
 * Moves the punctuation right after inline math into the math, as text: a browser may break a
 * line between KaTeX's last box and the text after it, and a line would then start with the
 * period. Inside the formula's last box it stays with the formula.
 */
function withPunctuationInMath(segments: MathTextSegment[]): MathTextSegment[] {
  const result = segments.map((segment) => ({ ...segment }));
  result.forEach((segment, index) => {
    const next = result[index + 1];
    if (segment.kind !== 'math' || segment.display || next?.kind !== 'text') return;
    const punctuation = TRAILING_PUNCTUATION.exec(next.value)?.[0];
    if (!punctuation) return;
    segment.value = `${segment.value}\\text{${punctuation}}`;
    next.value = next.value.slice(punctuation.length);
  });
  return result;
}

interface MathTextProps {
  /** Text with $…$, \(…\), $$…$$ or \[…\] math; or a data:image / https:// image source. */
  text: string;
  className?: string;
  /** Alternative text when the field is an image (SPEC §5, images in math fields). */
  imageAlt?: string;
  /** Render inside a block element (paragraph-like) instead of inline. */
  block?: boolean;
}

/**
 * The one renderer of question text, choices, hints, answers and explanations. KaTeX and its
 * fonts are bundled and load only with the routes that import this file.
 */
export function MathText({ text, className, imageAlt = '', block = false }: MathTextProps) {
  const segments = useMemo(
    () => (isImageSource(text) ? [] : withPunctuationInMath(splitMathText(text))),
    [text],
  );
  if (isImageSource(text)) {
    return (
      <img
        src={text.trim()}
        alt={imageAlt}
        className={cn('max-w-full', className)}
        loading="lazy"
      />
    );
  }
  const Tag = block ? 'div' : 'span';
  return (
    <Tag className={cn('whitespace-pre-line [overflow-wrap:anywhere]', className)}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.value}</Fragment>
        ) : segment.display ? (
          <DisplayMath key={index} html={renderMath(segment.value, true)} />
        ) : (
          <span
            key={index}
            // KaTeX escapes the TeX it is given and runs with trust off: no links, no raw HTML.
            dangerouslySetInnerHTML={{ __html: renderMath(segment.value, false) }}
          />
        ),
      )}
    </Tag>
  );
}
