import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { verificationMessages } from '@academy/shared/verification-messages';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { planById } from '@academy/shared/plans';
import type { PurchasableTier } from '@academy/shared/tiers';
import { planConfirmationPath } from '../../subscription/lib/plan-confirmation';
import { takePendingPlan } from '../../subscription/lib/pending-plan';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationButton } from './resend-verification-button';

interface VerifyEmailPageProps {
  token: string | undefined;
  /** The plan the mailed link carries: chosen before verifying, maybe on another device. */
  linkPlan?: PurchasableTier;
  signedIn: boolean;
  /** The address of the account signed in here, if any: a link may be another account's. */
  signedInEmail?: string;
  /** Runs once the address is verified, so the stored user can say so too. */
  onVerified: () => void;
}

/** Whether the address a link verified is not the one of the account signed in here. */
const isOther = (email: string | null | undefined, signedIn: string | undefined) =>
  Boolean(email && signedIn && email.toLowerCase() !== signedIn.toLowerCase());

/** /verify-email?token=…: posts the mailed token once, then says how it went. */
export function VerifyEmailPage({
  token,
  linkPlan,
  signedIn,
  signedInEmail,
  onVerified,
}: VerifyEmailPageProps) {
  const verify = useVerifyEmail();
  const [failure, setFailure] = useState<string | null>(
    token ? null : verificationMessages.tokenInvalid,
  );
  const [done, setDone] = useState(false);
  // A plan chosen before signing up, waiting for this verification to be bought.
  const [plan, setPlan] = useState<PurchasableTier | undefined>();
  // The address verified; it may not be the one of the account signed in here.
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  // Who is signed in may be known only after the link was posted (a stored user re-checked).
  const signedInNow = useRef(signedInEmail);
  signedInNow.current = signedInEmail;
  const otherAddress = isOther(verifiedEmail, signedInEmail) ? verifiedEmail : null;
  // One post per page, also under StrictMode's second effect run: a token works once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: ({ email }) => {
        onVerified();
        setVerifiedEmail(email ?? null);
        // Another account's link leaves the plan waiting here for this account's own link.
        if (!isOther(email, signedInNow.current)) {
          // This browser's own choice first: it may have changed since the link was mailed.
          setPlan(takePendingPlan() ?? linkPlan);
        }
        setDone(true);
      },
      onError: (error) =>
        setFailure(isApiError(error) ? error.message : 'Failed to verify your email'),
    });
  }, [token, linkPlan, verify, onVerified]);

  let body;
  if (done && otherAddress) {
    body = (
      <>
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold break-words text-slate-900">
          {otherAddress} is verified
        </h1>
        <p className="mt-2 break-words text-slate-600">
          That account is all set. This browser is signed in with another account, {signedInEmail},
          which this link did not change.
        </p>
        <Link to="/" className={cn(buttonClasses({ size: 'lg' }), 'mt-6')}>
          Go to home
        </Link>
      </>
    );
  } else if (done) {
    body = (
      <>
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{verificationMessages.verified}</h1>
        <p className="mt-2 text-slate-600">Thank you! Your account is all set.</p>
        {signedIn && plan ? (
          <Link
            to={planConfirmationPath(plan)}
            className={cn(buttonClasses({ size: 'lg' }), 'mt-6 text-center')}
          >
            Continue with the {planById(plan).name} plan
          </Link>
        ) : plan ? (
          // Opened where the account is not signed in (a phone): signing in leads to the plan.
          <>
            <p className="mt-4 text-slate-700">
              Sign in on this device to go on with the {planById(plan).name} plan.
            </p>
            <Link
              to="/login"
              search={{ plan }}
              className={cn(buttonClasses({ size: 'lg' }), 'mt-6')}
            >
              Sign in to continue
            </Link>
          </>
        ) : (
          <Link
            to={signedIn ? '/practice' : '/'}
            className={cn(buttonClasses({ size: 'lg' }), 'mt-6')}
          >
            {signedIn ? 'Start practicing' : 'Go to home'}
          </Link>
        )}
      </>
    );
  } else if (failure) {
    body = (
      <>
        <XCircle className="mx-auto size-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">We couldn't verify your email</h1>
        <p role="alert" className="mt-2 text-slate-700">
          {failure}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          {signedIn ? (
            <ResendVerificationButton variant="primary" onVerified={onVerified} />
          ) : (
            <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Sign in to get a new link
            </Link>
          )}
          <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Go to home
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Spinner label="Verifying your email" className="[&_svg]:size-10" />
        <p className="mt-4 text-slate-600">Verifying your email...</p>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      {body}
    </div>
  );
}
