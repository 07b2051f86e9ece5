import { Fragment, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { scoreRangeText } from '@academy/shared/evaluation-result';
import { testScoreName } from '@academy/shared/test-scope';
import type { FinishedTest } from '@academy/shared/tests';
import { formatMediumDate } from '../../../lib/format-date';

const Range = ({ range }: { range: { low: number; high: number } }) => (
  <span className="font-semibold tabular-nums text-slate-900">{scoreRangeText(range)}</span>
);

/**
 * A score's name and range, kept on one line where it fits: on a phone the whole SAT's row broke
 * inside "SAT Reading and Writing" and between "SAT Math" and its range.
 */
const Scored = ({ name, children }: { name: string; children: ReactNode }) => (
  <span className="inline-block">
    {name} {children}
  </span>
);

/** Whose results a list links to: the student's own, a student's in the tutor's workspace. */
export type ResultLinks = 'own' | { studentId: string } | null;

function ResultLink({
  test,
  results,
  day,
}: {
  test: FinishedTest;
  results: 'own' | { studentId: string };
  day: string;
}) {
  const link = {
    className: 'text-sm font-medium text-primary-700 underline',
    'aria-label': `See the result of ${test.name}, ${day}`,
    children: 'See the result',
  };
  return results === 'own' ? (
    <Link to="/tests/$attemptId" params={{ attemptId: test.attemptId }} {...link} />
  ) : (
    <Link
      to="/tutor/students/$studentId/tests/$attemptId"
      params={{ studentId: results.studentId, attemptId: test.attemptId }}
      {...link}
    />
  );
}

/**
 * Finished timed tests, newest first: the score range of a full test (the whole SAT's with each
 * section's), the count right of every test, and a link to each result for the student and the
 * tutor (not the parent). Days are the reader's own, unless the page names another calendar (the
 * tutor's pages, Dallas).
 */
export function FinishedTests({
  tests,
  results,
  formatDay = formatMediumDate,
}: {
  tests: FinishedTest[];
  results: ResultLinks;
  formatDay?: (iso: string) => string;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200/80 bg-white shadow-card">
      {tests.map((test) => {
        const day = formatDay(test.finishedAt);
        return (
          <li
            key={test.attemptId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{test.name}</p>
              <p className="text-sm text-slate-600">
                {day} · {test.correct} / {test.total} correct
                {test.unanswered ? ` · ${test.unanswered} not answered` : null}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              {test.scoreRange ? (
                <p className="text-sm text-slate-600">
                  <Scored name={`Estimated ${testScoreName(test.section)} score`}>
                    <Range range={test.scoreRange} />
                  </Scored>
                  {/* The whole SAT's split, as its result gives it: a parent sees it only here. */}
                  {test.sections?.map((s) => (
                    <Fragment key={s.section}>
                      {' '}
                      <Scored name={`· ${testScoreName(s.section)}`}>
                        <Range range={s.scoreRange} />
                      </Scored>
                    </Fragment>
                  ))}
                </p>
              ) : null}
              {results ? <ResultLink test={test} results={results} day={day} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
