import toast from 'react-hot-toast';
import { useUpdateAccountSettings } from '../api/update-account-settings';

/** "Email me when a new device signs in", saved as soon as it is switched. */
export function SignInAlertsToggle({ enabled }: { enabled: boolean }) {
  const update = useUpdateAccountSettings();
  const checked = update.isPending ? (update.variables?.newSignInAlerts ?? enabled) : enabled;
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        role="switch"
        className="mt-0.5 size-5 shrink-0 accent-primary-600"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { newSignInAlerts: event.target.checked },
            {
              onSuccess: (saved) =>
                toast.success(
                  saved.newSignInAlerts
                    ? 'New sign-in emails are on'
                    : 'New sign-in emails are off',
                ),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
      <span>
        <span className="block font-medium text-slate-900">
          Email me when a new device signs in
        </span>
        <span className="block text-sm text-slate-600">
          {update.isPending
            ? 'Saving...'
            : 'A sign-in from a browser this account has not used before.'}
        </span>
      </span>
    </label>
  );
}
