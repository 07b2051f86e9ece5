import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Award } from 'lucide-react';
import { formatDayWithYear } from '@academy/shared/academy-day';
import { estimatedThen, satScoreMessages, type SatScore } from '@academy/shared/sat-scores';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { satScoresQueryOptions, useRemoveSatScore } from '../api/sat-scores-api';
import { GoalsCard } from './goals-card';

const SatScoreForm = lazy(() =>
  import('./sat-score-form').then((module) => ({ default: module.SatScoreForm })),
);

/**
 * The student's official SAT scores, each beside what practice estimated then, and the form
 * that enters a test's. `testDate`: the goal's test day once it has passed, offered first.
 */
export function SatScoresCard({ testDate, className }: { testDate?: string; className?: string }) {
  const { data } = useQuery(satScoresQueryOptions());
  const [entering, setEntering] = useState(false);
  if (!data) return null;
  const scores = data.scores;
  const offered = testDate && !scores.some((s) => s.testDate === testDate) ? testDate : undefined;

  return (
    <GoalsCard
      id="sat-scores"
      icon={Award}
      title="Your SAT scores"
      className={className}
      formOpen={entering}
      action={
        !entering && scores.length ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label="Add scores"
            onClick={() => setEntering(true)}
          >
            Add
          </Button>
        ) : null
      }
    >
      {scores.length ? (
        <ul className="divide-y divide-slate-100">
          {scores.map((score) => (
            <ScoreRow key={score.id} score={score} />
          ))}
        </ul>
      ) : null}
      {entering ? (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <SatScoreForm testDate={offered} onDone={() => setEntering(false)} />
        </Suspense>
      ) : scores.length === 0 ? (
        <>
          <p className="text-sm text-slate-600">
            Took the SAT? Enter your scores once the College Board releases them: your tutor sees
            them beside what your practice estimated.
          </p>
          <Button size="sm" onClick={() => setEntering(true)}>
            Enter your scores
          </Button>
        </>
      ) : null}
    </GoalsCard>
  );
}

function ScoreRow({ score }: { score: SatScore }) {
  const remove = useRemoveSatScore();
  const day = formatDayWithYear(score.testDate);
  return (
    // Remove goes under the score where the row cannot give the score 10rem beside it: at 200%
    // text on a phone the row was 305 px wide where 261 px were left.
    <li className="flex flex-wrap items-start gap-3 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-sm text-slate-600">{day}</p>
        <p className="text-2xl font-bold text-slate-900 tabular-nums">{score.total}</p>
        <p className="text-sm text-slate-700">
          Math {score.math} · Reading and Writing {score.readingWriting}
        </p>
        <p className="text-xs text-slate-500">{estimatedThen(score)}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove the scores of ${day}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(score.id, {
            onSuccess: () => toast.success(satScoreMessages.removed),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Remove
      </Button>
    </li>
  );
}
