import { Fragment, useMemo } from 'react';
import { MathText } from '../../../components/math/math-text';
import { PREVIEW_ELLIPSIS, questionPreview } from '../lib/question-preview';

/** The first 150 characters of a question with its math rendered, and '...' when cut. */
export function QuestionPreviewText({ text, className }: { text: string; className?: string }) {
  const preview = useMemo(() => questionPreview(text), [text]);
  return (
    <span className={className}>
      {preview.segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.value}</Fragment>
        ) : (
          // Inline even when the source was display math: a card shows one paragraph.
          <MathText key={index} text={`\\(${segment.value}\\)`} />
        ),
      )}
      {preview.truncated ? PREVIEW_ELLIPSIS : null}
    </span>
  );
}
