import { useState } from 'react';
import type { PurchasableTier } from '@academy/shared/tiers';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from './auth-card';
import { SignInInstead } from './sign-in-instead';
import { CheckEmailPanel } from './check-email-panel';
import { GoogleSignIn } from './google-sign-in';
import { SignupConsent } from './signup-consent';
import { SignupForm } from './signup-form';

/**
 * `redirectTo`: the page to open once signed up (the home page unless a link asked for one, or
 * the confirmation of a `plan` chosen on /pricing, one click from checkout). `invitation` and
 * `email`: a parent following a family invitation, whose address it verifies.
 */
export function SignupPage({
  redirectTo = '/',
  plan,
  invitation,
  email,
}: {
  redirectTo?: string;
  plan?: PurchasableTier;
  invitation?: string;
  email?: string;
}) {
  const { completeSignIn, formShown } = useCompleteSignIn(redirectTo);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  if (!formShown) return <PageSpinner label="Checking your session" />;
  if (checkEmail) return <CheckEmailPanel email={checkEmail} />;
  return (
    <AuthCard
      title="Join the Academy!"
      subtitle="Practice SAT and ACT questions by topic, with hints and step-by-step explanations."
      footer={
        <SignInInstead plan={plan} redirectTo={redirectTo} invitation={invitation} email={email} />
      }
    >
      <GoogleSignIn dividerLabel="or sign up with email" onSignedIn={completeSignIn} />
      <SignupForm
        onSignedUp={completeSignIn}
        onCheckEmail={setCheckEmail}
        invitation={invitation}
        email={email}
        plan={plan}
      />
      <SignupConsent />
    </AuthCard>
  );
}
