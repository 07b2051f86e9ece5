import { ACADEMY } from '../lib/academy';

const LINK = 'font-medium text-primary-700 underline';

/** "call us at (214) 555-0148 or write to hello@…": the academy's phone and address, as links. */
export function CallOrWrite() {
  return (
    <>
      call us at {/* Whole: "(214) 555-" and "0148" on two lines read as two numbers. */}
      <a className={`${LINK} whitespace-nowrap`} href={ACADEMY.phoneHref}>
        {ACADEMY.phone}
      </a>{' '}
      or write to{' '}
      {/* An address is one long word: with large text on a phone it ran past the screen. */}
      <a className={`${LINK} wrap-anywhere`} href={`mailto:${ACADEMY.email}`}>
        {ACADEMY.email}
      </a>
    </>
  );
}
