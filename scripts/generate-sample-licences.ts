/**
 * Writes the sample licence certificates that ship in docs/demo-licences/ for the company registration
 * demo and its tests: certificate-like pages (แบบ ธ.1) with the QR code of a sample licence of the
 * embedded registry, as PNG and PDF, an expired licence, a QR that names no licence, and a page with no
 * QR at all. Run with `node_modules/.bin/tsx scripts/generate-sample-licences.ts`; the files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { jpegPdf } from './jpeg-pdf';
import { sampleLicences } from '../apps/server/src/adapters/licence-registry/embedded-licence-registry';
import type { TRegistryLicence } from '../apps/server/src/adapters/licence-registry/licence-registry';

const OUT_DIR = path.resolve(import.meta.dirname, '../docs/demo-licences');
const WIDTH = 1240;
const HEIGHT = 1754;
const QR_SIZE = 300;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The DOT's public lookup page carrying the number, as a third-party mock encodes it (domain-facts section 1). */
const lookupUrl = (licenseId: string) =>
  `https://esvcs.dot.go.th/e-service/LicenseInformationPage?license=${encodeURIComponent(licenseId)}`;

function certificateSvg(licence: TRegistryLicence | null, title: string): string {
  const lines = licence
    ? [
        `ใบอนุญาตเลขที่ ${licence.licenseId}`,
        licence.companyNameTh ?? '',
        licence.companyNameEn ?? '',
        `ประเภท ${licence.businessType ?? '-'}`,
        `ที่ตั้ง ${[licence.addressNumber, licence.soi, licence.road].filter(Boolean).join(', ')}`,
        `${[licence.subdistrict, licence.district, licence.province, licence.zipcode].filter(Boolean).join(', ')}`,
        `ออกให้ ณ วันที่ ${licence.issueDate}   หมดอายุ ${licence.expiryDate}`,
        `สถานะ ${licence.status}`,
      ]
    : ['เอกสารตัวอย่างที่ไม่มี QR Code', 'A sample page without a QR code', 'ใช้ทดสอบข้อความ "ไม่สามารถอ่าน QR Code ได้"'];
  const text = lines
    .map(
      (line, index) =>
        `<text x="120" y="${560 + index * 70}" font-family="Garuda, Loma, sans-serif" font-size="32" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#fffdf5"/>
  <rect x="40" y="40" width="${WIDTH - 80}" height="${HEIGHT - 80}" fill="none" stroke="#a16207" stroke-width="8"/>
  <rect x="60" y="60" width="${WIDTH - 120}" height="${HEIGHT - 120}" fill="none" stroke="#ca8a04" stroke-width="2"/>
  <text x="${WIDTH / 2}" y="200" text-anchor="middle" font-family="Garuda, Loma, sans-serif" font-size="40" fill="#7c2d12">แบบ ธ.1</text>
  <text x="${WIDTH / 2}" y="290" text-anchor="middle" font-family="Garuda, Loma, sans-serif" font-size="52" font-weight="bold" fill="#7c2d12">${escapeXml(title)}</text>
  <text x="${WIDTH / 2}" y="360" text-anchor="middle" font-family="Garuda, Loma, sans-serif" font-size="30" fill="#57534e">กรมการท่องเที่ยว กระทรวงการท่องเที่ยวและกีฬา</text>
  <text x="${WIDTH / 2}" y="410" text-anchor="middle" font-family="Garuda, Loma, sans-serif" font-size="26" fill="#b91c1c">ตัวอย่างเพื่อการสาธิต / DEMO SAMPLE — not a real licence</text>
  ${text}
  <text x="120" y="${HEIGHT - 200}" font-family="Garuda, Loma, sans-serif" font-size="28" fill="#57534e">นายทะเบียนธุรกิจนำเที่ยวและมัคคุเทศก์ (ตัวอย่าง)</text>
</svg>`;
}

async function certificatePng(licence: TRegistryLicence | null, qrText: string | null): Promise<Buffer> {
  const page = sharp(Buffer.from(certificateSvg(licence, 'ใบอนุญาตประกอบธุรกิจนำเที่ยว')));
  if (qrText === null) return page.png({ compressionLevel: 9 }).toBuffer();
  const qr = await QRCode.toBuffer(qrText, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
  return page
    .composite([{ input: qr, left: WIDTH - QR_SIZE - 120, top: HEIGHT - QR_SIZE - 300 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A one-page A4 PDF showing the certificate image (as a scanned certificate would be). */
function certificatePdf(jpeg: Buffer): Buffer {
  return jpegPdf(jpeg, { format: 'a4', width: 595.28, height: 841.89 });
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const licences = sampleLicences(new Date());
  const byId = (licenseId: string) => {
    const licence = licences.find((candidate) => candidate.licenseId === licenseId);
    if (!licence) throw new Error(`no sample licence ${licenseId}`);
    return licence;
  };
  const write = (file: string, bytes: Buffer) => {
    writeFileSync(path.join(OUT_DIR, file), bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  };
  for (const licenseId of ['12/04518', '21/05530', '14/07788']) {
    const png = await certificatePng(byId(licenseId), lookupUrl(licenseId));
    const name = `licence-${licenseId.replace('/', '-')}`;
    write(`${name}.png`, png);
    write(`${name}.pdf`, certificatePdf(await sharp(png).jpeg({ quality: 85 }).toBuffer()));
  }
  // The bare number, as some certificates carry it.
  write('licence-11-03345-expired.png', await certificatePng(byId('11/03345'), '11/03345'));
  write('licence-13-02290-suspended.png', await certificatePng(byId('13/02290'), lookupUrl('13/02290')));
  write('qr-not-a-licence.png', await certificatePng(null, 'https://example.com/licence/12/04518'));
  write('no-qr-code.png', await certificatePng(null, null));
}

await main();
