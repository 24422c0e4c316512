import type { TConfig } from '../../config';
import { createEmbeddedSlipVerifier } from './embedded-slip-verifier';
import { createHttpSlipVerifier } from './http-slip-verifier';
import type { TSlipVerifier } from './slip-verifier';

/** The hosted verification service when SLIP_VERIFIER=http, else the embedded QR-shape check. */
export function createSlipVerifier(config: TConfig): TSlipVerifier {
  return config.slipVerifier ? createHttpSlipVerifier(config.slipVerifier) : createEmbeddedSlipVerifier();
}
