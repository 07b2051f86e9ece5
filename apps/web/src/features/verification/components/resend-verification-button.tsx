import { useRef } from 'react';
import toast from 'react-hot-toast';
import { verificationMessages } from '@academy/shared/verification-messages';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useResendVerification } from '../api/resend-verification';

const RESEND_TOAST = 'resend-verification';

interface ResendVerificationButtonProps {
  /** The server says the address is verified already (another tab, another device). */
  onVerified?: () => void;
  variant?: ButtonVariant;
  className?: string;
}

/** "Resend": mails a fresh verification link; the answer is toasted. */
export function ResendVerificationButton({
  onVerified,
  variant = 'secondary',
  className,
}: ResendVerificationButtonProps) {
  const resend = useResendVerification();
  // A double click would mail two links, a third of the hour's allowance.
  const once = useOneAtATime();
  // Disabled while it sends, the button dropped the focus to the page: it takes it back after.
  const button = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(resend.isPending, () => button.current);
  // Each answer takes the place of the last one's toast: three clicks past the hour's limit said
  // the same refusal three times, stacked down the screen.
  const onClick = () =>
    once(async () => {
      try {
        const response = await resend.mutateAsync();
        toast.success(response.message, { id: RESEND_TOAST });
        if (response.emailVerified) onVerified?.();
      } catch (error) {
        toast.error(isApiError(error) ? error.message : verificationMessages.resendFailed, {
          id: RESEND_TOAST,
        });
      }
    });
  return (
    <Button
      ref={button}
      variant={variant}
      size="sm"
      className={className}
      disabled={resend.isPending}
      onClick={onClick}
    >
      {resend.isPending ? 'Sending...' : 'Resend'}
    </Button>
  );
}
