/**
 * Writes the sample bank-transfer slips that ship in docs/demo-slips/ for the bank-transfer demo, the
 * verification desk and their tests: slips of Thai banks carrying the mini QR (sending bank + transaction
 * reference) as PNG, JPEG and PDF, and one slip with no QR at all. Run with
 * `node_modules/.bin/tsx scripts/generate-sample-slips.ts`; the files are committed. Each slip's reference
 * is fixed, so each pays for one booking only on a database (the same slip is refused the second time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { jpegPdf } from './jpeg-pdf';
import { sampleSlipPng } from '../apps/server/src/testing/sample-slips';

const OUT_DIR = path.resolve(import.meta.dirname, '../docs/demo-slips');

/** A one-page PDF showing the slip image, as a bank app's "save as PDF" gives it. */
function slipPdf(jpeg: Buffer, width: number, height: number): Buffer {
  return jpegPdf(jpeg, { format: [width, height], width, height });
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const write = (file: string, bytes: Buffer) => {
    writeFileSync(path.join(OUT_DIR, file), bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  };
  write('slip-kbank-1.png', await sampleSlipPng({ bankCode: '004', reference: '015299120354AQR04871' }));
  write('slip-kbank-2.png', await sampleSlipPng({ bankCode: '004', reference: '015299134512BQR09214' }));
  write('slip-scb-1.png', await sampleSlipPng({ bankCode: '014', reference: '2026112711204512345' }));
  write('slip-scb-2.png', await sampleSlipPng({ bankCode: '014', reference: '2026112714305567890' }));
  write('slip-bbl-1.png', await sampleSlipPng({ bankCode: '002', reference: '9002611271530001234' }));
  const ktb = await sampleSlipPng({ bankCode: '006', reference: '2611271645KTB0004321' });
  write('slip-ktb-1.jpg', await sharp(ktb).jpeg({ quality: 88 }).toBuffer());
  const bay = await sampleSlipPng({ bankCode: '025', reference: 'BAY2611271712000987' });
  const { width, height } = await sharp(bay).metadata();
  write('slip-bay-1.pdf', slipPdf(await sharp(bay).jpeg({ quality: 88 }).toBuffer(), width / 2, height / 2));
  // A bank this product does not know: the embedded check refuses the slip's QR.
  write('slip-unknown-bank.png', await sampleSlipPng({ bankCode: '999', reference: '9992611271800000001' }));
  write('slip-no-qr.png', await sampleSlipPng({ bankCode: '004', reference: null }));
}

await main();
