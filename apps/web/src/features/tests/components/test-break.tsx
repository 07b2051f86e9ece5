import { useEffect, useRef, useState } from 'react';
import { Coffee } from 'lucide-react';
import {
  SAT_BREAK_MINUTES,
  SAT_SECTIONS,
  type TestAttemptView,
  type TestSection,
} from '@academy/shared/tests';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { CountdownClock } from '../../../components/countdown';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { resumeTest } from '../api/tests-api';
import { useCountdown } from '../hooks/use-countdown';
import { SECTION_NAME } from '../lib/sat-modules';

const [before, after] = SAT_SECTIONS as [TestSection, TestSection];

interface TestBreakProps {
  attempt: TestAttemptView & { breakUntil: string };
  /** When the device received `attempt` (Date.now()), to read the server's clock. */
  receivedAt: number;
  /** The attempt once the break is over: resumed here, or read again when its time ran out. */
  onOver: (next: TestAttemptView | undefined) => void;
}

/**
 * The whole SAT's break between its sections (decision 066), as Bluebook's practice tests give
 * it: its clock, and Resume Testing for a student ready before it runs out.
 */
export function TestBreak({ attempt, receivedAt, onOver }: TestBreakProps) {
  const secondsLeft = useCountdown(attempt.breakUntil, attempt.serverNow, receivedAt);
  const [resuming, setResuming] = useState(false);
  const [error, setError] = useState<string>();
  const title = useRef<HTMLHeadingElement>(null);
  // The module's screen, and the focus on its Finish, are gone: the break takes the focus.
  useEffect(() => title.current?.focus(), []);
  // At 0 the module's time has started: read it. Read again (each new read restarts this) while
  // the server, whose clock rules, still says the break goes on.
  const { serverNow } = attempt;
  useEffect(() => {
    if (secondsLeft > 0) return;
    const read = setTimeout(() => onOver(undefined), 500);
    return () => clearTimeout(read);
  }, [secondsLeft, onOver, serverNow]);

  const resume = async () => {
    setResuming(true);
    setError(undefined);
    try {
      onOver(await resumeTest(attempt.attemptId));
    } catch (e) {
      setError(
        serverMessage(e) ??
          'The test could not be resumed: check your connection and try again. The break goes on.',
      );
      setResuming(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl page-gutter py-10 sm:py-14">
      <header className="flow-root">
        <MascotSpot />
        <p className="text-sm font-medium text-primary-700">{attempt.name}</p>
        <h1
          ref={title}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          Break
        </h1>
      </header>
      <section
        aria-labelledby="break-time"
        data-mascot-avoid
        className="mt-6 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-7"
      >
        <h2 id="break-time" className="flex items-center gap-2 font-semibold text-slate-900">
          <Coffee className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
          Remaining break time
        </h2>
        <div className="mt-2">
          <CountdownClock
            id="test-break-clock"
            label="Remaining break time: "
            secondsLeft={secondsLeft}
            shown
            urgent={false}
          />
        </div>
        <p className="mt-4 text-slate-700">
          {SECTION_NAME[before]} is over and your answers are saved. {SECTION_NAME[after]} starts
          when the break ends, or as soon as you resume.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          On test day you get a {SAT_BREAK_MINUTES}-minute break here too: stand up, stretch, drink
          some water and rest your eyes. Keep this page open.
        </p>
        <div className="mt-6">
          <Button
            onClick={() => void resume()}
            disabled={resuming}
            aria-describedby={error ? 'resume-error' : undefined}
          >
            {resuming ? (
              <Spinner label="Resuming" className="[&_svg]:size-4 [&_svg]:text-white" />
            ) : null}
            {resuming ? 'Resuming…' : 'Resume Testing'}
          </Button>
          {error ? (
            <p id="resume-error" role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
