import type { TContactInfo } from '@tour/shared';
import { postMultipart } from '../../../lib/post-multipart';

export type TBankTransferResponse = { bookingId: string; bookingReference: string; message: string };

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
  const body = new FormData();
  if ('sessionId' in input) body.set('sessionId', input.sessionId);
  else {
    body.set('bookingId', input.bookingId);
    if (input.manageToken) body.set('manageToken', input.manageToken);
  }
  body.set('customerInfo', JSON.stringify(input.customerInfo));
  body.set('paymentSlip', input.paymentSlip, input.paymentSlip.name);
  return postMultipart<TBankTransferResponse>('/api/bookings/bank-transfer', body);
}
