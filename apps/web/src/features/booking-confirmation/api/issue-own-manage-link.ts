import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/bookings/:bookingId/manage-link → the path of a fresh private manage link (the booking's owner only). */
export function useIssueOwnManageLink() {
  return useMutation({
    mutationFn: (bookingId: string) => callEndpoint(endpoints.issueOwnManageLink, { params: { bookingId } }),
  });
}
