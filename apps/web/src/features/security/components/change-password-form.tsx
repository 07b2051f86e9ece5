import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  changePasswordFormSchema,
  type ChangePasswordFormInput,
} from '@academy/shared/account-security';
import { PASSWORD_HINT } from '@academy/shared/auth';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { reportFormError } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one and its confirmation; the other devices are signed out. */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const pending = mutation.isPending || isSubmitting;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success('Password changed. Your other devices were signed out.');
    } catch (error) {
      reportFormError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      <Field
        id="current-password"
        label="Current password"
        errors={fieldMessages(errors.currentPassword)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        )}
      </Field>
      <Field
        id="change-new-password"
        label="New password"
        hint={PASSWORD_HINT}
        errors={fieldMessages(errors.newPassword)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...register('newPassword')} />
        )}
      </Field>
      <Field
        id="change-confirm-password"
        label="Confirm new password"
        errors={fieldMessages(errors.confirmPassword)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Changing password...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
