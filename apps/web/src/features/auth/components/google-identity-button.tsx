import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../lib/google-identity';

const BUTTON_WIDTH = 400;

interface GoogleIdentityButtonProps {
  clientId: string;
  /** The ID token Google returns when its button is pressed and an account chosen. */
  onCredential: (credential: string) => void;
  busy?: boolean;
  /** Said instead when Google's script cannot load (blocked, offline). */
  unavailableText: string;
}

/** Google's own identity button (outline, large, 400 px, 'continue with', rectangular). */
export function GoogleIdentityButton({
  clientId,
  onCredential,
  busy,
  unavailableText,
}: GoogleIdentityButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  // Google keeps the first callback it is given; route it to the latest props.
  const handleCredential = useRef(onCredential);
  useEffect(() => {
    handleCredential.current = onCredential;
  }, [onCredential]);

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
    return <p className="text-center text-sm text-slate-500">{unavailableText}</p>;
  }
  return (
    <div
      ref={container}
      aria-busy={busy}
      className="flex min-h-11 w-full justify-center [&_iframe]:!mx-auto"
    />
  );
}
