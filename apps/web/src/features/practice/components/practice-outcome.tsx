import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PartyPopper, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface OutcomePanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action: string;
  tone: 'neutral' | 'celebrate';
}

/** What the card area shows instead of a question, with one way back to the topics. */
function OutcomePanel({ icon, title, children, action, tone }: OutcomePanelProps) {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="practice-outcome-title"
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
      <h2 id="practice-outcome-title" className="mt-5 text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children ? <div className="mt-2 max-w-md text-slate-600">{children}</div> : null}
      <Button className="mt-8" onClick={() => void navigate({ to: '/practice' })}>
        {action}
      </Button>
    </section>
  );
}

/** The submodule has no questions at all (the random call answered NO_QUESTIONS_FOUND). */
export function NoQuestions() {
  return (
    <OutcomePanel
      tone="neutral"
      icon={<SearchX className="size-7" aria-hidden="true" />}
      title="No questions found for this submodule."
      action="Go Back"
    >
      New questions are added regularly. Meanwhile, pick another topic to practice.
    </OutcomePanel>
  );
}

/** Every question of the submodule is answered (the random call answered ALL_QUESTIONS_ANSWERED). */
export function AllAnswered({ subModuleName }: { subModuleName: string }) {
  return (
    <OutcomePanel
      tone="celebrate"
      icon={<PartyPopper className="size-7" aria-hidden="true" />}
      title="Congratulations!"
      action="Select Another Submodule"
    >
      You have answered every question in {subModuleName}. Keep the momentum going with another
      topic.
    </OutcomePanel>
  );
}
