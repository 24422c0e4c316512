import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** The company licence and KYC status of a pending tour's operator (what decides whether it may go live). */
export function usePendingTourCompanyLicence(pendingTourId: string) {
  return useQuery({
    queryKey: ['pending-tours', 'company-licence', pendingTourId] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getPendingTourCompanyLicence, { params: { id: pendingTourId } }, { signal }),
  });
}
