import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FAMILY_ACCEPT_PATH, familyMessages, sameAddress } from '@academy/shared/family';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { NarrowPage } from '../../../components/layout/narrow-page';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFocusAfterBusy, useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';

interface AcceptInvitationPageProps {
  token: string;
  /** The signed-in account's address; null when nobody is signed in. */
  signedInEmail: string | null;
  /** The signed-in account is a parent's (one who may have accepted this invitation). */
  signedInAsParent?: boolean;
  /** The account is now the child's parent (its role may have changed: read it again). */
  onAccepted: () => void;
  /** Signs the other account out, leaving this page to offer sign-in or sign-up. */
  onSignOut: () => Promise<void>;
}

function Refusal({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {message}
      </p>
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        Go to the home page
      </Link>
    </div>
  );
}

/**
 * The link opened again once accepted, as a parent does to get back to their children from the
 * mail: no error, the way to the Family page (through sign-in when signed out).
 */
function AlreadyAccepted({ signedIn, asParent }: { signedIn: boolean; asParent: boolean }) {
  return (
    <div className="space-y-4">
      <Notice>{familyMessages.tokenUsed}</Notice>
      {asParent ? (
        <Link to="/family" className={buttonClasses()}>
          Go to your Family page
        </Link>
      ) : signedIn ? (
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      ) : (
        <Link to="/login" search={{ redirect: '/family' }} className={buttonClasses()}>
          Sign in
        </Link>
      )}
    </div>
  );
}

/** /family/accept?token=…: the parent's side of a student's invitation. */
export function AcceptInvitationPage({
  token,
  signedInEmail,
  signedInAsParent = false,
  onAccepted,
  onSignOut,
}: AcceptInvitationPageProps) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  // A double click lands twice before the button shows busy: the second would be refused (the
  // invitation is accepted by then), and its error shown instead of the way to /family.
  const once = useOneAtATime();
  const here = `${FAMILY_ACCEPT_PATH}?token=${encodeURIComponent(token)}`;
  const [signingOut, setSigningOut] = useState(false);
  const [signedOutHere, setSignedOutHere] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    void onSignOut()
      .then(() => setSignedOutHere(true))
      .finally(() => setSigningOut(false));
  };
  // Signed out, the Sign out button is gone: the focus goes to the words saying what to do next,
  // not the page, once they show (a sign-out empties the cache, and the invitation is read
  // again). A refused Accept, disabled while it ran, takes the focus back.
  const nextStep = useRef<HTMLParagraphElement>(null);
  const nextStepShown = signedOutHere && signedInEmail === null && preview.isSuccess;
  useFocusWhenLost(nextStepShown, () => (nextStepShown ? nextStep.current : null));
  const acceptButton = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(accept.isPending, () => acceptButton.current);

  return (
    <NarrowPage>
      <header className="mb-6 flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {preview.data ? `Follow ${preview.data.childFirstname}’s progress` : 'Family invitation'}
        </h1>
      </header>
      <div
        data-mascot-avoid
        className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
      >
        {!token ? (
          <Refusal message={familyMessages.tokenRequired} />
        ) : preview.isPending ? (
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner label="Checking the invitation" />
            <span>Checking the invitation...</span>
          </p>
        ) : preview.isError && preview.error.message === familyMessages.tokenUsed ? (
          <AlreadyAccepted signedIn={signedInEmail !== null} asParent={signedInAsParent} />
        ) : preview.isError ? (
          <Refusal message={preview.error.message} />
        ) : (
          <div className="space-y-4">
            <p className="text-slate-700">
              {preview.data.childFirstname} invited{' '}
              <strong className="wrap-anywhere">{preview.data.email}</strong> to see their SAT
              practice: time practiced, accuracy, the concepts they are working on, their plan and
              booked sessions, and a weekly summary by email.
            </p>
            {accept.isError ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
                {accept.error.message}
              </p>
            ) : null}
            {signedInEmail !== null && !sameAddress(signedInEmail, preview.data.email) ? (
              // Said before any click: accepting would only be refused with the same words.
              <div className="space-y-3">
                <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  You are signed in as <strong className="wrap-anywhere">{signedInEmail}</strong>.{' '}
                  {familyMessages.otherAddress}
                </p>
                <Button variant="secondary" disabled={signingOut} onClick={signOut}>
                  {signingOut ? <Spinner label="Signing out" /> : null}
                  {signingOut ? 'Signing out...' : 'Sign out'}
                </Button>
              </div>
            ) : signedInEmail !== null ? (
              <Button
                ref={acceptButton}
                disabled={accept.isPending}
                onClick={() =>
                  void once(() =>
                    accept
                      .mutateAsync(token)
                      .then(onAccepted)
                      // Shown from the mutation's state above.
                      .catch(() => undefined),
                  )
                }
              >
                {accept.isPending ? <Spinner label="Accepting" /> : null}
                {accept.isPending ? 'Accepting...' : 'Accept invitation'}
              </Button>
            ) : (
              <>
                <p
                  ref={nextStep}
                  tabIndex={-1}
                  className="rounded-md text-sm wrap-anywhere text-slate-600"
                >
                  Create your parent account, or sign in, with {preview.data.email}: the invitation
                  is for that address.
                </p>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Link
                    to="/signup"
                    search={{ redirect: here, invitation: token, email: preview.data.email }}
                    className={buttonClasses()}
                  >
                    Create a parent account
                  </Link>
                  <Link
                    to="/login"
                    search={{ redirect: here, invitation: token, email: preview.data.email }}
                    className={buttonClasses({ variant: 'secondary' })}
                  >
                    Sign in
                  </Link>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </NarrowPage>
  );
}
