import { useId } from 'react';
import { useHeadingTag } from '../../../components/heading-depth';
import { Link } from '@tanstack/react-router';
import { formatScore } from '@academy/shared/catalog';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { buttonClasses } from '../../../components/ui/button';

interface WeakestConceptsProps {
  weakest: ProgressDashboard['weakest'];
  /** Read by a parent or the tutor: the heading names the student, and there is no Practice. */
  studentName?: string;
}

/** The five practiced concepts with the lowest scores, each with a way to practice it. */
export function WeakestConcepts({ weakest, studentName }: WeakestConceptsProps) {
  // Not a fixed id: the Family page shows a dashboard per child, each named by its own title.
  const titleId = useId();
  const H2 = useHeadingTag(2);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <H2 id={titleId} className="text-lg font-semibold text-slate-900">
        {studentName ? `${studentName}'s weakest concepts` : 'Your weakest concepts'}
      </H2>
      {weakest.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Answer a few questions and the concepts to work on will show here.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {weakest.map((c) => (
            // Practice goes below the name where the two leave the name less than 12rem: with
            // text at 200% on a phone it stood on the name's last word ("Equatio|ns"). A word
            // wider than the card ("Transformations", there) breaks, hyphenated where the browser
            // can, rather than run across the card's border.
            <li
              key={`${c.subModule} ${c.concept}`}
              className="flex flex-wrap items-center gap-3 py-3"
            >
              <div className="min-w-0 flex-[1_1_12rem]">
                <p className="font-medium break-words hyphens-auto text-slate-900">{c.name}</p>
                <p className="text-sm text-slate-600">
                  {c.subModuleName} · {formatScore(c.score)}/10 · {c.level}
                </p>
              </div>
              {studentName ? null : (
                <Link
                  to="/practice/$subModuleId"
                  params={{ subModuleId: c.subModule }}
                  search={{ concept: c.concept }}
                  aria-label={`Practice ${c.name}`}
                  className={buttonClasses({ size: 'sm' })}
                >
                  Practice
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
