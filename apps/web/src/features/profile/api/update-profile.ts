import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@academy/shared/profile';
import type { ExtendedTime } from '@academy/shared/tests';
import { apiClient } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** PATCH /api/profile: an empty phone number or state is left out, which clears it. */
export interface ProfileUpdatePayload {
  firstname: string;
  lastname: string;
  phoneNumber?: string;
  state?: string;
  /** Absent keeps the stored setting. */
  extendedTime?: ExtendedTime;
}

export const updateProfile = (payload: ProfileUpdatePayload) =>
  apiClient.patch<Profile>('/profile', payload, { fallbackMessage: 'Failed to update profile' });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // SPEC §4: the cached profile is replaced with the server's answer.
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
