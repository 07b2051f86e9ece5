import { useId } from 'react';
import { useHeadingTag } from '../../../components/heading-depth';
import { MasteryRules } from '../../../components/mastery-rules';

/** How a concept's score is made and the rule behind each level (issue 36). */
export function MasteryLevelsHelp() {
  // Not a fixed id: the Family page shows a dashboard per child, each named by its own title.
  const titleId = useId();
  const H2 = useHeadingTag(2);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <H2 id={titleId} className="text-lg font-semibold text-slate-900">
        How scores and levels work
      </H2>
      <div className="mt-2 text-sm">
        <MasteryRules />
      </div>
    </section>
  );
}
