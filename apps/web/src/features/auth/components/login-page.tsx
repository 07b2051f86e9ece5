import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { planById } from '@academy/shared/plans';
import type { PurchasableTier } from '@academy/shared/tiers';
import { PageSpinner } from '../../../components/ui/spinner';
import { clearSessionEnded, sessionEndedMarked } from '../../../lib/session-ended';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { CreateAccountInstead } from './sign-in-instead';

interface LoginPageProps {
  /** Where to go after signing in: a checked same-site path. */
  redirectTo: string;
  /** A plan chosen on /pricing: kept if the visitor goes to create an account instead. */
  plan?: PurchasableTier;
  /** A family invitation's token and address: kept if the invitee creates an account instead. */
  invitation?: string;
  email?: string;
}

export function LoginPage({ redirectTo, plan, invitation, email }: LoginPageProps) {
  const { completeSignIn, formShown } = useCompleteSignIn(redirectTo);
  const [sessionEnded] = useState(sessionEndedMarked);
  useEffect(clearSessionEnded, []);
  if (!formShown) return <PageSpinner label="Checking your session" />;
  return (
    <AuthCard
      title="Sign in to continue your learning journey"
      // Arrived with a plan chosen (from /pricing, or a verification link on another device).
      subtitle={plan ? `Then go on with the ${planById(plan).name} plan you chose.` : undefined}
      footer={
        <CreateAccountInstead
          plan={plan}
          redirectTo={redirectTo}
          invitation={invitation}
          email={email}
        />
      }
    >
      {sessionEnded ? (
        <p
          role="status"
          className="mb-5 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-800"
        >
          Your session has ended. Please sign in again.
        </p>
      ) : null}
      <GoogleSignIn dividerLabel="or continue with email" onSignedIn={completeSignIn} />
      <LoginForm
        onSignedIn={completeSignIn}
        passwordHelp={
          <Link
            to="/forgot-password"
            className="inline-block py-1 font-medium text-primary-700 hover:text-primary-800"
          >
            Forgot password?
          </Link>
        }
      />
    </AuthCard>
  );
}
