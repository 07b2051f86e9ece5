import { MailWarning } from 'lucide-react';
import { verifyBannerText } from '@academy/shared/verification-messages';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { ResendVerificationButton } from './resend-verification-button';

interface VerifyEmailBannerProps {
  email: string;
  onVerified: () => void;
}

/**
 * Across the site below the top bar while the address is unverified. In the page's flow, not
 * over it: it pushes the content down instead of covering it, and wraps on a narrow screen.
 */
export function VerifyEmailBanner({ email, onVerified }: VerifyEmailBannerProps) {
  return (
    <div
      role="region"
      aria-label="Email verification"
      // Toasts start below it (styles.css).
      data-verify-banner
      // Room above its words for the test-mode ribbon, which hangs over the top of the page.
      className="border-b border-amber-200 bg-amber-50 text-amber-950 [header:has([data-test-mode-ribbon])+&]:pt-5"
    >
      {/* Below 1024 px the mascot stands where the banner is: its words wrap around that spot. */}
      <div className="mx-auto flow-root max-w-6xl page-gutter py-2.5 lg:flex lg:items-center lg:gap-4">
        <MascotSpot />
        <p className="flex min-w-0 items-start gap-2 text-sm lg:flex-1">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{verifyBannerText(email)}</span>
        </p>
        <ResendVerificationButton onVerified={onVerified} className="mt-2 lg:mt-0" />
      </div>
    </div>
  );
}
