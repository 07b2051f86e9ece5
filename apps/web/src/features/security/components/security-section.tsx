import { Link } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { Spinner } from '../../../components/ui/spinner';
import { useAccountSettings } from '../api/get-account-settings';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SignInAlertsToggle } from './sign-in-alerts-toggle';
import { SignedInDevices } from './signed-in-devices';

/**
 * The profile's Security area: change password (or how to set one, for an account made with
 * Google), change the email address, the signed-in devices, and the new sign-in email setting.
 */
export function SecuritySection({ email }: { email: string }) {
  const settings = useAccountSettings();
  return (
    <div className="space-y-6" aria-labelledby="security-title" role="region">
      <h2 id="security-title" className="text-lg font-semibold text-slate-900">
        Security
      </h2>
      {settings.isPending ? (
        <p className="flex items-center gap-3 text-slate-600">
          <Spinner label="Loading security settings" />
          <span>Loading...</span>
        </p>
      ) : settings.data === undefined ? (
        <LoadError
          title="We couldn't load your security settings."
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <SettingsCard
            id="change-password-title"
            title={settings.data.hasPassword ? 'Change password' : 'Set a password'}
          >
            {settings.data.hasPassword ? (
              <ChangePasswordForm />
            ) : (
              <p className="text-sm text-slate-600">
                You sign in with Google, so this account has no password. To be able to sign in with
                your email too, use{' '}
                <Link
                  to="/forgot-password"
                  className="font-semibold text-primary-700 hover:text-primary-800"
                >
                  Forgot password?
                </Link>
                : we email you a link to set one.
              </p>
            )}
          </SettingsCard>
          <SettingsCard id="change-email-title" title="Email address">
            <ChangeEmailForm
              email={email}
              hasPassword={settings.data.hasPassword}
              waitingChange={settings.data.pendingEmail}
            />
          </SettingsCard>
          <SettingsCard id="devices-title" title="Signed-in devices">
            <SignedInDevices />
          </SettingsCard>
          <SettingsCard id="alerts-title" title="Sign-in alerts">
            <SignInAlertsToggle enabled={settings.data.newSignInAlerts} />
          </SettingsCard>
        </>
      )}
    </div>
  );
}
