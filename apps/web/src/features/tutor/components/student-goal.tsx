import { lazy, Suspense, useState } from 'react';
import type { StudyGoal } from '@academy/shared/goals';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { GoalLine } from '../../goals/components/goal-line';
import { useSetStudentGoal } from '../api/tutor-api';

const GoalForm = lazy(() =>
  import('../../goals/components/goal-form').then((module) => ({ default: module.GoalForm })),
);

/** The student's SAT goal on their page, which the tutor sets as agreed in a session. */
export function StudentGoal({ studentId, goal }: { studentId: string; goal: StudyGoal | null }) {
  const [editing, setEditing] = useState(false);
  const save = useSetStudentGoal(studentId);
  if (editing) {
    return (
      <div className="mt-3 max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <GoalForm goal={goal} onDone={() => setEditing(false)} save={save.mutateAsync} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2">
      {goal ? <GoalLine goal={goal} /> : <p className="text-sm text-slate-600">No SAT goal set.</p>}
      <Button
        variant="ghost"
        size="sm"
        aria-label={goal ? 'Edit the SAT goal' : 'Set the SAT goal'}
        onClick={() => setEditing(true)}
      >
        {goal ? 'Edit' : 'Set goal'}
      </Button>
    </div>
  );
}
