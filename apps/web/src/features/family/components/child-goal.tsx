import type { FamilyChild } from '@academy/shared/family';
import { EditableGoal } from '../../goals/components/editable-goal';
import { useSetChildGoal } from '../api/set-child-goal';

/** The child's SAT goal on their card, which the parent may set or change. */
export function ChildGoal({ child }: { child: FamilyChild }) {
  const save = useSetChildGoal(child.id);
  return <EditableGoal goal={child.goal} save={save.mutateAsync} forWhom={child.firstname} />;
}
