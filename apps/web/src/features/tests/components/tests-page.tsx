import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { ListChecks } from 'lucide-react';
import { EVALUATION_KIND_INFO, EVALUATION_KINDS } from '@academy/shared/evaluation-kinds';
import type { TestSection, TestSummary } from '@academy/shared/tests';
import { MascotSpot, WIDE_CLEAR_OF_LARGE_MASCOT } from '../../../components/layout/mascot-spot';
import { LoadError } from '../../../components/load-error';
import { buttonClasses } from '../../../components/ui/button';
import {
  segmentedTabClasses,
  segmentedTabListClasses,
} from '../../../components/ui/segmented-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { PracticeTrialNotice } from '../../guest-trial/components/practice-trial-notice';
import { useProfile } from '../../profile/api/get-profile';
import { finishedTestsQueryOptions, testsQueryOptions } from '../api/tests-api';
import { FinishedTests } from './finished-tests';
import { TestCard } from './test-card';

/** The student's finished tests, once there is one; a failed load leaves the page as it is. */
function FinishedTestsSection() {
  const { data } = useQuery(finishedTestsQueryOptions());
  if (!data?.length) return null;
  return (
    <section
      aria-labelledby="finished-tests"
      className={cn('mt-10', WIDE_CLEAR_OF_LARGE_MASCOT)}
      data-mascot-avoid
    >
      <h2 id="finished-tests" className="text-lg font-semibold text-slate-900">
        Your finished tests
      </h2>
      <div className="mt-4">
        <FinishedTests tests={data} results="own" />
      </div>
    </section>
  );
}

/**
 * A Guest's short set is taken from their free questions: said before they start one, and only
 * while one can be started. A Guest has one set; after it every card says Choose a plan, and the
 * note had them expect another.
 */
const GUEST_SET_NOTE = 'Each answer in a short set uses one of them.';

/** The section shown first: the one asked for, else one with a test under way, else Math. */
const firstSection = (tests: TestSummary[], asked: TestSection | undefined): TestSection =>
  asked ??
  tests.find((t): t is TestSummary & { section: TestSection } =>
    Boolean(t.inProgress && t.section !== 'sat'),
  )?.section ??
  'math';

/** The whole SAT, both sections with the break, above the tabs of the sections' own tests. */
function WholeSat({ tests }: { tests: TestSummary[] }) {
  const { data: profile } = useProfile();
  const whole = tests.filter((test) => test.section === 'sat');
  if (whole.length === 0) return null;
  return (
    <ul className="mb-6 grid gap-4">
      {whole.map((test) => (
        <TestCard key={test._id} test={test} extendedTime={profile?.extendedTime} />
      ))}
    </ul>
  );
}

/** One tab a section: its full test and short sets. */
function SectionTabs({
  tests,
  section,
  onSection,
}: {
  tests: TestSummary[];
  section: TestSection | undefined;
  onSection: (section: TestSection) => void;
}) {
  // The profile is read for the time the server will allow: the cards say the same.
  const { data: profile } = useProfile();
  return (
    <Tabs.Root
      value={firstSection(tests, section)}
      onValueChange={(value) => onSection(value as TestSection)}
    >
      <Tabs.List aria-label="SAT section" className={segmentedTabListClasses}>
        {EVALUATION_KINDS.map((kind) => (
          <Tabs.Trigger key={kind} value={kind} className={segmentedTabClasses}>
            {EVALUATION_KIND_INFO[kind].scoreName}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {EVALUATION_KINDS.map((kind) => (
        <Tabs.Content key={kind} value={kind} className="mt-6 rounded-2xl">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tests
              .filter((test) => test.section === kind)
              .map((test) => (
                <TestCard key={test._id} test={test} extendedTime={profile?.extendedTime} />
              ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * /tests (SPEC §2 "Tests Page"): the timed practice tests, as on test day, one tab a SAT
 * section (`?section=`, so a reload or a link keeps the choice).
 */
export function TestsPage({
  section,
  onSection,
}: {
  section?: TestSection;
  onSection: (section: TestSection) => void;
}) {
  const { data, isPending, isError, refetch } = useQuery(testsQueryOptions());
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-10 sm:py-14">
      <header className="flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tests Page</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Timed practice in test-day conditions: mark questions for review, strike out choices and
          move freely inside a module. Once a module is finished, you cannot go back to it. An
          answer to a question you have not practiced counts in your concept scores and review, as a
          first try in practice does.
        </p>
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <ListChecks className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Approved for extended time? Set it on your{' '}
            <Link to="/profile" className="font-medium text-primary-700 underline">
              profile
            </Link>
            .
          </span>
        </p>
      </header>
      <div className={cn('mt-8', WIDE_CLEAR_OF_LARGE_MASCOT)} data-mascot-avoid>
        <PracticeTrialNotice
          note={data?.some((test) => test.available) ? GUEST_SET_NOTE : undefined}
          away
        />
        {isPending ? (
          <Spinner label="Loading tests" />
        ) : isError ? (
          <LoadError
            title="The tests could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <WholeSat tests={data} />
            <SectionTabs tests={data} section={section} onSection={onSection} />
          </>
        )}
      </div>
      <FinishedTestsSection />
      <p className="mt-6">
        <Link to="/progress" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          See your progress
        </Link>
      </p>
    </div>
  );
}
