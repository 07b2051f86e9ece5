import { useId } from 'react';
import { useHeadingTag } from '../../../components/heading-depth';
import { MASTERY_LEVEL_RULES, MASTERY_LEVELS, MASTERY_SCORE_RULE } from '@academy/shared/mastery';

/**
 * How a concept's score is made and the rule behind each level (issue 36). `anchored`: the
 * student's own page, where practice links to it (/progress#levels); a parent's Family page shows
 * one per child, and one id twice is no anchor.
 */
export function MasteryLevelsHelp({ anchored }: { anchored: boolean }) {
  // Not a fixed id: the Family page shows a dashboard per child, each named by its own title.
  const titleId = useId();
  const H2 = useHeadingTag(2);
  return (
    <section
      id={anchored ? 'levels' : undefined}
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <H2 id={titleId} className="text-lg font-semibold text-slate-900">
        How scores and levels work
      </H2>
      <p className="mt-2 text-sm text-slate-700">{MASTERY_SCORE_RULE}</p>
      <dl className="mt-3 space-y-2 text-sm">
        {MASTERY_LEVELS.map((level) => (
          <div key={level} className="sm:flex sm:gap-2">
            <dt className="font-semibold text-slate-900 sm:w-28 sm:shrink-0">{level}</dt>
            <dd className="text-slate-700">{MASTERY_LEVEL_RULES[level]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
