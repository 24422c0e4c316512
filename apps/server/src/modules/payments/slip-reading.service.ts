import { MONEY_MESSAGES } from '@tour/shared';
import { QrUnreadableError, type TQrDocumentType, type TQrReader } from '../../adapters/qr/qr-reader';
import { slipQrFrom, type TSlipQr } from '../../adapters/slips/slip-qr';
import { SlipVerifierUnavailableError, type TSlipVerifier } from '../../adapters/slips/slip-verifier';
import { AppError } from '../../http/app-error';

export type TSlipReadingDeps = {
  qrReader: TQrReader;
  slipVerifier: TSlipVerifier;
  log: { warn: (details: Record<string, unknown>, message: string) => void };
};

/**
 * What reading a slip found, stored with its payment (DESIGN decision 33). `qr_verified`: a mini QR the verifier
 * accepted; `no_qr`: no mini QR could be read (accepted for manual review); check null with a bank and reference:
 * the hosted verifier could not be reached, so the QR stands unchecked and the desk checks it by hand.
 */
export type TSlipReading =
  | { check: 'qr_verified'; qr: TSlipQr }
  | { check: null; qr: TSlipQr }
  | { check: 'no_qr'; qr: null };

async function findSlipQr(qrReader: TQrReader, bytes: Buffer, contentType: TQrDocumentType) {
  let texts: string[];
  try {
    texts = await qrReader.readTexts(bytes, contentType);
  } catch (error) {
    // A document the scanner cannot read is a slip without a readable QR: an administrator looks at it.
    if (error instanceof QrUnreadableError) return null;
    throw error;
  }
  for (const text of texts) {
    const qr = slipQrFrom(text);
    if (qr) return qr;
  }
  return null;
}

/**
 * Reads the slip's mini QR and has the verifier check it, before anything is written. A QR the verifier refuses
 * refuses the upload (400 on the slip field); one it cannot check is kept for the desk.
 */
export async function readSlipQr(
  deps: TSlipReadingDeps,
  slip: { bytes: Buffer; contentType: TQrDocumentType },
  owed: { amount: number; currency: string },
): Promise<TSlipReading> {
  const qr = await findSlipQr(deps.qrReader, slip.bytes, slip.contentType);
  if (!qr) return { check: 'no_qr', qr: null };
  try {
    const verdict = await deps.slipVerifier.verify({ ...qr, ...owed });
    if (verdict.ok) return { check: 'qr_verified', qr };
    deps.log.warn({ bankCode: qr.bankCode, reason: verdict.reason }, 'a payment slip QR was refused');
  } catch (error) {
    if (!(error instanceof SlipVerifierUnavailableError)) throw error;
    deps.log.warn({ err: error, bankCode: qr.bankCode }, 'slip verifier unavailable: the slip is left for review');
    return { check: null, qr };
  }
  throw new AppError('VALIDATION_FAILED', MONEY_MESSAGES.slipQrRefused, { paymentSlip: MONEY_MESSAGES.slipQrRefused });
}
