import type { StudyGoal } from '@academy/shared/goals';
import { EditableGoal } from '../../goals/components/editable-goal';
import { useSetStudentGoal } from '../api/tutor-api';

/** The student's SAT goal on their page, which the tutor sets as agreed in a session. */
export function StudentGoal({ studentId, goal }: { studentId: string; goal: StudyGoal | null }) {
  const save = useSetStudentGoal(studentId);
  return <EditableGoal goal={goal} save={save.mutateAsync} />;
}
