import { oneLine } from '../mail/format.ts';
import type { createSchedulingRepository, BookingRow } from './repository.ts';

/** The student a booking is for, as its mails and pages name them. */
export interface BookedFor {
  firstname: string;
  /** "Sam Student", on one line. */
  fullName: string;
}

/**
 * The student of a booking someone else made for them (a parent for a child, decision 042):
 * the booking's name and contact are the booker's, so the student must be named beside them.
 * Undefined when the booker booked for themselves, or the student's account is gone.
 */
export async function bookedFor(
  repo: ReturnType<typeof createSchedulingRepository>,
  booking: Pick<BookingRow, 'userId' | 'bookedByUserId'>,
): Promise<BookedFor | undefined> {
  const { userId, bookedByUserId } = booking;
  if (!userId || !bookedByUserId || userId === bookedByUserId) return undefined;
  const student = await repo.account(userId);
  if (!student) return undefined;
  return {
    firstname: oneLine(student.firstname),
    fullName: oneLine(`${student.firstname} ${student.lastname}`),
  };
}
