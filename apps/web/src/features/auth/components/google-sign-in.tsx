import type { AuthUser } from '@academy/shared/profile';
import { useConfig } from '../api/get-config';
import { GoogleButton } from './google-button';

interface GoogleSignInProps {
  /** The divider between Google and the email form, e.g. 'or continue with email'. */
  dividerLabel: string;
  onSignedIn: (user: AuthUser) => void;
}

/** Google's button and the divider above the email form, only when the server configures Google. */
export function GoogleSignIn({ dividerLabel, onSignedIn }: GoogleSignInProps) {
  const { data } = useConfig();
  const clientId = data?.googleClientId;
  if (!clientId) return null;

  return (
    <>
      <GoogleButton clientId={clientId} onSignedIn={onSignedIn} />
      <div className="my-6 flex items-center gap-3" role="separator" aria-label={dividerLabel}>
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-sm text-slate-500">{dividerLabel}</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </>
  );
}
