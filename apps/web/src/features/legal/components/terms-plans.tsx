import { Link } from '@tanstack/react-router';
import { LEGAL_PAGES } from '../legal';
import { LegalSection } from './legal-section';

/** Terms §4 and §5: how plans, passes and tutor sessions are bought, renewed and canceled. */
export function TermsPlans() {
  return (
    <>
      <LegalSection id="terms-plans" title="4. Plans, passes and payment">
        <ul>
          <li>
            <strong>Subscriptions</strong> (Monthly, Quarterly, Yearly) are charged when bought and
            then at the start of each period, and renew automatically until you cancel. Cancel any
            time on your Subscription page: access continues to the end of the period you paid for
            and you are not charged again.
          </li>
          <li>
            A change to a longer plan starts at once: the unused part of the current period is
            credited and the difference charged. A change to a shorter plan starts when the current
            period ends, and nothing is charged until then.
          </li>
          <li>
            <strong>One-time passes</strong> (One-Time Month, Quarter, Year) are one payment for a
            fixed period and never renew. A pass bought while paid access is still running starts
            when that access ends, so no paid day is lost. A subscription chosen while a pass runs
            starts, and is first charged, when the pass ends; with two days or less left on the
            pass, choose it once the pass has ended.
          </li>
          <li>
            Prices are in US dollars, as shown at checkout, including any launch offer. Payments are
            taken by our payment provider, Stripe.
          </li>
          <li>
            If a renewal payment fails, access continues while the payment is retried, until the day
            given in our email and on the plan page; if it still fails, the plan ends. When paid
            access ends, the account returns to the Guest tier and keeps its scores and answered
            questions.
          </li>
          <li>
            Refunds follow our <Link to={LEGAL_PAGES.refunds.path}>Refund Policy</Link>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-sessions" title="5. Tutor sessions">
        <ul>
          <li>
            Sessions are paid when booked, online or in person. You choose the time of each one from
            our tutor&apos;s free times as you book; when none suits you, our tutor contacts you to
            agree on them.
          </li>
          <li>
            A student under 18 attends with a parent&apos;s or guardian&apos;s permission, and a
            parent or guardian must be reachable during each session.
          </li>
          <li>
            Cancel or move a session at least 24 hours before it starts for a full refund or a new
            time; later cancellations and missed sessions are rescheduled once, not refunded.
          </li>
        </ul>
      </LegalSection>
    </>
  );
}
