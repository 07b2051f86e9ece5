import { Toaster as HotToaster, ToastBar, resolveValue } from 'react-hot-toast';

// SPEC §4: success 2000 ms, error 4000 ms, blank 4000 ms, loading until dismissed; react-hot-toast
// keeps at most 20 at a time.
export const TOAST_DURATIONS = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: Infinity,
} as const;

/**
 * SPEC §4's second reading, for the evaluation and previously-answered areas: at the top right,
 * 5 s for general and error messages, 3 s for success. The app's toaster keeps the first
 * reading, so these options go on each call made there.
 */
export const AREA_TOAST_OPTIONS = {
  blank: { position: 'top-right', duration: 5000 },
  error: { position: 'top-right', duration: 5000 },
  success: { position: 'top-right', duration: 3000 },
} as const;

export function Toaster() {
  // A live region is heard when its content changes, and NVDA and VoiceOver miss one that
  // arrives with its content, as each react-hot-toast toast does (its message is a new
  // role=status element). So the toasts come into this region, which is there from the start,
  // and are not live regions themselves: each is said once. It is also what keeps a toast raised
  // while a modal dialog is open (a failed submit) heard: the dialog hides the rest of the page
  // from screen readers (aria-hidden on everything beside it) but for elements marked aria-live.
  // Polite for errors too: an assertive toast would cut off the page's name said on the move
  // that often comes with it (signed in, session ended).
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-0 z-[9999]"
    >
      <HotToaster
        position="top-center"
        gutter={10}
        // Fixed, as react-hot-toast draws it, and its top in styles.css: below the top bar, or
        // below the verify-email banner, an anchor a fixed box can reach.
        containerStyle={{ top: undefined }}
        toastOptions={{
          duration: TOAST_DURATIONS.blank,
          success: { duration: TOAST_DURATIONS.success },
          error: { duration: TOAST_DURATIONS.error },
          loading: { duration: TOAST_DURATIONS.loading },
          style: {
            borderRadius: '0.75rem',
            padding: '0.625rem 0.875rem',
            color: '#0f172a',
            fontSize: '0.875rem',
            fontWeight: 500,
            boxShadow:
              '0 10px 30px -10px rgb(15 23 42 / 0.25), 0 4px 10px -4px rgb(15 23 42 / 0.1)',
          },
        }}
      >
        {(t) => (
          <ToastBar toast={t}>
            {({ icon }) => (
              <>
                {icon}
                {/* react-hot-toast's own message, without its role=status and aria-live; a long
                    email in it breaks where it must, or the toast was clipped on a phone. */}
                <div className="mx-2.5 my-1 flex flex-auto justify-center whitespace-pre-line wrap-anywhere">
                  {resolveValue(t.message, t)}
                </div>
              </>
            )}
          </ToastBar>
        )}
      </HotToaster>
    </div>
  );
}
