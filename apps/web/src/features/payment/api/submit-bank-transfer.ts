import type { TContactInfo, TErrorBody } from '@tour/shared';
import { ApiError } from '../../../lib/api-client';

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
  let response: Response;
  try {
    response = await fetch('/api/bookings/bank-transfer', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'Network error occurred' });
  }
  if (!response.ok) {
    let error: Partial<TErrorBody['error']> | undefined;
    try {
      error = ((await response.json()) as Partial<TErrorBody>).error;
    } catch {
      error = undefined;
    }
    throw new ApiError({
      code: error?.code ?? 'UNKNOWN',
      status: response.status,
      message: error?.message ?? `Request failed (${response.status})`,
      fields: error?.fields,
    });
  }
  return (await response.json()) as TBankTransferResponse;
}
