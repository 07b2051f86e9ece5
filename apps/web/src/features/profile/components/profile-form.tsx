import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { profileMessages, profileUpdateSchema, type Profile } from '@academy/shared/profile';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { useUpdateProfile, type ProfileUpdatePayload } from '../api/update-profile';
import { StatePicker } from './state-picker';

interface ProfileFormProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: (profile: Profile) => void;
}

const FIELDS = ['firstname', 'lastname', 'phoneNumber', 'state'] as const;
// What the check accepts, said before a mistake rather than only "Invalid phone number format".
const PHONE_HINT = '10 to 15 digits, + first if you like: +12145550100 or (214) 555-0100.';

/** Edit mode of the details card; mounted fresh on Edit, so it starts from the current values. */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const updateMutation = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    criteriaMode: 'all',
    defaultValues: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      phoneNumber: profile.phoneNumber ?? '',
      state: profile.state ?? '',
    },
  });

  // Edit replaced the button that had the focus: the keyboard carries on in the first field.
  useEffect(() => setFocus('firstname'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    // The schema already turned empty phone and state into undefined: they are sent as absent.
    const payload: ProfileUpdatePayload = {
      firstname: values.firstname,
      lastname: values.lastname,
    };
    if (values.phoneNumber) payload.phoneNumber = values.phoneNumber;
    if (values.state) payload.state = values.state;
    try {
      const saved = await updateMutation.mutateAsync(payload);
      toast.success(profileMessages.updated);
      onSaved(saved);
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 400 && applyServerFieldErrors(error, FIELDS, setError)) return;
        toast.error(error.message);
      } else {
        toast.error('Failed to update profile');
      }
    }
  });

  // isSubmitting comes first, as the click is handled: a double click saves once.
  const saving = isSubmitting || updateMutation.isPending;
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(saving, () => submitRef.current);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile" className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile-firstname" label="First Name" errors={fieldMessages(errors.firstname)}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...register('firstname')} />}
        </Field>
        <Field id="profile-lastname" label="Last Name" errors={fieldMessages(errors.lastname)}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...register('lastname')} />}
        </Field>
        <Field
          id="profile-phone"
          label="Phone Number"
          hint={PHONE_HINT}
          errors={fieldMessages(errors.phoneNumber)}
        >
          {(aria) => (
            <Input
              {...aria}
              type="tel"
              autoComplete="tel"
              placeholder="+1XXXXXXXXXX"
              {...register('phoneNumber')}
            />
          )}
        </Field>
        <Field id="profile-state" label="State" errors={fieldMessages(errors.state)}>
          {(aria) => (
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <StatePicker
                  {...aria}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field
            id="profile-email"
            label="Email"
            hint="Your email is your sign-in name. To change it, use Email address under Security below."
          >
            {(aria) => <Input {...aria} type="email" value={profile.email} readOnly />}
          </Field>
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button ref={submitRef} type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
