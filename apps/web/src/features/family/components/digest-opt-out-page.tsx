import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { familyMessages } from '@academy/shared/family';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { NarrowPage } from '../../../components/layout/narrow-page';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOptOutDigest } from '../api/opt-out-digest';

/**
 * /family/digest-opt-out?parent=…&sig=…: the digest's one-click opt-out. Opening the mailed
 * link is the click: the page sends it at once, signed in or not.
 */
export function DigestOptOutPage({ parent, sig }: { parent: string; sig: string }) {
  const optOut = useOptOutDigest();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !parent || !sig) return;
    sent.current = true;
    optOut.mutate({ parent, sig });
  }, [optOut, parent, sig]);

  return (
    <NarrowPage>
      <header className="mb-6 flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Weekly digest
        </h1>
      </header>
      <div
        data-mascot-avoid
        className="space-y-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
      >
        {!parent || !sig || optOut.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {optOut.error?.message ?? familyMessages.optOutInvalid}
          </p>
        ) : optOut.isSuccess ? (
          <>
            <p role="status" className="text-slate-700">
              {optOut.data.message}
            </p>
            {/* Opening the link was the click: a parent who opened it by mistake, or had second
                thoughts, was told nothing of the switch on /family that brings it back. */}
            <p className="text-slate-700">
              {familyMessages.optOutWayBack}{' '}
              <Link to="/family" className="font-medium text-primary-700 underline">
                Go to the Family page
              </Link>
            </p>
          </>
        ) : (
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner label="Turning off the weekly digest" />
            <span>Turning off the weekly digest...</span>
          </p>
        )}
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </NarrowPage>
  );
}
