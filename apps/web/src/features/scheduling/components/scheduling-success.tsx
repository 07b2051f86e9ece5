import { useEffect, useEffectEvent } from 'react';
import { Link } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { isEmailContact } from '@academy/shared/scheduling';
import { ACADEMY } from '../../../lib/academy';
import {
  subscriptionMessages,
  tutorSessionMessages,
  type VerifiedScheduling,
} from '@academy/shared/payments';
import { Spinner } from '../../../components/ui/spinner';
import { ResultCard } from '../../../components/ui/result-card';
import { buttonClasses } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { clearBookingDraft } from '../lib/booking-draft';
import { cn } from '../../../lib/cn';
import { useVerifySchedulingSession } from '../api/verify-scheduling-session';
import { formatLongDate } from '../../../lib/format-date';
import { BookingDetails } from './booking-details';
import { CallOrWrite } from '../../../components/call-or-write';
import { useAuth } from '../../auth/auth-context';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'paid'; booking: VerifiedScheduling };

const NOT_PAID = 'This booking has not been paid yet.';

/**
 * "Your sessions", or a child's when a parent booked for them: "Sam Student's sessions"; "Your
 * session" when there is one.
 */
const sessionsOf = (booking: VerifiedScheduling, your: 'Your' | 'your') =>
  `${booking.forStudent ? `${booking.forStudent}’s` : your} ${
    booking.sessionCount === 1 ? 'session' : 'sessions'
  }`;

/** "Your sessions are booked at the times below; …", in the singular for one session. */
function bookedAtTimesBelow(booking: VerifiedScheduling) {
  const one = booking.sessionCount === 1;
  const booked = `${sessionsOf(booking, 'Your')} ${one ? 'is booked at the time' : 'are booked at the times'} below`;
  return isEmailContact(booking.contactInfo)
    ? `${booked}; your confirmation email has a calendar invite for ${one ? 'it' : 'each'}.`
    : // No address, no mail: the receipt, invites and manage link go nowhere.
      `${booked}; no email goes out, so keep this page: to move or cancel ${one ? 'it' : 'one'}, call ${ACADEMY.phone} and quote your booking reference.`;
}

/**
 * A parent's booking for a child who stopped sharing with them (decision 067): the page says
 * whose the sessions are now instead of when they are.
 */
function sharingEndedNote(booking: VerifiedScheduling) {
  const one = booking.sessionCount === 1;
  return (
    `${booking.forStudent ?? 'The student'} stopped sharing their progress with you: ` +
    `${one ? 'the session is' : 'the sessions are'} booked for them, and only they can see, ` +
    `move or cancel ${one ? 'it' : 'them'} now.`
  );
}

/**
 * /scheduling/success: the paid booking and its reference, or what went wrong. `receipt`: opened
 * again from the billing history, as the booking's receipt: no welcome, and the booking form's
 * draft (perhaps of another booking) stays.
 */
export function SchedulingSuccess({
  sessionId,
  receipt = false,
}: {
  sessionId?: string;
  receipt?: boolean;
}) {
  const verify = useVerifySchedulingSession(sessionId ?? '', { enabled: Boolean(sessionId) });
  const signedIn = useAuth().state.status === 'authenticated';

  let outcome: Outcome;
  if (!sessionId) outcome = { kind: 'error', message: subscriptionMessages.noSessionId };
  else if (verify.isPending) outcome = { kind: 'loading' };
  else if (verify.isError) {
    outcome = {
      kind: 'error',
      message: serverMessage(verify.error) ?? tutorSessionMessages.verifyFailed,
    };
  } else if (!verify.data.paid) outcome = { kind: 'error', message: NOT_PAID };
  else outcome = { kind: 'paid', booking: verify.data };

  const announce = useEffectEvent((kind: Outcome['kind']) => {
    if (receipt) return;
    if (kind === 'paid') {
      clearBookingDraft();
      toast.success(tutorSessionMessages.paid);
    } else if (kind === 'error' && sessionId) toast.error(tutorSessionMessages.verifyProblem);
  });
  useEffect(() => announce(outcome.kind), [outcome.kind, sessionId]);

  const home = (
    <Link to="/" className={cn(buttonClasses({ size: 'lg' }), 'mt-6')}>
      Back to Home
    </Link>
  );

  switch (outcome.kind) {
    case 'loading':
      return (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
          <Spinner label="Confirming your payment" className="[&_svg]:size-8" />
          <p>Confirming your payment...</p>
        </div>
      );
    case 'error':
      return (
        <ResultCard tone="error" title="We couldn't confirm your payment">
          <p className="mt-2 font-medium text-slate-800">{outcome.message}</p>
          <p className="mt-3 text-sm text-slate-600">
            If you were charged, <CallOrWrite />.
          </p>
          {home}
        </ResultCard>
      );
    case 'paid': {
      if (receipt) {
        const paidOn = formatLongDate(outcome.booking.paidAt);
        return (
          <ResultCard tone="success" title="Tutor session receipt">
            <p className="mt-2 text-slate-600">
              {paidOn ? `Paid on ${paidOn}.` : 'Paid.'}
              {outcome.booking.cancelledCount
                ? ' The sessions canceled since, and what was refunded for them, are at the end.'
                : ''}
            </p>
            <BookingDetails booking={outcome.booking} />
            {home}
          </ResultCard>
        );
      }
      // The former parent's copy is a receipt for the money: the sessions are the child's now,
      // and when they are is not theirs to read (decision 067).
      const ended = outcome.booking.sharingEnded;
      // Reloaded, or gone back to, after every session was canceled: nothing is booked, and no
      // one will call to schedule what was refunded.
      const allCancelled =
        !outcome.booking.sessionStarts?.length && (outcome.booking.cancelledCount ?? 0) > 0;
      const one = outcome.booking.sessionCount === 1;
      const title = ended
        ? 'Payment received'
        : allCancelled
          ? `${sessionsOf(outcome.booking, 'Your')} ${one ? 'was' : 'were'} canceled`
          : 'Your session is booked!';
      return (
        <ResultCard tone="success" title={title}>
          <p className="mt-2 text-slate-600" role="status">
            Thank you{outcome.booking.fullName ? `, ${outcome.booking.fullName}` : ''}! Your payment
            {ended ? ` for ${sessionsOf(outcome.booking, 'your')}` : ''} went through.{' '}
            {ended
              ? sharingEndedNote(outcome.booking)
              : allCancelled
                ? `${sessionsOf(outcome.booking, 'Your')} ${one ? 'was' : 'were'} canceled since; what was refunded for ${one ? 'it' : 'them'} is below.`
                : outcome.booking.sessionStarts?.length
                  ? bookedAtTimesBelow(outcome.booking)
                  : `${ACADEMY.tutorName} will contact you shortly to schedule ${sessionsOf(outcome.booking, 'your')}.`}
          </p>
          <BookingDetails booking={outcome.booking} />
          {signedIn && outcome.booking.sessionStarts?.length ? (
            // Booked signed in, the sessions are listed on the account: where to move or
            // cancel them, and find the online room's link, without the mail.
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/" className={buttonClasses({ size: 'lg' })}>
                Back to Home
              </Link>
              <Link to="/sessions" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                See your tutor sessions
              </Link>
            </div>
          ) : (
            home
          )}
        </ResultCard>
      );
    }
  }
}
