import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { authMessages } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { useGoogleSignIn } from '../api/google-sign-in';
import { loadGoogleIdentity } from '../lib/google-identity';

const BUTTON_WIDTH = 400;

interface GoogleButtonProps {
  clientId: string;
  onSignedIn: (user: AuthUser) => void;
}

/** Google's own identity button (outline, large, 400 px, 'continue with', rectangular). */
export function GoogleButton({ clientId, onSignedIn }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const { mutate, isPending } = useGoogleSignIn();

  // Google keeps the first callback it is given; route it to the latest props.
  const handleCredential = useRef<(credential: string) => void>(() => undefined);
  useEffect(() => {
    handleCredential.current = (credential) =>
      mutate(credential, {
        onSuccess: ({ user }) => {
          toast.success('Signed in with Google successfully!');
          onSignedIn(user);
        },
        onError: () => {
          toast.error(authMessages.googleFailed);
        },
      });
  }, [mutate, onSignedIn]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => handleCredential.current(credential),
        });
        // 400 px as specified, narrower only when the card is (small phones).
        const width = Math.min(BUTTON_WIDTH, Math.floor(parent.clientWidth) || BUTTON_WIDTH);
        google.accounts.id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          width,
          text: 'continue_with',
          shape: 'rectangular',
        });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (unavailable) {
    return (
      <p className="text-center text-sm text-slate-500">
        Google sign-in is unavailable right now. Please use your email below.
      </p>
    );
  }
  return (
    <div
      ref={container}
      aria-busy={isPending}
      className="flex min-h-11 w-full justify-center [&_iframe]:!mx-auto"
    />
  );
}
