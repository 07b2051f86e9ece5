import { LegalSection } from './legal-section';

/** Privacy §4: the two cookies and the browser storage the site uses, and no trackers. */
export function PrivacyCookies() {
  return (
    <LegalSection id="privacy-cookies" title="4. Cookies and browser storage">
      <p>We use two cookies, both needed for the site to work, and no others:</p>
      <ul>
        <li>
          <strong>A session cookie</strong> that keeps you signed in. It ends when you sign out, or
          after 7 days without a visit (30 days at most).
        </li>
        <li>
          <strong>A device cookie</strong> that recognizes a browser you have signed in from before,
          so we can warn you by email of a sign-in from a new device.
        </li>
      </ul>
      <p>
        Your browser also keeps a few things for this site on your device: your name and plan while
        you are signed in, an evaluation or booking form you have not sent yet, and whether the
        mascot is muted. We use no analytics, advertising or tracking cookies. Google&apos;s sign-in
        button and Stripe&apos;s checkout page, when you use them, follow Google&apos;s and
        Stripe&apos;s own privacy policies.
      </p>
    </LegalSection>
  );
}

/** Privacy §6: how long each kind of information is kept. */
export function PrivacyRetention() {
  return (
    <LegalSection id="privacy-retention" title="6. How long we keep it">
      <ul>
        <li>
          <strong>Account, profile and practice:</strong> while the account is open. You can delete
          it yourself on your Profile page; we delete it within 30 days of a written request, and
          delete an account unused for 3 years a month after an email warning.
        </li>
        <li>
          <strong>Evaluation submissions:</strong> 2 years.
        </li>
        <li>
          <strong>Payments and tutor session bookings:</strong> 7 years, as tax and accounting law
          requires, even after the account is deleted.
        </li>
        <li>
          <strong>Copies of the emails we send:</strong> 12 months.
        </li>
        <li>
          <strong>Sign-in sessions:</strong> until you sign out or they expire.
        </li>
        <li>
          <strong>Server logs:</strong> 30 days.
        </li>
      </ul>
    </LegalSection>
  );
}

/** Privacy §7: students under 18, and the parental consent COPPA requires under 13. */
export function PrivacyChildren() {
  return (
    <LegalSection id="privacy-children" title="7. Students under 18 and children under 13">
      <p>
        Most of our students are in high school, and many are under 18. We collect only what their
        practice, evaluation and tutoring need.
      </p>
      <ul>
        <li>
          <strong>Under 13:</strong> a parent or legal guardian must create the account and agree to
          this policy for the child. We do not knowingly collect personal information from a child
          under 13 without a parent&apos;s consent, as the Children&apos;s Online Privacy Protection
          Act (COPPA) requires. If we learn that we have, we delete it.
        </li>
        <li>
          <strong>13 to 17:</strong> students may create their own account with a parent&apos;s or
          guardian&apos;s permission. Purchases are made by the adult who holds the card.
        </li>
        <li>
          A parent or guardian may ask to see their child&apos;s information, to have it deleted, or
          to stop its further collection, by writing to us.
        </li>
      </ul>
    </LegalSection>
  );
}
