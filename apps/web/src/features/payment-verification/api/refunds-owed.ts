import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { callMultipartEndpoint } from '../../../lib/post-multipart';
import { useDeskChange } from './transfers';

export function useRefundsOwed(page: number) {
  return useQuery({
    queryKey: ['admin-refunds-owed', page] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listRefundsOwed, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordRefundTransfer() {
  return useDeskChange(
    ({ refundId, transferReference, proof }: { refundId: string; transferReference: string; proof: File | null }) =>
      callMultipartEndpoint(
        endpoints.recordRefundTransfer,
        { params: { refundId } },
        { fields: { transferReference }, files: proof ? { proof } : {} },
      ),
  );
}
