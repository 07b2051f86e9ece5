import { useSyncExternalStore } from 'react';

// Below Tailwind's md breakpoint the tools open as a bottom sheet.
const PHONE = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useIsPhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
