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

/** The saved draft, once: reading it removes it. Undefined when there is none or it is not valid. */
export function takeBookingDraft(): SchedulingRequestInput | undefined {
  try {
    const saved = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    if (!saved) return undefined;
    const draft = schedulingRequestSchema.safeParse(JSON.parse(saved));
    return draft.success ? draft.data : undefined;
  } catch {
    return undefined;
  }
}

/** Once the booking is paid, nothing typed for it should come back. */
export function clearBookingDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
