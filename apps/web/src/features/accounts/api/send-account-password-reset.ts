import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export function useSendAccountPasswordReset() {
  return useMutation({
    mutationFn: (userId: string) => callEndpoint(endpoints.sendAccountPasswordReset, { params: { userId } }),
  });
}
