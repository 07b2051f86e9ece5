import { TEST_MODE_RIBBON } from '@academy/shared/payments';
import { cn } from '../../lib/cn';
import { usePageScrolled } from '../../lib/use-page-scrolled';

/**
 * Hangs from the header's lower edge while the server takes payments through its test checkout.
 * It overlays the page instead of pushing it down (on a prerendered page it appears after the
 * first paint, once the public config has come) and lets clicks through to what is under it.
 * Scrolled down, it fades: the header stays, and the ribbon would sit on whatever sticks below
 * it (a timed test's title and timer).
 */
export function TestModeRibbon() {
  const scrolled = usePageScrolled();
  return (
    <p
      data-test-mode-ribbon
      // Words to read, kept clear of the mascot while they show: with text at 200% on a phone
      // the mascot stood on them. Faded out, they keep their box, which is then nobody's work.
      data-mascot-avoid={scrolled ? undefined : ''}
      // One line where it fits, else wrapped and centred: kept on one line, with text at 200% it
      // was 370 px wide and ran past a 360 px phone's screen, which then scrolled sideways.
      className={cn(
        'pointer-events-none absolute top-full left-1/2 w-max max-w-[calc(100%-1rem)] -translate-x-1/2 rounded-b-md bg-amber-300 px-3 py-0.5 text-center text-xs font-semibold text-amber-950 shadow-sm transition-[opacity,visibility] duration-200',
        scrolled && 'invisible opacity-0',
      )}
    >
      {TEST_MODE_RIBBON}
    </p>
  );
}
