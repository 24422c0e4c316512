import type { TSlipQr } from './slip-qr';

/** What a slip verifier is asked: the slip's mini QR, and the transfer the traveller owes for the booking. */
export type TSlipVerification = TSlipQr & {
  /** Minor units of `currency`: what the booking owes. */
  amount: number;
  currency: string;
};

export type TSlipVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Checks a slip's mini QR before the transfer is accepted for review (DESIGN decision 33). The embedded verifier
 * trusts nothing but the QR's shape; a hosted verification service (SLIP_VERIFIER=http) asks the bank side.
 * Either way an administrator still verifies every transfer on the desk (decision 26).
 */
export type TSlipVerifier = {
  verify(slip: TSlipVerification): Promise<TSlipVerdict>;
};

/** The verification service could not answer (down, slow, refused our key, or an answer of the wrong shape). */
export class SlipVerifierUnavailableError extends Error {}

/** A transaction reference as the banks print them: letters and digits only. */
export const SLIP_REFERENCE_SHAPE = /^[A-Za-z0-9]{6,40}$/;
