import { useSyncExternalStore } from 'react';

// Set by vite.config.ts; absent under vitest.
declare const __BUILD_YEAR__: number | undefined;

/** The year the pages were prerendered in, as their HTML shows it. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

const neverChanges = () => () => {};
const clockYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

/**
 * This year by the browser's clock. While hydrating prerendered HTML it is first the build's
 * year, as the server wrote it, so a page built in December hydrates in January without a
 * mismatch; React then re-renders with the clock's year.
 */
export const useCurrentYear = () => useSyncExternalStore(neverChanges, clockYear, buildYear);
