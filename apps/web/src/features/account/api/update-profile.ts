import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TUpdateProfileRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/get-session';
import { profileQueryKey } from './get-profile';

/** PUT /api/account/profile → the profile as saved (the mobile number stored as prefix plus number). */
export function updateProfile(body: TUpdateProfileRequest): Promise<TProfile> {
  return callEndpoint(endpoints.updateAccountProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header shows the display name from the session.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
