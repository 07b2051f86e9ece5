import { MailCheck } from 'lucide-react';
import { AuthCard } from './auth-card';
import { SignInInstead } from './sign-in-instead';

/** After a sign-up that signed nobody in: the next step is in the mail (decision 012). */
export function CheckEmailPanel({ email }: { email: string }) {
  return (
    <AuthCard title="Check your email" footer={<SignInInstead />}>
      <div role="status" className="text-center">
        <MailCheck className="mx-auto size-10 text-primary-600" aria-hidden="true" />
        <p className="mt-4 break-words text-slate-700">
          We sent a message to <strong className="text-slate-900">{email}</strong>. Follow the link
          in it to continue.
        </p>
      </div>
    </AuthCard>
  );
}
