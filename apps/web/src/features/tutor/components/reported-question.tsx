import type { ReactNode } from 'react';
import type {
  ReportedQuestion as Question,
  ReporterFirstAttempt,
} from '@academy/shared/question-report-detail';
import { MathHtml } from '../../../components/math/math-html';
import { QuestionFigure } from '../../../components/math/question-figure';
import { QuestionBody } from '../../../components/question-body';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../lib/format';

const sameChoice = (id: string, answer: string) => answer.trim().toUpperCase() === id;

/**
 * The reported question as the tutor judges it: passage, text, figure, the choices with the key
 * marked and the student's first answer beside it, a typed question's accepted answers, and the
 * explanation. Its math arrives rendered by the server (decision 039).
 */
export function ReportedQuestion({
  question: q,
  firstAttempt,
}: {
  question: Question;
  firstAttempt: ReporterFirstAttempt | null;
}) {
  return (
    <div className="space-y-4 text-sm">
      {q.retired ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          This question has left the bank since; shown as it was.
        </p>
      ) : null}
      <Part title="Question">
        <QuestionBody compact question={q} />
      </Part>
      {q.choices.length ? (
        <Part title="Choices">
          <ChoiceList question={q} studentAnswer={firstAttempt?.answer} />
        </Part>
      ) : (
        <Part title="Answer">
          <TypedKey question={q} />
        </Part>
      )}
      <Part title="Student's first answer">
        {firstAttempt ? (
          <p className="text-slate-800">
            <span className="font-semibold [overflow-wrap:anywhere]">{firstAttempt.answer}</span>
            {firstAttempt.isCorrect ? ' (right)' : ' (wrong)'} on{' '}
            {formatDateTime(firstAttempt.answeredAt)}
          </p>
        ) : (
          <p className="text-slate-600">Not answered: reported without an answer.</p>
        )}
      </Part>
      {q.explanationLatex || q.explanationImage ? (
        <Part title="Explanation">
          {q.explanationLatex ? (
            <MathHtml
              block
              text={q.explanationLatex}
              html={q.explanationHtml}
              imageAlt="Explanation"
              className="text-slate-800"
            />
          ) : null}
          {q.explanationImage ? (
            <QuestionFigure
              src={q.explanationImage}
              fallbackAlt="Figure for the explanation"
              className="mt-3 max-h-72 rounded-lg border border-slate-200 bg-white"
            />
          ) : null}
        </Part>
      ) : null}
    </div>
  );
}

/** The choices, the key green and named, the student's wrong first choice red and named. */
function ChoiceList({
  question: q,
  studentAnswer,
}: {
  question: Question;
  studentAnswer?: string;
}) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2">
      {q.choices.map((c) => {
        const key = sameChoice(c.id, q.correctAnswer);
        const picked = studentAnswer !== undefined && sameChoice(c.id, studentAnswer);
        return (
          <li
            key={c.id}
            className={cn(
              'flex items-start gap-2 rounded-lg border p-2',
              key
                ? 'border-green-500 bg-green-50'
                : picked
                  ? 'border-red-400 bg-red-50'
                  : 'border-slate-200',
            )}
          >
            <span className="font-semibold text-slate-900">{c.id}.</span>
            <span className="min-w-0 flex-1">
              <MathHtml text={c.latex} html={c.html} imageAlt={`Choice ${c.id}`} />
            </span>
            {key || picked ? (
              <span className="flex shrink-0 flex-col items-end text-xs font-semibold">
                {key ? <span className="text-green-800">Key</span> : null}
                {picked ? (
                  <span className={key ? 'text-green-800' : 'text-red-700'}>Student's answer</span>
                ) : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A typed-answer question's key as the bank writes it, and every form it accepts. */
function TypedKey({ question: q }: { question: Question }) {
  return (
    <div className="space-y-1 text-slate-800">
      <p>
        <span className="font-semibold">Key: </span>
        <MathHtml text={q.correctAnswerLatex} html={q.correctAnswerHtml} imageAlt="Key" />
      </p>
      {q.acceptedAnswers.length ? (
        <p>
          <span className="font-semibold">Accepted: </span>
          {q.acceptedAnswers.map((a, i) => (
            <span key={a}>
              {i ? ', ' : null}
              <code className="rounded bg-slate-100 px-1 font-mono">{a}</code>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
