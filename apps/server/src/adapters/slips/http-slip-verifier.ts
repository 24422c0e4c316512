import { z } from 'zod';
import { SlipVerifierUnavailableError, type TSlipVerdict, type TSlipVerifier } from './slip-verifier';

export type THttpSlipVerifierOptions = { baseUrl: string; apiKey: string; timeoutMs: number };

const ZVerdict = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.string().min(1).max(500) }),
]);

/** A verdict is a few bytes; a larger answer is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * A hosted slip verification service (SLIP_VERIFIER=http): `POST {base}/verify` with the bearer key and
 * `{ bankCode, reference, amount, currency }` answers 200 with `{ ok: true }` or `{ ok: false, reason }`.
 * Anything else (a refused key, 5xx, a timeout, another body) is SlipVerifierUnavailableError.
 */
export function createHttpSlipVerifier(options: THttpSlipVerifierOptions): TSlipVerifier {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/verify`;
  return {
    async verify(slip): Promise<TSlipVerdict> {
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({
            bankCode: slip.bankCode,
            reference: slip.reference,
            amount: slip.amount,
            currency: slip.currency,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        text = await response.text();
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
        throw new SlipVerifierUnavailableError(`the slip verification service ${reason} (${url})`, { cause: error });
      }
      if (!response.ok) {
        throw new SlipVerifierUnavailableError(`the slip verification service answered ${response.status} (${url})`);
      }
      if (text.length > MAX_ANSWER_BYTES) {
        throw new SlipVerifierUnavailableError(`the slip verification service's answer is too large (${url})`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        throw new SlipVerifierUnavailableError(
          'the slip verification service answered with something that is not JSON',
          {
            cause: error,
          },
        );
      }
      const verdict = ZVerdict.safeParse(body);
      if (!verdict.success) {
        throw new SlipVerifierUnavailableError('the slip verification service answered without a verdict');
      }
      return verdict.data;
    },
  };
}
