import { useId } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@academy/shared/roles';
import type { TutorStudentDetail } from '@academy/shared/tutor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { useSetFree, useSetRole } from '../api/tutor-api';

/** Give or remove the Free tier (any staff), and the role (administrators only). */
export function StudentControls({ student }: { student: TutorStudentDetail['student'] }) {
  const { state } = useAuth();
  const free = useSetFree(student.id);
  const role = useSetRole(student.id);
  const roleId = useId();
  const isAdmin = state.user?.role === 'admin';
  const hasFree = student.plan === 'Free';
  const error = free.error ?? role.error;

  return (
    <div className="flex flex-wrap items-end gap-3">
      {hasFree ? (
        // It took a student's access away at the first click, with nothing to say it had.
        <ConfirmDialog
          title={`Remove the Free tier from ${student.firstname}?`}
          description={`${student.firstname} goes back to Guest at once, or to a pass or plan they paid for that is still running, and is told by email. Past the free questions, practice and timed tests need a plan again.`}
          keepLabel="Keep the Free tier"
          confirmLabel="Remove it"
          onConfirm={() => free.mutate(false)}
        >
          <Button variant="secondary" size="sm" disabled={free.isPending}>
            {free.isPending ? 'Saving…' : 'Remove Free tier'}
          </Button>
        </ConfirmDialog>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={free.isPending}
          onClick={() => free.mutate(true)}
        >
          {free.isPending ? 'Saving…' : 'Give Free tier'}
        </Button>
      )}
      {isAdmin && state.user?._id !== student.id ? (
        <div className="space-y-1">
          <label htmlFor={roleId} className="block text-xs font-medium text-slate-600">
            Role
          </label>
          <select
            id={roleId}
            value={role.isPending ? role.variables : student.role}
            disabled={role.isPending}
            onChange={(e) => role.mutate(e.target.value as Role)}
            className={`${inputClasses} h-9 py-1 text-sm`}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="basis-full text-sm text-red-600">
          {serverMessage(error) ?? 'That change was not saved. Try again.'}
        </p>
      ) : null}
    </div>
  );
}
