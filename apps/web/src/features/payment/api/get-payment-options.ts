import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankDetails } from '@tour/shared';
import { api } from '../../../lib/api-client';

export type TPaymentOptions = {
  testMode: boolean;
  publishableKey: string | null;
  bankDetails: TBankDetails;
  thbPerUsd: number;
};

/** GET /api/payments/options: test mode or not, the bank account for transfers, the THB rate. */
export function getPaymentOptions(signal?: AbortSignal): Promise<TPaymentOptions> {
  return api.get<TPaymentOptions>('/api/payments/options', { signal });
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
