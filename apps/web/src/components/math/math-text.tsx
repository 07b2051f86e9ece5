import 'katex/dist/katex.min.css';
import './katex-forced-colors.css';
import { Fragment, useMemo, useRef, type RefObject } from 'react';
import { isImageSource, splitMathText, withPunctuationInMath } from '@academy/shared/math-text';
import { cn } from '../../lib/cn';
import { FieldImage } from './field-image';
import { DisplayMath } from './display-math';
import { renderMath } from './render-math';
import { useWideFormulas } from './use-wide-formulas';

// KaTeX's box around a display formula, which scrolls in DisplayMath's.
const DISPLAY_BOX = '.katex-display';

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
 * fonts are bundled and load only with the routes that import this file. In a block, an inline
 * formula wider than the text gets a line and a scrolling box of its own, as in MathHtml.
 */
export function MathText({ text, className, imageAlt = '', block = false }: MathTextProps) {
  const root = useRef<HTMLElement>(null);
  const segments = useMemo(
    () => (isImageSource(text) ? [] : withPunctuationInMath(splitMathText(text))),
    [text],
  );
  useWideFormulas(root, segments, DISPLAY_BOX, block);
  if (isImageSource(text)) {
    return <FieldImage src={text} alt={imageAlt} className={className} />;
  }
  const Tag = block ? 'div' : 'span';
  return (
    <Tag
      ref={root as RefObject<HTMLDivElement & HTMLSpanElement>}
      className={cn('whitespace-pre-line [overflow-wrap:anywhere]', className)}
    >
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
