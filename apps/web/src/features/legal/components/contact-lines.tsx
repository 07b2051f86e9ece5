import { ACADEMY } from '../../../lib/academy';

/** How to reach the academy about these texts: its configured email, phone and office. */
export function ContactLines() {
  return (
    <ul>
      <li>
        {/* An address has no place to break: with text at 200% it ran past a phone's edge. */}
        Email:{' '}
        <a href={`mailto:${ACADEMY.email}`} className="wrap-anywhere">
          {ACADEMY.email}
        </a>
      </li>
      <li>
        Phone: <a href={ACADEMY.phoneHref}>{ACADEMY.phone}</a>
      </li>
      <li>
        Mail: {ACADEMY.name}, {ACADEMY.street}, {ACADEMY.city}, {ACADEMY.region}{' '}
        {ACADEMY.postalCode}
      </li>
    </ul>
  );
}
