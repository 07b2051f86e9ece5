import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ManagedBooking } from '@academy/shared/booking-slots';
import { formatUsd } from '@academy/shared/plans';
import { CallOrWrite } from '../../../components/call-or-write';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useFreeSlots } from '../api/get-free-slots';
import { useChangeSession, type BookingAccess } from '../api/managed-booking';
import { slotLabel, slotsByDay } from '../lib/slot-times';
import { SlotSelect } from './slot-select';

type Session = ManagedBooking['sessions'][number];
/** A booking seen on its link's page, or on an account's /sessions (with whose it is). */
type Booking = ManagedBooking & { forStudent?: string | null; paidByOther?: boolean };

const STATUS: Record<Session['status'], string> = {
  booked: 'Booked',
  held: 'Awaiting payment',
  released: 'Released',
  cancelled: 'Canceled',
};

/** A booked session's label once its time has come: it is no longer something to change. */
function bookedLabel(session: Session, now: number) {
  if (Date.parse(session.end) <= now) return 'Held';
  if (Date.parse(session.start) <= now) return 'Under way';
  return null;
}

/**
 * The card a refund goes to, in the reader's words: a student's session may have been paid by a
 * parent, a child's by the other parent (decision 042, addendum).
 */
const refundCard = (booking: Booking) =>
  booking.paidByOther ? 'the card it was paid with' : 'your card';

/** What happened to a cancelled session's money, in the customer's words. */
function RefundLine({ refund, card }: { refund: NonNullable<Session['refund']>; card: string }) {
  const amount = formatUsd(refund.amountCents);
  const words: Record<typeof refund.status, string> = {
    refunded: `${amount} refunded to ${card}. Your bank may take 5 to 10 business days to show it.`,
    pending: `Refund of ${amount} under way to ${card}.`,
    failed: `We could not refund ${amount} automatically. The academy will refund it by hand and contact you.`,
  };
  return <p className="text-sm text-slate-700">{words[refund.status]}</p>;
}

/**
 * Under the Move form's list of times, while it has none to offer: that they are loading, could
 * not be read, or that none is free, with who to ask instead. Otherwise nothing.
 */
function FreeTimesNote({
  id,
  pending,
  error,
  days,
}: {
  id: string;
  pending: boolean;
  error: boolean;
  days: number;
}) {
  if (pending) {
    return (
      <p id={id} className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner label="Loading free times" className="[&_svg]:size-4" /> Loading free times...
      </p>
    );
  }
  if (days > 0) return null;
  return (
    <p id={id} role="status" className="text-sm text-slate-600">
      {error ? 'We could not load the free times. ' : 'No other free times are open right now. '}
      To move this session, <CallOrWrite />.
    </p>
  );
}

/** A booking's sessions, in time order, each with its own Move and Cancel. */
export function ManagedSessions({ access, booking }: { access: BookingAccess; booking: Booking }) {
  return (
    <ul className="clear-both space-y-3" data-mascot-avoid>
      {booking.sessions.map((session, index) => (
        <ManagedSession
          key={session.id}
          access={access}
          booking={booking}
          session={session}
          index={index}
        />
      ))}
    </ul>
  );
}

type Opener = 'move' | 'cancel';
type Mode = 'view' | Opener;

/**
 * Where the keyboard's focus goes as a session's card changes mode, so it is never dropped on the
 * page: into the form just opened (its first field, or its question), back to the button that
 * opened it when it is closed, and to the session's time and state once the change is done (its
 * buttons are gone when it is canceled).
 */
function useModeFocus(mode: Mode) {
  const field = useRef<HTMLSelectElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Opener>('move');
  const next = useRef<'form' | 'opener' | 'summary' | null>(null);
  useEffect(() => {
    const to = next.current;
    next.current = null;
    const button = opener.current === 'move' ? moveButton : cancelButton;
    if (to === 'form') (field.current ?? question.current)?.focus();
    else if (to === 'opener') (button.current ?? summary.current)?.focus();
    else if (to === 'summary') summary.current?.focus();
  }, [mode]);
  return {
    field,
    question,
    summary,
    openers: { move: moveButton, cancel: cancelButton },
    afterOpening: (from: Opener) => {
      opener.current = from;
      next.current = 'form';
    },
    afterClosing: () => {
      next.current = 'opener';
    },
    afterDone: () => {
      next.current = 'summary';
    },
  };
}

