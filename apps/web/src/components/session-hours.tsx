import { sessionHoursParts } from '../lib/session-time';

/**
 * A session's hours, "3:00 PM – 4:00 PM CST", that may break after the dash but never inside a
 * time: kept on one line, "10:00 AM – 11:00 AM CST" ran off a phone's card with text at 200%
 * and the page scrolled sideways.
 */
export function SessionHours({ start, end }: { start: string; end: string }) {
  const [from, to] = sessionHoursParts(start, end);
  return (
    <>
      <span className="whitespace-nowrap">{from} –</span>{' '}
      <span className="whitespace-nowrap">{to}</span>
    </>
  );
}
