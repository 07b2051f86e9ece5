import toast from 'react-hot-toast';

/**
 * SPEC §4 gives this area its own toast setting: 5 s for general and error messages, 3 s for
 * success, at the top right. The app's toaster keeps the other reading, so the options go on
 * each call made here.
 */
const REVIEW_TOAST = { position: 'top-right', duration: 5000 } as const;

export const reviewToast = {
  /** `id` keeps one toast per failing source when a query fails again. */
  error: (message: string, id: string) => toast.error(message, { ...REVIEW_TOAST, id }),
};
