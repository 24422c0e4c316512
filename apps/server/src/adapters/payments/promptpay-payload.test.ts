import { describe, expect, it } from 'vitest';
import { buildPromptPayPayload } from './promptpay-payload';

describe('PromptPay EMVCo payload', () => {
  it('matches the published test vectors', () => {
    expect(buildPromptPayPayload('0801234567')).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
    expect(buildPromptPayPayload('0123456789012')).toMatch(/021301234567890125802TH530376463040CBD$/);
  });

  it('embeds an amount as a dynamic code', () => {
    expect(buildPromptPayPayload('000-000-0000', 4.22)).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });
});
