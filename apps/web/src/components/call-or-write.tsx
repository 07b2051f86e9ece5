import { ACADEMY } from '../lib/academy';

const LINK = 'font-medium text-primary-700 underline';

/** "call us at (214) 555-0148 or write to hello@…": the academy's phone and address, as links. */
export function CallOrWrite() {
  return (
    <>
      call us at{' '}
      <a className={LINK} href={ACADEMY.phoneHref}>
        {ACADEMY.phone}
      </a>{' '}
      or write to{' '}
      <a className={LINK} href={`mailto:${ACADEMY.email}`}>
        {ACADEMY.email}
      </a>
    </>
  );
}
