import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MascotSpot, WIDE_CLEAR_OF_LARGE_MASCOT } from '../../../components/layout/mascot-spot';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { goalQueryOptions } from '../../goals/api/goal-api';
import { daysToTest } from '@academy/shared/goals';
import { satScoresQueryOptions } from '../../goals/api/sat-scores-api';
import { GoalCard } from '../../goals/components/goal-card';
import { SatScoresCard } from '../../goals/components/sat-scores-card';
import { useDashboard } from '../api/get-dashboard';
import { DashboardView } from './dashboard-view';

interface ProgressPageProps {
  /** The student's evaluations and timed tests, placed under the dashboard. */
  results?: ReactNode;
}

/** /progress: the student's practice over time, mastery, weakest concepts and estimate. */
export function ProgressPage({ results }: ProgressPageProps) {
  const dashboard = useDashboard();
  // Read beside the dashboard, and waited for with it: the goal's and the scores' cards head
  // the page, and arriving later they would push the whole dashboard down.
  const goal = useQuery(goalQueryOptions());
  const scores = useQuery(satScoresQueryOptions());
  const setGoal = goal.data?.goal;
  const testTaken =
    setGoal?.testDate && daysToTest(setGoal, new Date())! < 0 ? setGoal.testDate : undefined;
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-8 sm:py-12">
      {/* The mascot's spot, as on the home: the page starts beside it, not under it. */}
      <header className="flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your Progress
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Your practice week by week, how well you know each concept, and where to work next.
        </p>
      </header>
      <div className={cn('mt-6', WIDE_CLEAR_OF_LARGE_MASCOT)}>
        {dashboard.isPending || goal.isPending || scores.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading your progress" />
          </div>
        ) : dashboard.isError ? (
          <LoadError
            title="We couldn't load your progress."
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <div className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <GoalCard />
              <SatScoresCard testDate={testTaken} />
            </div>
            <DashboardView data={dashboard.data} />
            {results}
          </div>
        )}
      </div>
    </div>
  );
}
