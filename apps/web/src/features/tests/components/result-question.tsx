import { Check, X } from 'lucide-react';
import type { TestResultQuestion } from '@academy/shared/tests';
import { ScrollingMath } from '../../../components/math/scrolling-math';
import { cn } from '../../../lib/cn';
import { QuestionBody } from '../../../components/question-body';
import { formatSeconds } from '../lib/format-seconds';

/**
 * A choice's letter with its text, or the typed answer as given. `label`: what its box is named
 * while a formula too wide for it scrolls (text at 200% on a phone).
 */
function AnswerText({ q, value, label }: { q: TestResultQuestion; value: string; label: string }) {
  const choice = q.question.choices.find((c) => c.id === value);
  return choice ? (
    <span className="flex items-baseline gap-1">
      <span className="font-semibold">{choice.id}.</span>
      <ScrollingMath
        text={choice.latex || choice.text}
        html={choice.html}
        label={`${label}, scrolls sideways`}
      />
    </span>
  ) : (
    <span className="font-semibold">{value}</span>
  );
}

/**
 * One question of the result: the student's answer, the key, the time and the explanation.
 * `numberInModule` counts from 1 in each module, as the module itself did.
 */
export function ResultQuestion({
  q,
  moduleName,
  numberInModule,
  answerLabel,
}: {
  q: TestResultQuestion;
  /** "Module 2", or in the whole SAT "Math, module 1". */
  moduleName: string;
  numberInModule: number;
  /** "Your answer", or "Student's answer" on the tutor's page. */
  answerLabel: string;
}) {
  const Icon = q.isCorrect ? Check : X;
  return (
    <article
      aria-labelledby={`result-q-${q.number}`}
      data-mascot-avoid
      // Padded in pixels on a phone, as the module's question card is: room for formulas with
      // text at 200%.
      className="rounded-2xl border border-slate-200/80 bg-white p-[20px] shadow-card sm:p-5"
    >
      <h3
        id={`result-q-${q.number}`}
        className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs',
            q.isCorrect ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {q.isCorrect ? 'Correct' : q.answer === null ? 'Not answered' : 'Incorrect'}
        </span>{' '}
        {/* The spaces keep the heading's words apart for a screen reader; flex lays them out. */}
        {moduleName} · Question {numberInModule}{' '}
        <span className="font-normal text-slate-600">· {formatSeconds(q.seconds)}</span>
        {q.marked ? (
          <>
            {' '}
            <span className="font-normal text-slate-600">· marked for review</span>
          </>
        ) : null}
      </h3>
      {/* The skills the "By skill" tally counts this question under. */}
      <p className="mt-1 text-xs text-slate-600">
        {q.concepts.length > 1 ? 'Skills' : 'Skill'}: {q.concepts.map((c) => c.name).join(', ')}
      </p>
      <div className="mt-3">
        <QuestionBody
          question={q.question}
          passageLabel={`Passage, ${moduleName} question ${numberInModule}`}
        />
      </div>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-slate-600">{answerLabel}</dt>
          <dd className="min-w-0 text-slate-900">
            {q.answer === null ? '—' : <AnswerText q={q} value={q.answer} label={answerLabel} />}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">Correct answer</dt>
          <dd className="min-w-0 text-slate-900">
            {q.question.type === 'multiple_choice' ? (
              <AnswerText q={q} value={q.correctAnswer} label="Correct answer" />
            ) : (
              <ScrollingMath
                text={q.correctAnswerLatex || q.correctAnswer}
                html={q.correctAnswerHtml}
                label="Correct answer, scrolls sideways"
              />
            )}
          </dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-700">Explanation</summary>
        <ScrollingMath
          text={q.explanationLatex || q.explanation}
          html={q.explanationHtml}
          label="Explanation, scrolls sideways"
          className="mt-2 text-slate-800"
        />
      </details>
    </article>
  );
}
