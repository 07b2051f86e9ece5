import { formatUsd } from '@academy/shared/plans';
import { oneLine, renderBlocks, type Block } from '../mail/format.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { BookedFor } from './booked-for.ts';
import { sessionTime } from './mails.ts';
import type { BookingRow } from './repository.ts';
import type { SessionRow } from './session-repository.ts';

// The academy's own mails about booked sessions: what the family changed, and a refund to make
// by hand. The family's are in session-mails.ts.

/** Who a customer's change of a session is told to the tutor as made by, and whose it is. */
export interface ChangeParties {
  /** The student, when someone else booked for them (booked-for.ts). */
  student?: BookedFor;
  /** The account that made the change in the app, when it is not the booker's. */
  actor?: { name: string; isStudent: boolean };
}

/** The booking's people as the tutor's mails list them: the student it is for, the booker. */
const contactRows = (booking: BookingRow, student: BookedFor | undefined): Block => ({
  rows: [
    ...(student ? [['For', student.fullName] as [string, string]] : []),
    ...(booking.fullName ? [['Name', oneLine(booking.fullName)] as [string, string]] : []),
    ['Contact', booking.contactInfo],
  ],
});

/** To the tutor: a session moved or canceled (a canceled one is refunded automatically). */
export function tutorSessionChanged(
  booking: BookingRow,
  before: SessionRow,
  after: SessionRow | null,
  academyEmail: string,
  { student, actor }: ChangeParties = {},
): NewMail {
  const who = actor?.name ?? 'The customer';
  const whose = !student ? 'the' : actor?.isStudent ? 'their' : `${student.fullName}'s`;
  const what = after
    ? `${who} moved ${whose} session of ${sessionTime(before)} to ${sessionTime(after)}.`
    : `${who} canceled ${whose} session of ${sessionTime(before)}. Its ${formatUsd(booking.unitPriceCents)} is refunded automatically to the card it was paid with; you get a mail if the refund fails.`;
  return {
    kind: 'booking-tutor',
    to: academyEmail,
    subject: `Booking ${booking.internalReference}: session ${after ? 'moved' : 'canceled'}`,
    ...renderBlocks([[what], contactRows(booking, student)]),
  };
}

/** To the tutor: a cancelled session's refund that could not be made, to make by hand. */
export const tutorRefundFailed = (
  booking: BookingRow,
  session: SessionRow,
  amountCents: number,
  why: string,
  academyEmail: string,
  student?: BookedFor,
): NewMail => ({
  kind: 'booking-refund-failed',
  to: academyEmail,
  subject: `Booking ${booking.internalReference}: refund failed, please refund by hand`,
  ...renderBlocks([
    [
      `The session of ${sessionTime(session)} was canceled, but its ` +
        `refund of ${formatUsd(amountCents)} could not be made automatically (${why}). Please ` +
        `refund it in the payment provider's dashboard.`,
    ],
    contactRows(booking, student),
  ]),
});
