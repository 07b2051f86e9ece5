import { TEST_MODE_RIBBON } from '@academy/shared/payments';

/**
 * Hangs from the header's lower edge while the server takes payments through its test checkout.
 * It overlays the page instead of pushing it down (on a prerendered page it appears after the
 * first paint, once the public config has come) and lets clicks through to what is under it.
 */
export function TestModeRibbon() {
  return (
    <p
      data-test-mode-ribbon
      className="pointer-events-none absolute top-full left-1/2 -translate-x-1/2 rounded-b-md bg-amber-300 px-3 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950 shadow-sm"
    >
      {TEST_MODE_RIBBON}
    </p>
  );
}
