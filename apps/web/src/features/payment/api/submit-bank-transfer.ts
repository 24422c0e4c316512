import type { TBankTransferResponse, TContactInfo } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callMultipartEndpoint } from '../../../lib/post-multipart';

/**
 * POST /api/bookings/bank-transfer as multipart/form-data: sessionId (or, for Pay Now, bookingId and a
 * manage link's token), customerInfo (JSON) and the paymentSlip file. The server checks the slip's bytes
 * again and answers with the same messages.
 */
export async function submitBankTransfer(
  input: { customerInfo: TContactInfo; paymentSlip: File } & (
    | { sessionId: string }
    | { bookingId: string; manageToken?: string | null }
  ),
): Promise<TBankTransferResponse> {
  const target =
    'sessionId' in input
      ? { sessionId: input.sessionId }
      : { bookingId: input.bookingId, manageToken: input.manageToken || undefined };
  return callMultipartEndpoint(
    endpoints.payByBankTransfer,
    {},
    {
      fields: { ...target, customerInfo: JSON.stringify(input.customerInfo) },
      files: { paymentSlip: input.paymentSlip },
    },
  );
}
