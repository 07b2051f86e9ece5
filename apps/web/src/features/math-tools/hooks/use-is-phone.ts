import { useSyncExternalStore } from 'react';

// Below Tailwind's md breakpoint the tools open as a bottom sheet.
const PHONE = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the tools open as a bottom sheet right now; for an event or an effect. */
export const isPhoneNow = () => window.matchMedia(PHONE).matches;

export const useIsPhone = () => useSyncExternalStore(subscribe, isPhoneNow, () => false);
