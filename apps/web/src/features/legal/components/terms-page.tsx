import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../../../lib/academy';
import { LEGAL_PAGES } from '../legal';
import { ContactLines } from './contact-lines';
import { LegalPage } from './legal-page';
import { LegalSection } from './legal-section';
import { TermsPlans } from './terms-plans';

/** /terms: the agreement between the academy and the families who use it. */
export function TermsPage() {
  return (
    <LegalPage
      title={LEGAL_PAGES.terms.title}
      summary={`The agreement between ${ACADEMY.name} and the students and parents who use our practice app, evaluation and tutor sessions.`}
    >
      <LegalSection id="terms-agreement" title="1. This agreement">
        <p>
          These terms are between you and {ACADEMY.name}, {ACADEMY.city}, {ACADEMY.region}. By
          creating an account, buying a plan or pass, or booking a tutor session, you agree to them,
          to our <Link to={LEGAL_PAGES.privacy.path}>Privacy Policy</Link> and to our{' '}
          <Link to={LEGAL_PAGES.refunds.path}>Refund Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="terms-accounts" title="2. Accounts, students and parents">
        <ul>
          <li>
            <strong>Students under 13 need a parent.</strong> A parent or legal guardian must create
            the account of a student under 13 and accepts these terms for the student.
          </li>
          <li>
            Students aged 13 to 17 may create their own account with a parent&apos;s or
            guardian&apos;s permission. The parent or guardian is responsible for purchases and for
            the student&apos;s use of the service.
          </li>
          <li>
            Give your real name and an email address you read. One account is for one student: do
            not share it. Keep your password secret, and tell us at once if you think someone else
            has used your account.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-service" title="3. What we provide">
        <p>
          SAT practice questions by topic with hints and worked explanations, scores per concept, a
          review of answered questions, a free SAT evaluation, and one-on-one tutor sessions online
          or at our {ACADEMY.city} office. A new account starts as Guest, with a short practice
          trial; full practice needs a plan or pass.
        </p>
        <p>
          We work hard to help every student improve, but we do not promise any test score. The
          figures on our site describe our students so far. SAT is a trademark of the College Board
          and ACT of ACT, Inc.; neither is involved with or endorses {ACADEMY.name}.
        </p>
      </LegalSection>

      <TermsPlans />

      <LegalSection id="terms-use" title="6. Using the service fairly">
        <p>You agree not to:</p>
        <ul>
          <li>share your account, or resell or pass on access to it;</li>
          <li>copy, publish or collect our questions, hints and explanations;</li>
          <li>use robots or scripts on the site, or try to get around its limits or security;</li>
          <li>harass our tutor or other users.</li>
        </ul>
        <p>
          Our questions, explanations and site are ours or licensed to us, for your own preparation
          only. We may suspend an account that breaks these terms; if we end it without a fault of
          yours, we refund the unused part of what you paid.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="7. Our responsibility">
        <p>
          We provide the service as it is and as available, and may improve or change it. As far as
          the law allows, we are not liable for indirect or consequential losses, and our total
          liability to you is limited to what you paid us in the 12 months before the claim. Nothing
          in these terms limits rights the law gives you that cannot be limited.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="8. Law, changes and contact">
        <p>
          These terms are governed by the laws of the State of Texas. Before going to court, please
          write to us so we can try to solve the problem; any dispute goes to the courts of Dallas
          County, Texas. We may update these terms: we change the date at the top and email account
          holders about important changes before they apply. Changes do not affect a period you have
          already paid for.
        </p>
        <ContactLines />
      </LegalSection>
    </LegalPage>
  );
}
