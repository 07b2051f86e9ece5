import { schedulingRequestSchema, type SchedulingRequestInput } from '@academy/shared/scheduling';
import { readSessionJson, removeSessionItem, writeSessionJson } from '../../../lib/session-item';

// What was typed into the booking form, kept for this tab while its visitor is at the checkout:
// one who comes back without paying finds the form as they left it.
const DRAFT_KEY = 'booking_draft';

export function saveBookingDraft(draft: SchedulingRequestInput) {
  writeSessionJson(DRAFT_KEY, draft);
}

/** The saved draft; undefined when there is none or it is not a booking. */
export function readBookingDraft(): SchedulingRequestInput | undefined {
  const draft = schedulingRequestSchema.safeParse(readSessionJson(DRAFT_KEY));
  return draft.success ? draft.data : undefined;
}

/** Once the draft is back in the form, or the booking is paid, nothing should bring it back. */
export function clearBookingDraft() {
  removeSessionItem(DRAFT_KEY);
}
