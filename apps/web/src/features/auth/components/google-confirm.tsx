import { Loader2 } from 'lucide-react';
import { useConfig } from '../api/get-config';
import { GoogleIdentityButton } from './google-identity-button';

interface GoogleConfirmProps {
  id: string;
  /** What pressing the button does, e.g. 'Confirm with Google to send the link'. */
  label: string;
  errors: readonly string[];
  onCredential: (credential: string) => void;
  busy: boolean;
}

const UNAVAILABLE =
  'Google is unavailable right now, so this cannot be confirmed. Please try again later.';

/**
 * For an account made with Google, which has no password: Google's button pressed again proves
 * that its owner asks for the change (decision 064). Pressing it submits the form.
 */
export function GoogleConfirm({ id, label, errors, onCredential, busy }: GoogleConfirmProps) {
  const config = useConfig();
  const clientId = config.data?.googleClientId;
  const errorId = errors.length ? `${id}-error` : undefined;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
      className="space-y-2"
    >
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <p className="text-xs text-slate-500">
        You sign in with Google, so this account has no password.
      </p>
      {config.isPending ? (
        <Loader2 className="mx-auto size-5 animate-spin text-slate-400" aria-label="Loading" />
      ) : clientId ? (
        <GoogleIdentityButton
          clientId={clientId}
          onCredential={onCredential}
          busy={busy}
          unavailableText={UNAVAILABLE}
        />
      ) : (
        <p className="text-sm text-slate-500">{UNAVAILABLE}</p>
      )}
      {busy ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Confirming...
        </p>
      ) : null}
      {errorId ? (
        <div id={errorId} role="alert" className="text-sm text-red-600">
          {errors.join(' ')}
        </div>
      ) : null}
    </div>
  );
}
