/**
 * Bank-transfer slips for tests and the demo (scripts/generate-sample-slips.ts writes docs/demo-slips): a
 * mobile-banking receipt drawn as an image, carrying the mini QR a Thai bank prints on its slips (the Slip
 * Verify payload, made with promptparse's generator), or none.
 */
import { randomInt } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { slipBankName } from '@tour/shared';

const WIDTH = 720;
const HEIGHT = 1100;
const QR_SIZE = 260;

/** The mini QR payload of a slip from `bankCode` with transaction reference `reference`. */
export function slipQrPayload(bankCode: string, reference: string): string {
  return slipVerify({ sendingBank: bankCode, transRef: reference });
}

/** A reference of the banks' shape (digits and letters), different on every call. */
export function uniqueSlipReference(): string {
  const digits = Array.from({ length: 16 }, () => randomInt(10)).join('');
  return `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type TSampleSlip = {
  bankCode: string;
  /** The mini QR's transaction reference; null draws a slip without a QR code. */
  reference: string | null;
  /** As printed, e.g. "THB 12,400.00". */
  amountText?: string;
};

function slipSvg(slip: TSampleSlip): string {
  const bank = slipBankName(slip.bankCode) ?? `Bank ${slip.bankCode}`;
  const lines: [string, string][] = [
    ['From', 'MS ADA TRAVELLER  x1234'],
    ['To', 'WANDERWAY CO., LTD.  x6789'],
    ['Amount', slip.amountText ?? 'THB 12,400.00'],
    ['Fee', 'THB 0.00'],
    ['Reference', slip.reference ?? 'not shown'],
  ];
  const rows = lines
    .map(
      ([label, value], index) =>
        `<text x="60" y="${330 + index * 70}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#6b7280">${escapeXml(label)}</text>` +
        `<text x="220" y="${330 + index * 70}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#111827">${escapeXml(value)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect width="100%" height="180" fill="#0f766e"/>
  <text x="60" y="90" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="bold" fill="#ffffff">${escapeXml(bank)}</text>
  <text x="60" y="140" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#ccfbf1">Transfer successful</text>
  <text x="60" y="250" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#6b7280">DEMO SAMPLE - not a real bank slip</text>
  ${rows}
  <text x="60" y="${HEIGHT - 80}" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#6b7280">${slip.reference ? 'Scan to verify this transfer' : 'No verification QR on this slip'}</text>
</svg>`;
}

/** The slip as a PNG, its mini QR (if any) at the bottom right as the banks place it. */
export async function sampleSlipPng(slip: TSampleSlip): Promise<Buffer> {
  const page = sharp(Buffer.from(slipSvg(slip)));
  if (slip.reference === null) return page.png({ compressionLevel: 9 }).toBuffer();
  const qr = await QRCode.toBuffer(slipQrPayload(slip.bankCode, slip.reference), {
    width: QR_SIZE,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return page
    .composite([{ input: qr, left: WIDTH - QR_SIZE - 60, top: HEIGHT - QR_SIZE - 130 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
