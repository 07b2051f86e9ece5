import { Link } from '@tanstack/react-router';
import { SESSION_REFUND_TEXT } from '@academy/shared/booking-slots';
import { LEGAL_PAGES } from '../legal';
import { ContactLines } from './contact-lines';
import { LegalPage } from './legal-page';
import { LegalSection } from './legal-section';

/** /refunds: what each plan, pass and tutor session may be refunded, and how to ask. */
export function RefundsPage() {
  return (
    <LegalPage
      title={LEGAL_PAGES.refunds.title}
      summary="When you can get your money back for a subscription, a one-time pass or a tutor session, and how to ask for it."
    >
      <LegalSection id="refunds-summary" title="In short">
        <ul>
          <li>
            <strong>Subscriptions</strong> (Monthly, Quarterly, Yearly) renew until you cancel.
            Cancel any time: you keep access to the end of the period you paid for. A first payment
            is refunded on request within 7 days.
          </li>
          <li>
            <strong>One-time passes</strong> (One-Time Month, Quarter, Year) never renew. A pass is
            refunded on request within 7 days if it has barely been used.
          </li>
          <li>
            <strong>Tutor sessions</strong> are refunded in full when canceled at least 24 hours
            before they start; later than that, we reschedule them instead.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="refunds-subscriptions" title="1. Subscriptions: Monthly, Quarterly, Yearly">
        <p>
          A subscription is charged when you buy it (one bought while a pass runs, when the pass
          ends) and then at the start of each billing period (every month, every 3 months or every
          year), at the price shown at checkout, until you cancel it.
        </p>
        <ul>
          <li>
            <strong>Cancel any time</strong> with the Cancel Subscription button on your
            Subscription page. The plan stays active until the end of the period you have already
            paid for, and you are not charged again. Canceling does not refund the rest of that
            period.
          </li>
          <li>
            <strong>First payment:</strong> if you ask within 7 days of your first payment for a
            plan, we refund that payment in full.
          </li>
          <li>
            <strong>Renewals:</strong> if a renewal charge was a surprise, tell us within 7 days of
            it. If you have not practiced since the renewal, we refund it and cancel the plan.
          </li>
          <li>
            If a renewal payment fails, your access continues while the payment is retried, until
            the day given in our email and on your plan page. If it still fails after the retries,
            the plan ends and nothing more is charged.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="refunds-passes" title="2. One-time passes: One-Time Month, Quarter, Year">
        <p>
          A pass is one payment for a fixed stretch of access (one month, three months or a year).
          It never renews, so there is nothing to cancel.
        </p>
        <ul>
          <li>
            <strong>Within 7 days of purchase,</strong> we refund a pass in full on request if fewer
            than 20 practice questions were answered with it.
          </li>
          <li>
            A pass bought while other paid access was still running starts when that access ends.
            Until it starts, it can be refunded in full at any time.
          </li>
          <li>After that, the unused part of a pass is not refunded.</li>
        </ul>
      </LegalSection>

      <LegalSection id="refunds-tutor-sessions" title="3. Tutor sessions (online or in person)">
        <p>
          Tutor sessions are paid when you book them. You choose the time of each session from our
          tutor&apos;s free times as you book, or, when none suits you, our tutor contacts you to
          agree on them.
        </p>
        <ul>
          <li>
            <strong>Booked with a time:</strong> {SESSION_REFUND_TEXT}
          </li>
          <li>
            <strong>Not yet scheduled:</strong> any session you paid for but have not scheduled is
            refunded in full on request.
          </li>
          <li>
            <strong>Canceled at least 24 hours before it starts:</strong> full refund of that
            session, or a new time if you prefer.
          </li>
          <li>
            <strong>Canceled less than 24 hours before, or missed:</strong> no refund, but we
            reschedule the session once at no charge.
          </li>
          <li>
            <strong>If we cancel</strong> a session, you choose: a new time or a full refund.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="refunds-how" title="4. How to ask for a refund">
        <p>
          Write to us or call us from the email address of your account, or with the booking
          reference from your tutor session receipt. We answer within two business days.
        </p>
        <ContactLines />
        <p>
          Refunds go back to the card you paid with, through our payment provider, Stripe. Your bank
          may take 5 to 10 business days to show them. A plan or pass refunded in full ends when it
          is refunded, and the account returns to the Guest tier unless another plan or pass
          follows. A refund of part of a payment leaves your access as it was. Your scores and
          answered questions are kept.
        </p>
        <p>
          This policy is part of our <Link to={LEGAL_PAGES.terms.path}>Terms of Service</Link>.
          Where the law of your state gives you more, the law applies.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
