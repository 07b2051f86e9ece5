import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { authMessages } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { useGoogleSignIn } from '../api/google-sign-in';
import { GoogleIdentityButton } from './google-identity-button';

interface GoogleButtonProps {
  clientId: string;
  onSignedIn: (user: AuthUser) => void;
}

/** Google's button on the sign-in and sign-up pages: its credential signs the visitor in. */
export function GoogleButton({ clientId, onSignedIn }: GoogleButtonProps) {
  const { mutate, isPending } = useGoogleSignIn();
  const signIn = useCallback(
    (credential: string) =>
      mutate(credential, {
        onSuccess: ({ user }) => {
          toast.success('Signed in with Google successfully!');
          onSignedIn(user);
        },
        onError: () => {
          toast.error(authMessages.googleFailed);
        },
      }),
    [mutate, onSignedIn],
  );
  return (
    <GoogleIdentityButton
      clientId={clientId}
      onCredential={signIn}
      busy={isPending}
      unavailableText="Google sign-in is unavailable right now. Please use your email below."
    />
  );
}
