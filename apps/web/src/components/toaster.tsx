import { Toaster as HotToaster } from 'react-hot-toast';

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
  // A modal dialog hides the rest of the page from screen readers (aria-hidden on everything
  // beside it) but for elements marked aria-live. This wrapper is one, so a toast raised while a
  // dialog is open (a failed submit) is still announced. It announces nothing itself ("off"):
  // each toast is its own status region.
  return (
    <div aria-live="off">
      <HotToaster
        position="top-center"
        gutter={10}
        containerStyle={{ top: 72 }}
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
      />
    </div>
  );
}
