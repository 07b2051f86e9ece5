import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../../../lib/academy';
import { LEGAL_PAGES } from '../legal';
import { ContactLines } from './contact-lines';
import { LegalPage } from './legal-page';
import { LegalSection } from './legal-section';
import { PrivacyChildren, PrivacyCookies, PrivacyRetention } from './privacy-sections';

/** /privacy: what the academy keeps about students and families, why, for how long, and who sees it. */
export function PrivacyPage() {
  return (
    <LegalPage
      title={LEGAL_PAGES.privacy.title}
      summary="What we keep about you and your student, why, for how long, and how to see it or have it deleted. We do not sell your information and we use no advertising trackers."
    >
      <LegalSection id="privacy-who" title="1. Who we are">
        <p>
          {ACADEMY.name} is a tutor-led SAT and ACT academy in {ACADEMY.city}, {ACADEMY.region}.
          This policy covers this website, the practice app, the SAT evaluation and tutor session
          bookings. Questions about it go to the contacts at the end of this page.
        </p>
      </LegalSection>

      <LegalSection id="privacy-what" title="2. What we collect">
        <ul>
          <li>
            <strong>Your account:</strong> first and last name, email address and password (kept
            only as a one-way hash, never readable), and, if you add them, a phone number and state.
            If you sign in with Google, Google gives us your name, email address and an account
            identifier.
          </li>
          <li>
            <strong>Your practice:</strong> the answers you give, the hints and explanations you
            open, the time spent, and the scores and review schedule worked out from them.
          </li>
          <li>
            <strong>Your SAT goal and scores:</strong> the target score and test date you (or your
            tutor, with you) set, and the official SAT scores you enter, kept with what your
            practice estimated on that day.
          </li>
          <li>
            <strong>Evaluation submissions:</strong> the email address entered, the answers, the
            score, and the internet (IP) address the answers came from, to stop abuse.
          </li>
          <li>
            <strong>What your tutor writes:</strong> the homework your tutor sets you, the reports
            of your tutor sessions, and notes the tutor keeps about your progress (the notes stay
            with the academy&apos;s tutors).
          </li>
          <li>
            <strong>Family sharing:</strong> the email addresses you invite to follow your progress,
            and which parent accounts accepted.
          </li>
          <li>
            <strong>Tutor session bookings:</strong> the name and contact (email or phone) you give,
            the session type and number of sessions, and whether they are paid.
          </li>
          <li>
            <strong>Payments:</strong> made on the secure checkout page of our payment provider,
            Stripe. Your card number never reaches our servers. Stripe tells us the plan or sessions
            bought, the amount, the dates and whether the payment went through.
          </li>
          <li>
            <strong>Email:</strong> copies of the emails we send you (receipts, plan and account
            messages) and whether they were delivered.
          </li>
          <li>
            <strong>Sign-in and security:</strong> your signed-in sessions (with the browser and
            device name and when each was last used), the devices you have signed in from, failed
            sign-in attempts, and IP addresses in our server logs.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-use" title="3. How we use it">
        <ul>
          <li>
            To run your account, your practice and your scores, and to email you the week before
            your test date and, after it, a reminder to enter your scores.
          </li>
          <li>To take payments, and send receipts and messages about your plan and account.</li>
          <li>For our tutor to review evaluations and to schedule and teach booked sessions.</li>
          <li>
            To show the parents you invite your progress, and to email them a weekly summary and the
            report of each of your sessions.
          </li>
          <li>To keep accounts secure and to stop abuse and fraud.</li>
          <li>To meet our legal, tax and accounting duties.</li>
        </ul>
        <p>
          We do not sell or rent personal information, we do not show advertising, and we do not
          share your information for advertising.
        </p>
      </LegalSection>

      <PrivacyCookies />

      <LegalSection id="privacy-sharing" title="5. Who else sees it">
        <p>
          The parents you invite from your Profile page see your progress and scores, your SAT goal
          and the official scores you enter, your plan, your booked sessions, your homework and your
          tutor&apos;s session reports, and get a weekly email about your practice and each session
          report, until you withdraw their access there. The academy&apos;s tutors see your
          practice, evaluations, bookings, goal and scores, to teach you.
        </p>
        <p>Besides, only the service providers we need, each for our purposes and no others:</p>
        <ul>
          <li>Stripe, for payments.</li>
          <li>Our email delivery provider, to deliver the emails we send.</li>
          <li>Our hosting provider, which stores the app and its database.</li>
          <li>Google, only if you choose to sign in with Google.</li>
        </ul>
        <p>
          We disclose information to authorities only when the law requires it, or to protect a
          student&apos;s safety.
        </p>
      </LegalSection>

      <PrivacyRetention />
      <PrivacyChildren />

      <LegalSection id="privacy-rights" title="8. Seeing, changing or deleting your information">
        <ul>
          <li>You can see and change your name, phone number and state on your Profile page.</li>
          <li>
            On your Profile page, under &ldquo;Your data&rdquo;, you can download a copy of
            everything your account holds as one file, and delete your account and everything in it
            at once, except for the payment records the law requires us to keep.
          </li>
          <li>
            You can also write to us from the email address of the account for a copy of your
            information or its deletion. We confirm the request and complete it within 30 days.
          </li>
          <li>
            Depending on the state you live in, you may have further rights, such as to correct
            information or to appeal our answer to a request. Write to us to use them.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-security" title="9. Security">
        <p>
          The site is served over HTTPS only. Passwords and sign-in tokens are stored only as
          hashes, and access to our systems is limited to the people who need it. No system is
          perfectly secure: if a breach affects your information, we tell you as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="10. Changes and contact">
        <p>
          When this policy changes, we update the date at the top, and we email account holders
          about important changes before they apply. See also our{' '}
          <Link to={LEGAL_PAGES.terms.path}>Terms of Service</Link>.
        </p>
        <ContactLines />
      </LegalSection>
    </LegalPage>
  );
}
