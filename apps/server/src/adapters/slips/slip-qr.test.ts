import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slipQrPayload } from '../../testing/sample-slips';
import { createQrReader } from '../qr/qr-reader';
import { createEmbeddedSlipVerifier } from './embedded-slip-verifier';
import { slipQrFrom } from './slip-qr';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/demo-slips');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));

describe('slipQrFrom (the mini QR of a Thai bank slip)', () => {
  it('reads the sending bank and the transaction reference', () => {
    expect(slipQrFrom(slipQrPayload('004', '015299120354AQR04871'))).toEqual({
      bankCode: '004',
      reference: '015299120354AQR04871',
    });
  });

  it('reads a payload with surrounding blanks and a checksum printed without its leading zero', () => {
    const payload = slipQrPayload('014', '2026112711204512345');
    expect(slipQrFrom(`  ${payload}\n`)).toEqual({ bankCode: '014', reference: '2026112711204512345' });
    // Some bank apps print a checksum below 0x1000 with three digits; promptparse pads it back.
    const short = Array.from({ length: 400 }, (_, index) =>
      slipQrPayload('004', `REF${String(index).padStart(8, '0')}`),
    )
      .map((whole) => ({ whole, crc: whole.slice(-4) }))
      .find(({ crc }) => crc.startsWith('0'));
    expect(short).toBeDefined();
    if (short) expect(slipQrFrom(short.whole.slice(0, -4) + short.crc.slice(1))).not.toBeNull();
  });

  it.each([
    ['a wrong checksum', slipQrPayload('004', '015299120354AQR04871').replace(/.{4}$/, 'FFFF')],
    ['a PromptPay payment QR', '00020101021129370016A000000677010111011300668123456785802TH53037646304FE29'],
    ['a web address', 'https://example.com/slip/015299120354AQR04871'],
    ['plain text', 'hello'],
    ['nothing', ''],
    ['a very long text', '0'.repeat(5000)],
  ])('finds no slip in %s', (_label, text) => {
    expect(slipQrFrom(text)).toBeNull();
  });
});

describe('the embedded slip verifier (the QR shape only)', () => {
  const verifier = createEmbeddedSlipVerifier();
  const owed = { amount: 1_240_000, currency: 'THB' };

  it('accepts a known bank with a reference of the banks shape', async () => {
    await expect(verifier.verify({ bankCode: '004', reference: '015299120354AQR04871', ...owed })).resolves.toEqual({
      ok: true,
    });
  });

  it('refuses an unknown bank code and a malformed reference', async () => {
    await expect(verifier.verify({ bankCode: '999', reference: '015299120354AQR04871', ...owed })).resolves.toEqual({
      ok: false,
      reason: 'the sending bank code 999 is not a known bank',
    });
    for (const reference of ['12345', 'REF-0001-0002', 'x'.repeat(41), 'ref with spaces']) {
      await expect(verifier.verify({ bankCode: '014', reference, ...owed })).resolves.toMatchObject({ ok: false });
    }
  });
});

// Each scan starts a Node process through tsx, which a busy CI machine makes slow.
describe('the sample slips (docs/demo-slips) read by the QR reader', { timeout: 30_000 }, () => {
  const reader = createQrReader();
  const slipIn = async (name: string, contentType: 'image/png' | 'image/jpeg' | 'application/pdf') =>
    (await reader.readTexts(sample(name), contentType)).map(slipQrFrom);

  it('reads the mini QR of a PNG, a JPEG and a PDF slip', async () => {
    expect(await slipIn('slip-kbank-1.png', 'image/png')).toEqual([
      { bankCode: '004', reference: '015299120354AQR04871' },
    ]);
    expect(await slipIn('slip-ktb-1.jpg', 'image/jpeg')).toEqual([
      { bankCode: '006', reference: '2611271645KTB0004321' },
    ]);
    expect(await slipIn('slip-bay-1.pdf', 'application/pdf')).toEqual([
      { bankCode: '025', reference: 'BAY2611271712000987' },
    ]);
  });

  it('finds no QR on the slip without one', async () => {
    expect(await reader.readTexts(sample('slip-no-qr.png'), 'image/png')).toEqual([]);
  });
});
