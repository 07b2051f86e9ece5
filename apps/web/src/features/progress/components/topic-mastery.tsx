import { useId } from 'react';
import { useHeadingTag } from '../../../components/heading-depth';
import { formatScore } from '@academy/shared/catalog';
import { doneText } from '@academy/shared/mastery';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
// The practice sidebar's bar, as the home shows practice's topic cards: one look for a score.
import { ConceptScoreBar } from '../../practice/components/concept-score-bar';

/** Mastery per topic and concept: each concept's bar, level and "12 of 40 done". */
export function TopicMastery({ topics }: { topics: ProgressDashboard['topics'] }) {
  // Not a fixed id: the Family page shows a dashboard per child, each named by its own title.
  const titleId = useId();
  const [H2, H3] = [useHeadingTag(2), useHeadingTag(3)];
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <H2 id={titleId} className="text-lg font-semibold text-slate-900">
        Mastery by topic
      </H2>
      <div className="mt-4 space-y-6">
        {topics.map((topic) => (
          <div key={topic.subModule}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <H3 className="font-semibold text-slate-900">{topic.name}</H3>
              <p className="text-sm text-slate-600">
                {doneText(topic.answered, topic.total)} · Average{' '}
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatScore(topic.averageScore)}
                </span>
                /10
              </p>
            </div>
            <ul className="mt-3 space-y-4" aria-label={`${topic.name} concepts`}>
              {topic.concepts.map((c) => (
                <li key={c.concept}>
                  <ConceptScoreBar name={c.name} score={c.score} done={c} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
