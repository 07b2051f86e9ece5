import { schedulingRequestSchema, type SchedulingRequestInput } from '@academy/shared/scheduling';

// What was typed into the booking form, kept for this tab while its visitor is at the checkout:
// one who comes back without paying finds the form as they left it.
const DRAFT_KEY = 'booking_draft';

export function saveBookingDraft(draft: SchedulingRequestInput) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage may be unavailable (private mode): the form then starts empty, as before.
  }
}

/** The saved draft; undefined when there is none or it is not a booking. */
export function readBookingDraft(): SchedulingRequestInput | undefined {
  try {
    const saved = sessionStorage.getItem(DRAFT_KEY);
    if (!saved) return undefined;
    const draft = schedulingRequestSchema.safeParse(JSON.parse(saved));
    return draft.success ? draft.data : undefined;
  } catch {
    return undefined;
  }
}

/** Once the draft is back in the form, or the booking is paid, nothing should bring it back. */
export function clearBookingDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
