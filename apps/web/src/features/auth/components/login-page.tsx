import { Link } from '@tanstack/react-router';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';

interface LoginPageProps {
  /** Where to go after signing in: a checked same-site path. */
  redirectTo: string;
}

export function LoginPage({ redirectTo }: LoginPageProps) {
  const completeSignIn = useCompleteSignIn(redirectTo);
  return (
    <AuthCard
      title="Sign in to continue your learning journey"
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className="font-semibold text-primary-700 hover:text-primary-800">
            Create an account
          </Link>
        </>
      }
    >
      <GoogleSignIn dividerLabel="or continue with email" onSignedIn={completeSignIn} />
      <LoginForm onSignedIn={completeSignIn} />
    </AuthCard>
  );
}
