import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/family/invitations/accept: the signed-in account becomes the child's parent. */
export const acceptInvitation = (token: string) =>
  apiClient.post<{ message: string }>(
    '/family/invitations/accept',
    { token },
    { fallbackMessage: 'Failed to accept the invitation' },
  );

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
