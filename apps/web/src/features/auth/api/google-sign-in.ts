import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';

export interface GoogleSignInResponse {
  user: AuthUser;
}

/** Sends the credential of Google's identity button; the server verifies it. */
export const googleSignIn = (token: string) =>
  apiClient.post<GoogleSignInResponse>(
    '/auth/google',
    { token },
    { fallbackMessage: 'Google authentication failed' },
  );

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });
