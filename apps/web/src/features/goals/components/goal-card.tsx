import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Target } from 'lucide-react';
import { academyDay, formatDay, formatDayWithYear } from '@academy/shared/academy-day';
import {
  countdownText,
  daysToTest,
  gapText,
  totalEstimate,
  type GoalStatus,
} from '@academy/shared/goals';
import { moreAnswersText, type PracticeEstimate } from '@academy/shared/progress-dashboard';
import { satDateLabel } from '@academy/shared/sat-dates';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { goalQueryOptions, useRemoveGoal, useSaveGoal } from '../api/goal-api';
import { satDatesQueryOptions } from '../api/sat-dates-api';
import { GoalsCard } from './goals-card';

const GoalForm = lazy(() => import('./goal-form').then((module) => ({ default: module.GoalForm })));

const more = (estimate: PracticeEstimate) =>
  estimate.status === 'ready' ? 'ready' : moreAnswersText(estimate.answersNeeded);

/**
 * The student's SAT goal: the target, the days to the test and the estimate from practice
 * against it, or an invitation to set one. Nothing while it loads or when the call fails: the
 * rest of the page stands without it.
 */
export function GoalCard({
  className,
  scoresLink = false,
}: {
  className?: string;
  /** Once the test day has passed, link to where the scores are entered (/progress). */
  scoresLink?: boolean;
}) {
  const { data } = useQuery(goalQueryOptions());
  const [editing, setEditing] = useState(false);
  const save = useSaveGoal();
  const remove = useRemoveGoal();
  if (!data) return null;
  const { goal } = data;

  return (
    <GoalsCard
      icon={Target}
      title="Your SAT goal"
      className={className}
      formOpen={editing}
      action={
        goal && !editing ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label="Edit your goal"
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        ) : null
      }
    >
      {editing ? (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <GoalForm
            goal={goal}
            onDone={() => setEditing(false)}
            save={save.mutateAsync}
            remove={remove.mutateAsync}
          />
        </Suspense>
      ) : goal ? (
        <GoalSummary
          status={data}
          goal={goal}
          onNextDate={() => setEditing(true)}
          scoresLink={scoresLink}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Set the score you are aiming for and your test date: we count down with you and show how
            your practice measures up.
          </p>
          <Button size="sm" onClick={() => setEditing(true)}>
            Set your goal
          </Button>
        </>
      )}
    </GoalsCard>
  );
}

function GoalSummary({
  status,
  goal,
  onNextDate,
  scoresLink,
}: {
  status: GoalStatus;
  goal: NonNullable<GoalStatus['goal']>;
  onNextDate: () => void;
  scoresLink: boolean;
}) {
  const days = daysToTest(goal, new Date());
  const total = totalEstimate(status.estimates.math, status.estimates.readingWriting);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-600">Target score</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{goal.targetScore}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Test date</dt>
          <dd className="font-semibold text-slate-900">
            {goal.testDate ? (
              <>
                <time dateTime={goal.testDate} className="block">
                  {formatDayWithYear(goal.testDate)}
                </time>
                {days !== null && days >= 0 ? (
                  <>
                    <span className="mt-1 inline-block rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                      {countdownText(days)}
                    </span>
                    <RegistrationCloses testDate={goal.testDate} />
                  </>
                ) : null}
              </>
            ) : (
              <>
                <span className="block text-sm font-normal text-slate-600">Not booked yet</span>
                <NextSatDate />
              </>
            )}
          </dd>
        </div>
      </dl>
      {days !== null && days < 0 ? (
        <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <p>
            Your test day has passed.{' '}
            {scoresLink ? (
              <>
                <Link
                  to="/progress"
                  hash="sat-scores"
                  className="font-medium text-primary-700 underline underline-offset-2"
                >
                  Enter your scores
                </Link>{' '}
                once they are out.{' '}
              </>
            ) : null}
            Taking the SAT again?
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onNextDate}>
            Set your next test date
          </Button>
        </div>
      ) : null}
      <p className="text-sm text-slate-700">
        {total ? (
          <>
            Estimated from practice:{' '}
            <span className="font-semibold tabular-nums">
              {total.low}–{total.high}
            </span>
            . {gapText(goal.targetScore, total)}.
          </>
        ) : (
          <>
            Your estimate shows here once both sections have enough practice (Math:{' '}
            {more(status.estimates.math)}; Reading and Writing:{' '}
            {more(status.estimates.readingWriting)}).
          </>
        )}
      </p>
    </>
  );
}

/**
 * When the test day is one the academy lists with a registration deadline still ahead: the
 * day registration closes (decision 055). Nothing otherwise, or while the list loads.
 */
function RegistrationCloses({ testDate }: { testDate: string }) {
  const { data } = useQuery(satDatesQueryOptions());
  const deadline = data?.dates.find((d) => d.date === testDate)?.registrationDeadline;
  if (!deadline || deadline < academyDay(new Date())) return null;
  return (
    <span className="mt-1 block text-xs font-normal text-slate-600">
      Registration closes {formatDay(deadline)}
    </span>
  );
}

/**
 * For a goal with no test day: the soonest SAT date the academy lists whose registration is
 * still open (decision 055). Nothing when none is, or while the list loads.
 */
function NextSatDate() {
  const { data } = useQuery(satDatesQueryOptions());
  const today = academyDay(new Date());
  const next = data?.dates.find(
    (d) => d.date >= today && (d.registrationDeadline === null || d.registrationDeadline >= today),
  );
  if (!next) return null;
  return (
    <span className="mt-1 block text-xs font-normal text-slate-600">
      Next SAT: {satDateLabel(next, today)}
    </span>
  );
}
