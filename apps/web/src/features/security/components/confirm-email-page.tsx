import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { emailChangeMessages, type EmailChanged } from '@academy/shared/email-change';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';

interface ConfirmEmailPageProps {
  token: string | undefined;
  signedIn: boolean;
  /** The address of the account signed in here, when one is. */
  signedInEmail: string | null;
  /** Runs once the address of the account signed in here changed, so its stored user shows it. */
  onChanged: () => void;
}

/** /confirm-email?token=…: posts the mailed token once, then says how it went. */
export function ConfirmEmailPage({
  token,
  signedIn,
  signedInEmail,
  onChanged,
}: ConfirmEmailPageProps) {
  const confirm = useConfirmEmailChange();
  const [failure, setFailure] = useState<string | null>(
    token ? null : emailChangeMessages.tokenInvalid,
  );
  const [changed, setChanged] = useState<EmailChanged | null>(null);
  const email = changed?.email ?? null;
  // The link was another account's (a child's link opened in a parent's browser): the account
  // signed in here neither changed nor has a profile showing the new address.
  const elsewhere = changed?.otherAccountSignedIn === true;
  // One post per page, also under StrictMode's second effect run: a token works once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, {
      onSuccess: (answer) => {
        setChanged(answer);
        if (!answer.otherAccountSignedIn) onChanged();
      },
      onError: (error) =>
        setFailure(isApiError(error) ? error.message : emailChangeMessages.confirmFailed),
    });
  }, [token, confirm, onChanged]);

  const next = signedIn ? (
    <Link to="/profile" className={buttonClasses({ size: 'lg' })}>
      Go to your profile
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses({ size: 'lg' })}>
      Sign in
    </Link>
  );

  let body;
  if (email) {
    body = (
      <>
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{emailChangeMessages.changed}</h1>
        <p className="mt-2 break-words text-slate-600">
          From now on, sign in with <strong className="text-slate-900">{email}</strong>. Our emails
          go there too.
        </p>
        {elsewhere ? (
          <p className="mt-2 break-words text-slate-600">
            {emailChangeMessages.otherAccountUnchanged(signedInEmail)}
          </p>
        ) : (
          <div className="mt-6">{next}</div>
        )}
      </>
    );
  } else if (failure) {
    body = (
      <>
        <XCircle className="mx-auto size-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          We couldn&apos;t change your email address
        </h1>
        <p role="alert" className="mt-2 text-slate-700">
          {failure}
        </p>
        <div className="mt-6">{next}</div>
      </>
    );
  } else {
    body = (
      <>
        <Spinner label="Changing your email address" className="[&_svg]:size-10" />
        <p className="mt-4 text-slate-600">Changing your email address...</p>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      {body}
    </div>
  );
}