/** One session of a booking's page: its time, and Move or Cancel while allowed. */
function ManagedSession({
  access,
  booking,
  session,
  index,
}: {
  access: BookingAccess;
  booking: Booking;
  session: Session;
  index: number;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [target, setTarget] = useState('');
  const change = useChangeSession(access);
  const focus = useModeFocus(mode);
  const slots = useFreeSlots();
  const days = slotsByDay(Array.isArray(slots.data) ? slots.data : [], booking.sessionType);
  const selectId = `move-${session.id}`;
  const slotsNoteId = `${selectId}-note`;
  const timeCome = session.status === 'booked' ? bookedLabel(session, Date.now()) : null;

  const open = (next: Opener) => () => {
    focus.afterOpening(next);
    setMode(next);
  };
  const close = () => {
    focus.afterClosing();
    setMode('view');
  };
  // Disabled while the change is sent: a refusal leaves the form open, and the focus on it.
  const submitButton = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(change.isPending, () => submitButton.current);

  // The second of a double click would be refused (the session is already canceled) and read
  // as a failure: it is not sent.
  const once = useOneAtATime();
  const submit = (start?: string) =>
    once(() =>
      change
        .mutateAsync({ sessionId: session.id, start })
        .then(() => {
          // Said in a toast, as the tutor's own moves and cancels are: it stays on screen when
          // the page is left at once, where the card's new state does not.
          toast.success(start ? `Session moved to ${slotLabel(start)}.` : 'Session canceled.');
          focus.afterDone();
          setMode('view');
        })
        // Shown from the mutation's state below.
        .catch(() => undefined),
    );

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div
        ref={focus.summary}
        tabIndex={-1}
        className="flex flex-wrap items-baseline justify-between gap-2 rounded-md"
      >
        <p id={`session-${session.id}`} className="font-semibold text-slate-900">
          Session {index + 1}: {slotLabel(session.start)}
        </p>
        <span className="text-sm text-slate-600">{timeCome ?? STATUS[session.status]}</span>
      </div>
      {session.refund ? <RefundLine refund={session.refund} card={refundCard(booking)} /> : null}
      {session.status === 'booked' && !session.changeable && !timeCome ? (
        <p className="text-sm text-slate-600">
          Less than 24 hours away: this session can no longer be moved or canceled online. To change
          it, <CallOrWrite />.
        </p>
      ) : null}
      {session.changeable && mode === 'view' ? (
        <div className="flex flex-wrap gap-2">
          {/* A booking lists several: a screen reader hears which session each one changes. */}
          <Button
            ref={focus.openers.move}
            variant="secondary"
            size="sm"
            onClick={open('move')}
            aria-describedby={`session-${session.id}`}
          >
            Move
          </Button>
          <Button
            ref={focus.openers.cancel}
            variant="secondary"
            size="sm"
            onClick={open('cancel')}
            aria-describedby={`session-${session.id}`}
          >
            Cancel session
          </Button>
        </div>
      ) : null}
      {session.changeable && mode === 'move' ? (
        <div className="space-y-2">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            New time (Dallas time)
          </label>
          <SlotSelect
            ref={focus.field}
            id={selectId}
            days={days}
            value={target}
            aria-describedby={slots.isPending || days.length === 0 ? slotsNoteId : undefined}
            onChange={setTarget}
          />
          <FreeTimesNote
            id={slotsNoteId}
            pending={slots.isPending}
            error={slots.isError}
            days={days.length}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              ref={submitButton}
              size="sm"
              disabled={!target || change.isPending}
              onClick={() => void submit(target)}
            >
              {change.isPending ? 'Moving...' : 'Move session'}
            </Button>
            <Button variant="ghost" size="sm" onClick={close}>
              Keep the current time
            </Button>
          </div>
        </div>
      ) : null}
      {session.changeable && mode === 'cancel' ? (
        <div className="space-y-2">
          {/* Focused on opening, not the button: Enter there would cancel the session. */}
          <p ref={focus.question} tabIndex={-1} className="rounded-md text-sm text-slate-700">
            Cancel this session? The price paid for it is refunded to {refundCard(booking)}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={submitButton}
              variant="danger"
              size="sm"
              disabled={change.isPending}
              onClick={() => void submit()}
            >
              {change.isPending ? 'Canceling...' : 'Yes, cancel it'}
            </Button>
            <Button variant="ghost" size="sm" onClick={close}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {change.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {serverMessage(change.error) ?? 'Something went wrong. Please try again.'}
        </p>
      ) : null}
    </li>
  );
}
