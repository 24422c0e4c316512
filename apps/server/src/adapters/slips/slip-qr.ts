import { slipVerify } from 'promptparse/validate';

/** What a bank slip's mini QR carries (DESIGN decision 33): the sending bank's code and the transfer's reference. */
export type TSlipQr = { bankCode: string; reference: string };

/** A mini QR payload is about 60 characters; anything much longer is not one. */
const MAX_PAYLOAD_LENGTH = 512;

/**
 * The mini QR of a Thai bank slip (the Slip Verify API payload: EMVCo tag 00 holding the API type 000001, the
 * sending bank and the transaction reference, country tag 51, CRC tag 91), or null for any other QR text.
 * promptparse checks the structure and the checksum; a checksum some bank apps print short is padded back.
 */
export function slipQrFrom(text: string): TSlipQr | null {
  const payload = text.trim();
  if (payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  const data = slipVerify(payload);
  return data ? { bankCode: data.sendingBank, reference: data.transRef } : null;
}
