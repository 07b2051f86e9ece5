import type { ReactNode } from 'react';
import { dueLabel, isHomeworkDone, type Homework } from '@academy/shared/homework';
import { meterFillClasses, meterTrackClasses } from '../../../components/ui/meter';
import { cn } from '../../../lib/cn';

/** One piece of homework: what, how far along, when due, the tutor's note; `children`: actions. */
export function HomeworkItem({
  homework,
  now,
  children,
}: {
  homework: Homework;
  now: Date;
  children?: ReactNode;
}) {
  const due = dueLabel(homework, now);
  const done = isHomeworkDone(homework);
  const titleId = `homework-${homework.id}`;
  return (
    // Kept clear of the mascot as a whole: its due day and the tutor's note are plain text, and
    // scrolled under the top bar the mascot stood on them, finding only the Practice button.
    <li
      aria-labelledby={titleId}
      data-mascot-avoid
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={titleId} className="font-semibold text-slate-900">
          {homework.conceptName ?? homework.subModuleName}
        </p>
        {due ? (
          <span
            className={cn(
              'text-xs font-semibold',
              done ? 'text-emerald-700' : due.late ? 'text-red-700' : 'text-slate-600',
            )}
          >
            {due.text}
          </span>
        ) : null}
      </div>
      {homework.conceptName ? (
        <p className="text-xs text-slate-500">{homework.subModuleName}</p>
      ) : null}
      <div>
        <p className="text-sm text-slate-700">
          {homework.answered} of {homework.questionCount} questions
        </p>
        <div aria-hidden="true" className={cn(meterTrackClasses, 'mt-1 bg-slate-100')}>
          <div
            className={cn(meterFillClasses, done ? 'bg-emerald-500' : 'bg-primary-500')}
            style={{ width: `${(100 * homework.answered) / homework.questionCount}%` }}
          />
        </div>
      </div>
      {homework.note ? (
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          “{homework.note}” <span className="text-slate-500">· {homework.authorName}</span>
        </p>
      ) : null}
      {children}
    </li>
  );
}
