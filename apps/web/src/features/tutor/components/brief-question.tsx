import type { BriefQuestion } from '@academy/shared/tutor-brief';
import { MathText } from '../../../components/math/math-text';

/** A question as printed: its text, figure and choices, never its answer. */
export function BriefQuestionBody({ question }: { question: BriefQuestion }) {
  return (
    // A formula wider than a phone scrolls in its question rather than running off the page;
    // sideways only, with room below for a fraction's denominator, which otherwise made the
    // question a scroll area a few pixels tall.
    <div className="space-y-2 overflow-x-auto overflow-y-hidden pb-2">
      <MathText block text={question.body} className="text-slate-900" />
      {question.imageUrl ? (
        <img
          src={question.imageUrl}
          alt={question.imageAlt ?? ''}
          className="max-h-56 max-w-full"
        />
      ) : null}
      {question.choices.length ? (
        <ol className="grid gap-1 sm:grid-cols-2 print:grid-cols-2">
          {question.choices.map((c) => (
            <li key={c.id} className="flex gap-2">
              <span className="font-semibold">{c.id}.</span>
              <MathText text={c.text} imageAlt={`Choice ${c.id}`} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
