import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { homeworkLine } from '@academy/shared/homework';
import { SessionReportView } from '../../session-reports/components/session-report-view';
import { MAX_PRACTICE_SHEET } from '@academy/shared/tutor';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { LoadError } from '../../../components/load-error';
import { MathText } from '../../../components/math/math-text';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useBrief } from '../api/tutor-api';
import { formatDate } from '../lib/format';
import { FinishedTests } from '../../tests/components/finished-tests';
import { BriefHeading } from './brief-heading';
import { BriefQuestionBody } from './brief-question';
import { BriefScoresTable } from './brief-scores';
import { WeakestTable } from './brief-weakest';
import './brief-print.css';

const sectionTitle = 'text-lg font-bold text-slate-900 print:text-base';
const SHEET_SIZES = Array.from({ length: MAX_PRACTICE_SHEET + 1 }, (_, n) => n);

interface BriefPageProps {
  studentId: string;
  practiceSheet: number;
  onPracticeSheet: (n: number) => void;
}

/** /tutor/students/$studentId/brief: one printable page before a session. */
export function BriefPage({ studentId, practiceSheet, onPracticeSheet }: BriefPageProps) {
  const query = useBrief(studentId, practiceSheet);
  const sizeId = useId();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Preparing the brief" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't prepare the brief."
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const brief = query.data;
  const generatedAt = new Date(brief.generatedAt);
  return (
    <article
      data-brief
      className="flow-root space-y-8 print:space-y-5"
      aria-labelledby="brief-title"
    >
      {/* The mascot's start spot on phones and tablets, beside the Print row and the title. */}
      <div data-print-hide className="contents">
        <MascotSpot />
      </div>
      <div data-print-hide className="flex flex-wrap items-end justify-between gap-3">
        <Link
          to="/tutor/students/$studentId"
          params={{ studentId }}
          className="text-sm font-medium text-primary-700 hover:underline"
        >
          ← Back to {brief.student.firstname}’s page
        </Link>
        <div className="flex flex-wrap items-end gap-3" data-mascot-avoid>
          <div className="space-y-1">
            <label htmlFor={sizeId} className="block text-xs font-medium text-slate-600">
              Practice sheet questions
            </label>
            <select
              id={sizeId}
              value={practiceSheet}
              onChange={(e) => onPracticeSheet(Number(e.target.value))}
              className={`${inputClasses} h-9 w-24 py-1 text-sm`}
            >
              {SHEET_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>

      <BriefHeading brief={brief} />

      <section aria-labelledby="brief-scores" className="brief-item space-y-3" data-mascot-avoid>
        <h2 id="brief-scores" className={sectionTitle}>
          Scores
        </h2>
        <BriefScoresTable scores={brief.scores} />
        <h3 className="text-sm font-semibold text-slate-800">Latest timed tests</h3>
        {brief.tests.length === 0 ? (
          <p className="text-sm text-slate-500">No finished timed tests.</p>
        ) : (
          <FinishedTests tests={brief.tests} results={null} formatDay={formatDate} />
        )}
      </section>

      {brief.lastReport ? (
        <section aria-labelledby="brief-report" className="brief-item space-y-2" data-mascot-avoid>
          <h2 id="brief-report" className={sectionTitle}>
            Last session&apos;s report
          </h2>
          <SessionReportView report={brief.lastReport} />
        </section>
      ) : null}

      {brief.lastNote ? (
        <section aria-labelledby="brief-note" className="brief-item space-y-2" data-mascot-avoid>
          <h2 id="brief-note" className={sectionTitle}>
            Last note
          </h2>
          {/* A pasted link is one long word: it breaks within the page, as on the notes panel. */}
          <blockquote className="border-l-4 border-primary-200 pl-3 text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">
            {brief.lastNote.text}
          </blockquote>
          <p className="text-xs text-slate-500">
            {brief.lastNote.authorName}, {formatDate(brief.lastNote.updatedAt)}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="brief-homework" className="brief-item space-y-2" data-mascot-avoid>
        <h2 id="brief-homework" className={sectionTitle}>
          Homework
        </h2>
        {brief.homework.length === 0 ? (
          <p className="text-sm text-slate-500">No homework open or just done.</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-800">
            {brief.homework.map((h) => (
              <li key={h.id}>{homeworkLine(h, generatedAt)}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="brief-weakest" className="brief-item space-y-2" data-mascot-avoid>
        <h2 id="brief-weakest" className={sectionTitle}>
          Weakest concepts
        </h2>
        <WeakestTable weakest={brief.weakest} />
      </section>

      <section aria-labelledby="brief-misses" className="space-y-3" data-mascot-avoid>
        <h2 id="brief-misses" className={sectionTitle}>
          Last misses
        </h2>
        {brief.misses.length === 0 ? (
          <p className="text-sm text-slate-500">No misses yet.</p>
        ) : (
          <ol className="space-y-3">
            {brief.misses.map((m, i) => (
              <li
                key={`${m.questionId}-${i}`}
                className="brief-item overflow-x-auto overflow-y-hidden rounded-xl border border-slate-200 p-3"
              >
                <p className="text-xs text-slate-500">
                  {m.subModuleName} · {formatDate(m.answeredAt)}
                </p>
                <BriefQuestionBody question={m} />
                <p className="mt-2 text-sm">
                  <span className="font-semibold">Answered: </span>
                  <MathText text={m.studentAnswer} />
                  {' · '}
                  <span className="font-semibold">Answer: </span>
                  {m.choices.length ? `${m.correctAnswer} ` : null}
                  {m.choices.length ? '(' : null}
                  <MathText text={m.correctAnswerText} />
                  {m.choices.length ? ')' : null}
                  {' · '}
                  {m.hintsUsed} hint{m.hintsUsed === 1 ? '' : 's'}, {m.superhintsUsed} superhint
                  {m.superhintsUsed === 1 ? '' : 's'}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="brief-flags" className="space-y-3" data-mascot-avoid>
        <h2 id="brief-flags" className={sectionTitle}>
          Flagged questions
        </h2>
        {brief.flags.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing flagged.</p>
        ) : (
          <ul className="space-y-2">
            {brief.flags.map((f) => (
              <li
                key={f.id}
                className="brief-item overflow-x-auto overflow-y-hidden rounded-xl border border-slate-200 p-3 text-sm"
              >
                {f.question ? <MathText block text={f.question} /> : null}
                <p className="mt-1">
                  <span className="font-semibold">Note: </span>
                  {f.note ?? 'none'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {brief.practiceSheet.length ? (
        <>
          <section aria-labelledby="brief-sheet" className="space-y-3" data-mascot-avoid>
            <h2 id="brief-sheet" className={sectionTitle}>
              Practice sheet
            </h2>
            <ol className="space-y-4">
              {brief.practiceSheet.map((q, i) => (
                <li key={q.questionId} className="brief-item flex gap-3">
                  <span className="font-bold">{i + 1}.</span>
                  <div className="min-w-0 flex-1">
                    <BriefQuestionBody question={q} />
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="brief-answers"
            className="brief-answers space-y-3"
            data-mascot-avoid
          >
            <h2 id="brief-answers" className={sectionTitle}>
              Practice sheet answers
            </h2>
            <ol className="space-y-3">
              {brief.practiceSheet.map((q, i) => (
                // Sideways only, as a question: room below for a fraction in the last line.
                <li
                  key={q.questionId}
                  className="brief-item overflow-x-auto overflow-y-hidden pb-2 text-sm"
                >
                  <p>
                    <span className="font-bold">{i + 1}. </span>
                    {q.choices.length ? `${q.correctAnswer}: ` : null}
                    <MathText text={q.correctAnswerText} />
                  </p>
                  <MathText block text={q.explanation} className="mt-1 text-slate-700" />
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </article>
  );
}
