import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** Every tour of the user's company, whichever of its users submitted it, newest first. */
export function useCompanyTours() {
  return useQuery({
    queryKey: ['account', 'company-tours'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listAccountCompanyTours, {}, { signal }),
  });
}
