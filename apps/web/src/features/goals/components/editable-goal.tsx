import { lazy, Suspense, useRef, useState } from 'react';
import type { GoalInput } from '@academy/shared/goal-schema';
import type { StudyGoal } from '@academy/shared/goals';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { GoalLine } from './goal-line';

const GoalForm = lazy(() => import('./goal-form').then((module) => ({ default: module.GoalForm })));

/**
 * A student's SAT goal as someone else sets it for them: the tutor, as agreed in a session, or a
 * linked parent, who often books the test. Removing it stays the student's own.
 */
export function EditableGoal({
  goal,
  save,
  forWhom,
}: {
  goal: StudyGoal | null;
  save: (input: GoalInput) => Promise<unknown>;
  /** Names the student in the button's name where a page shows several ("Sam"). */
  forWhom?: string;
}) {
  const [editing, setEditing] = useState(false);
  // Save and Cancel close the form with the focus on them: it goes back to the button that
  // opened it, as on the student's own goal card, not to the page's top.
  const open = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(editing, () => (editing ? null : open.current));
  if (editing) {
    return (
      <div className="mt-3 max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <GoalForm
            goal={goal}
            onDone={() => setEditing(false)}
            save={save}
            forStudent
            forWhom={forWhom}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2">
      {goal ? <GoalLine goal={goal} /> : <p className="text-sm text-slate-600">No SAT goal set.</p>}
      <Button
        ref={open}
        variant="ghost"
        size="sm"
        // The visible words begin the name (Label in Name): "Edit goal for Sam".
        aria-label={`${goal ? 'Edit goal' : 'Set goal'}${forWhom ? ` for ${forWhom}` : ''}`}
        onClick={() => setEditing(true)}
      >
        {goal ? 'Edit' : 'Set goal'}
      </Button>
    </div>
  );
}
