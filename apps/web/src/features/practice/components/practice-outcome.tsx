import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Loader2, PartyPopper, RotateCcw, SearchX, Target } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useStartRound } from '../api/start-round';
import { AllConceptsButton } from './concept-choice';

interface OutcomePanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action: string;
  tone: 'neutral' | 'celebrate';
  /** Another way on, beside the way back to the topics. */
  extra?: ReactNode;
  /** Takes focus (and so comes into view) when it replaces the card the student moved on from. */
  focusOnArrival?: boolean;
}

/** What every outcome takes from the session: whether the student just moved on to it. */
type Arrival = Pick<OutcomePanelProps, 'focusOnArrival'>;

/** What the card area shows instead of a question, with a way back to the topics. */
function OutcomePanel({
  icon,
  title,
  children,
  action,
  tone,
  extra,
  focusOnArrival = false,
}: OutcomePanelProps) {
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After Next Question on a long card the page was scrolled down: the panel, much shorter,
    // was left above the screen and the focus fell to the page.
    if (focusOnArrival) titleRef.current?.focus();
    // Only when the panel arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section
      aria-labelledby="practice-outcome-title"
      data-mascot-avoid
      className="flex flex-col items-center rounded-2xl border border-slate-200/80 bg-white px-6 py-12 text-center shadow-card sm:py-16"
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'celebrate' ? 'bg-accent-100 text-accent-700' : 'bg-slate-100 text-slate-500',
        )}
      >
        {icon}
      </span>
      <h2
        id="practice-outcome-title"
        ref={titleRef}
        tabIndex={-1}
        className="mt-5 text-xl font-bold text-slate-900 sm:text-2xl"
      >
        {title}
      </h2>
      {children ? <div className="mt-2 max-w-md text-slate-600">{children}</div> : null}
      <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        {extra}
        <Button
          variant={extra ? 'secondary' : 'primary'}
          onClick={() => void navigate({ to: '/practice' })}
        >
          {action}
        </Button>
      </div>
    </section>
  );
}

/** The submodule has no questions at all (the random call answered NO_QUESTIONS_FOUND). */
export function NoQuestions({ focusOnArrival }: Arrival) {
  return (
    <OutcomePanel
      focusOnArrival={focusOnArrival}
      tone="neutral"
      icon={<SearchX className="size-7" aria-hidden="true" />}
      title="No questions found for this submodule."
      action="Go Back"
    >
      New questions are added regularly. Meanwhile, pick another topic to practice.
    </OutcomePanel>
  );
}

/**
 * Every question of the submodule is answered (the random call answered ALL_QUESTIONS_ANSWERED):
 * the spec's panel, with "Practice again" for a new round, missed questions first.
 */
export function AllAnswered({
  subModuleId,
  subModuleName,
  focusOnArrival,
}: Arrival & {
  subModuleId: string;
  subModuleName: string;
}) {
  return (
    <OutcomePanel
      focusOnArrival={focusOnArrival}
      tone="celebrate"
      icon={<PartyPopper className="size-7" aria-hidden="true" />}
      title="Congratulations!"
      action="Select Another Submodule"
      extra={<PracticeAgainButton subModuleId={subModuleId} />}
    >
      You have answered every question in {subModuleName}. Keep the momentum going with another
      topic.
    </OutcomePanel>
  );
}

/** "Practice again": a new round of the submodule, missed questions first. */
function PracticeAgainButton({ subModuleId }: { subModuleId: string }) {
  const round = useStartRound();
  return (
    <Button
      onClick={() => round.mutate(subModuleId)}
      disabled={round.isPending}
      aria-busy={round.isPending}
    >
      {round.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <RotateCcw className="size-4" aria-hidden="true" />
      )}
      Practice again
    </Button>
  );
}

/**
 * The chosen concept has no question left to answer; the rest of the submodule may. Homework
 * the tutor set on it counts answers given again, so a new round is offered too.
 */
export function ConceptDone({
  subModuleId,
  conceptName,
  focusOnArrival,
}: Arrival & { subModuleId: string; conceptName: string }) {
  return (
    <OutcomePanel
      focusOnArrival={focusOnArrival}
      tone="neutral"
      icon={<Target className="size-7" aria-hidden="true" />}
      title={`No questions left in ${conceptName}`}
      action="Select Another Submodule"
      extra={
        <>
          <PracticeAgainButton subModuleId={subModuleId} />
          <AllConceptsButton variant="secondary" />
        </>
      }
    >
      You have answered every question of this concept. Practice it again, missed questions first,
      practice all concepts of the topic, or pick another concept beside.
    </OutcomePanel>
  );
}
