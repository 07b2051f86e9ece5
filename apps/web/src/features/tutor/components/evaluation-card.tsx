import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import {
  BLANK_ANSWER_TEXT,
  firstSittingDay,
  scoreRangeText,
} from '@academy/shared/evaluation-result';
import type { TutorEvaluation } from '@academy/shared/tutor';
import { MathText } from '../../../components/math/math-text';
import { serverMessage } from '../../../lib/api-client';
import { useSetContacted } from '../api/tutor-api';
import { formatDateTime } from '../lib/format';

/** One submission: its range, domains, missed items, and the "contacted" mark. */
export function EvaluationCard({
  evaluation: e,
  showStudent = true,
  headingLevel = 2,
}: {
  evaluation: TutorEvaluation;
  showStudent?: boolean;
  /** 2 on /tutor/evaluations, under the page's title; 3 under a student's Evaluations. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const contacted = useSetContacted();
  // The box shows the tutor's click at once, until the list read afresh says the same (or the
  // save fails): a controlled box would otherwise snap back while the call is on its way.
  const [clicked, setClicked] = useState<boolean | null>(null);
  useEffect(() => setClicked(null), [e.contacted]);
  const toggle = (value: boolean) => {
    setClicked(value);
    contacted.mutate({ id: e.id, contacted: value }, { onError: () => setClicked(null) });
  };
  // A range is on its own section's scale, so it is always named with its section.
  const range = e.scoreRange ? scoreRangeText(e.scoreRange) : '(not scored yet)';
  const title = `${EVALUATION_KIND_INFO[e.kind].scoreName} ${range}`;
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      aria-labelledby={`evaluation-${e.id}`}
      data-mascot-avoid
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={`evaluation-${e.id}`} className="font-semibold text-slate-900">
            {title}
          </Heading>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {formatDateTime(e.submittedAt)}
            {showStudent ? (
              <>
                {' · '}
                {e.studentId && e.studentName ? (
                  <Link
                    to="/tutor/students/$studentId"
                    params={{ studentId: e.studentId }}
                    className="font-medium text-primary-700 underline-offset-2 hover:underline"
                  >
                    {e.studentName}
                  </Link>
                ) : null}{' '}
                <span className="wrap-anywhere">{e.email}</span>
              </>
            ) : null}
          </p>
        </div>
        {/* The whole label is the target: 44 px tall under a finger. */}
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700 sm:min-h-9">
          <input
            type="checkbox"
            className="size-5 rounded border-slate-300 accent-primary-600"
            checked={clicked ?? e.contacted}
            disabled={contacted.isPending}
            onChange={(event) => toggle(event.target.checked)}
          />
          Contacted
        </label>
      </div>
      {contacted.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {serverMessage(contacted.error) ?? 'The mark was not saved. Try again.'}
        </p>
      ) : null}
      {e.correct !== null && e.total !== null ? (
        <p className="mt-2 text-sm text-slate-700">
          {e.correct} of {e.total} right
          {e.answered !== null && e.answered < e.total
            ? ` · ${e.answered} answered, ${e.total - e.answered} left blank`
            : null}
        </p>
      ) : null}
      {e.retake ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>Retake</strong>: sent {e.retake.earlier}{' '}
          {e.retake.earlier === 1 ? 'time' : 'times'} before, first on {firstSittingDay(e.retake)} (
          {scoreRangeText(e.retake.firstRange)}). Its answers were shown then, so this range reads
          high.
        </p>
      ) : null}
      {e.domains.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Domains">
          {e.domains.map((d) => (
            <li
              key={d.domain}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {d.name}: {d.correct}/{d.total}
            </li>
          ))}
        </ul>
      ) : null}
      {e.missed.length ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-primary-700">
            Missed items ({e.missed.length})
          </summary>
          <ol className="mt-2 space-y-2">
            {e.missed.map((m) => (
              <li key={m.id} className="rounded-lg border border-slate-100 p-3 text-sm">
                <p className="text-xs font-semibold text-slate-500 uppercase">
                  Section {m.section}, question {m.number} · {m.domain}
                </p>
                <MathText block text={m.question} className="mt-1 text-slate-800" />
                <p className="mt-1 text-slate-700">
                  {/* The results page's words, so the student and the tutor read the same. */}
                  Their answer:{' '}
                  {m.userChoice ? (
                    <MathText text={m.userChoice} />
                  ) : (
                    (m.userAnswer ?? BLANK_ANSWER_TEXT)
                  )}
                  . Correct answer: <MathText text={m.correctAnswer} />.
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
