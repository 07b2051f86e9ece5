import toast from 'react-hot-toast';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { useUpdateAccountSettings } from '../api/update-account-settings';

/** "Email me when a new device signs in", saved as soon as it is switched. */
export function SignInAlertsToggle({ enabled }: { enabled: boolean }) {
  const update = useUpdateAccountSettings();
  const checked = update.isPending ? (update.variables?.newSignInAlerts ?? enabled) : enabled;
  return (
    <SettingSwitch
      checked={checked}
      busy={update.isPending}
      label="Email me when a new device signs in"
      description="A sign-in from a browser this account has not used before."
      onChange={(newSignInAlerts) =>
        update.mutate(
          { newSignInAlerts },
          {
            onSuccess: (saved) =>
              toast.success(
                saved.newSignInAlerts ? 'New sign-in emails are on' : 'New sign-in emails are off',
              ),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    />
  );
}
