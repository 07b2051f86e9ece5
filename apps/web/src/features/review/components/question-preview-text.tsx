import type { AnsweredQuestion } from '@academy/shared/progress';
import { MathHtml } from '../../../components/math/math-html';

/** The card's preview of the question: its first 150 characters, math rendered by the server. */
export function QuestionPreviewText({
  question,
  className,
}: {
  question: Pick<AnsweredQuestion, 'bodyLatex' | 'previewHtml'>;
  className?: string;
}) {
  return <MathHtml text={question.bodyLatex} html={question.previewHtml} className={className} />;
}
