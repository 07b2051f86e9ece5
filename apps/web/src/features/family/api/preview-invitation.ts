import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyInvitationPreview } from '@academy/shared/family';
import { apiClient } from '../../../lib/api-client';

/** POST /api/family/invitations/preview: whose invitation a link is, before accepting it. */
export const previewInvitation = (token: string) =>
  apiClient.post<FamilyInvitationPreview>('/family/invitations/preview', { token });

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['family', 'invitation', token],
    queryFn: () => previewInvitation(token),
    retry: false,
  });

export const useInvitationPreview = (token: string) =>
  useQuery(invitationPreviewQueryOptions(token));
