import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentOptions } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/payments/options: test mode or not, the bank account for transfers, the THB rate. */
export function getPaymentOptions(signal?: AbortSignal): Promise<TPaymentOptions> {
  return callEndpoint(endpoints.getPaymentOptions, {}, { signal });
}

export const paymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'options'],
    queryFn: ({ signal }) => getPaymentOptions(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentOptions() {
  return useQuery(paymentOptionsQueryOptions());
}
