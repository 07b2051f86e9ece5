import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the browser hydrates markup the server drew, true otherwise: text that depends on
 * the reader's time zone or locale, which the server does not know, waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
