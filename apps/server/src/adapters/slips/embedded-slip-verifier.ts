import { slipBankName } from '@tour/shared';
import { SLIP_REFERENCE_SHAPE, type TSlipVerifier } from './slip-verifier';

/**
 * The default verifier: no bank is asked, so it trusts nothing but the QR's shape — a mini QR whose payload
 * promptparse accepted (structure and checksum), a sending bank the product knows, and a reference of the
 * banks' shape. The amount cannot be checked from the QR; the administrator checks it on the desk.
 */
export function createEmbeddedSlipVerifier(): TSlipVerifier {
  return {
    async verify({ bankCode, reference }) {
      if (!slipBankName(bankCode))
        return { ok: false, reason: `the sending bank code ${bankCode} is not a known bank` };
      if (!SLIP_REFERENCE_SHAPE.test(reference)) return { ok: false, reason: 'the transaction reference is malformed' };
      return { ok: true };
    },
  };
}
