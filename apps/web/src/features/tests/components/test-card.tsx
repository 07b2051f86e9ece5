import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { SAT_BREAK_MINUTES, type ExtendedTime, type TestSummary } from '@academy/shared/tests';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { formatClockTime } from '../../../lib/format-date';
import { describeTestLength } from '../lib/test-length';
import { afterBreak } from '../lib/sat-modules';
import { startTest } from '../api/tests-api';
import { LabelWithContext } from '../../../components/ui/label-with-context';

/** A test on /tests: its length, the attempt under way, Resume and Start. */
export function TestCard({
  test,
  extendedTime,
}: {
  test: TestSummary;
  extendedTime?: ExtendedTime;
}) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  const start = async () => {
    setStarting(true);
    setError(undefined);
    try {
      const { attemptId } = await startTest(test._id);
      await navigate({ to: '/tests/$attemptId', params: { attemptId } });
    } catch (e) {
      setError(serverMessage(e) ?? 'The test could not be started. Please try again.');
      setStarting(false);
    }
  };
  const errorId = `start-error-${test._id}`;
  const startButton = (
    <Button
      variant={test.inProgress ? 'secondary' : undefined}
      onClick={test.inProgress ? undefined : () => void start()}
      disabled={starting}
      aria-describedby={error ? errorId : undefined}
    >
      {starting ? <Spinner label="Starting" className="[&_svg]:size-4 [&_svg]:text-white" /> : null}
      <LabelWithContext
        label={starting ? 'Starting…' : test.inProgress ? 'Start a new one' : 'Start'}
        context={test.name}
      />
    </Button>
  );
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card">
      <h2 className="font-semibold text-slate-900">{test.name}</h2>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {describeTestLength(test, extendedTime)}
      </p>
      {test.inProgress ? (
        <p className="mt-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
          {test.inProgress.breakUntil
            ? // The whole SAT's break: the module's time has not begun (its deadline assumes
              // the whole break), so the card gives the break's end, not the module's.
              `On your break: module ${test.inProgress.module} of ${test.modules} starts at ${formatClockTime(test.inProgress.breakUntil)}, or as soon as you resume`
            : `Under way: module ${test.inProgress.module} of ${test.modules}, ${
                test.inProgress.deadline
                  ? `until ${formatClockTime(test.inProgress.deadline)}`
                  : afterBreak(test, test.inProgress.module)
                    ? // Reading and Writing ran out while the student was away: opening the
                      // test starts the break before Math, not Math's clock.
                      `after a ${SAT_BREAK_MINUTES}-minute break that starts when you resume`
                    : 'its time starting when you resume'
              }`}
          . Your answers are saved.
          {test.available ? ' Starting a new one ends it, with no result.' : null}
        </p>
      ) : null}
      <div className="mt-4 flex flex-1 flex-wrap items-end gap-2">
        {test.inProgress ? (
          <Link
            to="/tests/$attemptId"
            params={{ attemptId: test.inProgress.attemptId }}
            className={buttonClasses({})}
          >
            <LabelWithContext label="Resume" context={test.name} />
          </Link>
        ) : null}
        {test.available && test.inProgress ? (
          // A tap meant for Resume on a phone would end a test under way for good, unscored.
          <ConfirmDialog
            title="End the test under way?"
            description={`Your ${test.name} under way ends, with no result: its answers are not scored. A new one starts with its clock running.`}
            keepLabel="Keep my test"
            confirmLabel="End it and start anew"
            onConfirm={() => void start()}
          >
            {startButton}
          </ConfirmDialog>
        ) : test.available ? (
          startButton
        ) : test.inProgress ? null : (
          <p className="text-sm text-slate-600">
            <Link to="/pricing" className="font-medium text-primary-700 underline">
              <LabelWithContext label="Choose a plan" context={test.name} />
            </Link>{' '}
            to take this test.
          </p>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
