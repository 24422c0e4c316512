import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from '../../adapters/files/inspect-upload';
import { createQrReader, QrUnreadableError } from '../../adapters/qr/qr-reader';
import { createLicenceQrReader, licenceNumberFromQr } from './licence-qr';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/demo-licences');
const sample = (file: string) => readFileSync(path.join(SAMPLES, file));

describe('licenceNumberFromQr (decision 8: QR content is untrusted)', () => {
  it.each([
    ['12/04518', '12/04518'],
    ['  21/05530\n', '21/05530'],
    ['https://esvcs.dot.go.th/e-service/LicenseInformationPage?license=12/04518', '12/04518'],
    ['https://esvcs.dot.go.th/e-service/LicenseInformationPage?license=12%2F04518', '12/04518'],
    ['http://dot.go.th/licences/33/11208', '33/11208'],
  ])('accepts %j', (content, expected) => {
    expect(licenceNumberFromQr(content)).toBe(expected);
  });

  it.each([
    ['another host', 'https://example.com/licence/12/04518'],
    ['a look-alike host', 'https://esvcs.dot.go.th.evil.example/?license=12/04518'],
    ['a host that only ends like it', 'https://notdot.go.th/?license=12/04518'],
    ['credentials in the URL', 'https://user:pw@esvcs.dot.go.th/?license=12/04518'],
    ['another scheme', 'javascript://esvcs.dot.go.th/%0Aalert(1)//12/04518'],
    ['a number of the wrong shape', '123/04518'],
    ['a longer number', '12/045189'],
    ['the authority without a number', 'https://esvcs.dot.go.th/e-service/LicenseInformationPage'],
    ['plain text', 'hello'],
  ])('refuses %s', (_label, content) => {
    expect(licenceNumberFromQr(content)).toBeNull();
  });
});

const reader = createLicenceQrReader();
const readLicenceQr = (bytes: Buffer, contentType: 'image/png' | 'image/jpeg' | 'application/pdf') =>
  reader.read(bytes, contentType);

// Each scan starts a Node process through tsx, which a busy CI machine makes slow.
describe('the licence QR reader (each document scanned in a child process)', { timeout: 30_000 }, () => {
  it('reads the QR of the sample PNG certificate', async () => {
    await expect(readLicenceQr(sample('licence-12-04518.png'), 'image/png')).resolves.toMatchObject({
      licenseId: '12/04518',
    });
  });

  it('reads the QR of a JPEG photo of it', async () => {
    const jpeg = await sharp(sample('licence-21-05530.png')).jpeg({ quality: 80 }).toBuffer();
    await expect(readLicenceQr(jpeg, 'image/jpeg')).resolves.toMatchObject({ licenseId: '21/05530' });
  });

  it('reads the QR rendered from the sample PDF, which passes the upload check', async () => {
    const pdf = sample('licence-14-07788.pdf');
    expect(inspectUpload(pdf)).toEqual({ ok: true, contentType: 'application/pdf' });
    await expect(readLicenceQr(pdf, 'application/pdf')).resolves.toMatchObject({ licenseId: '14/07788' });
  });

  it('reads a bare licence number QR', async () => {
    await expect(readLicenceQr(sample('licence-11-03345-expired.png'), 'image/png')).resolves.toMatchObject({
      licenseId: '11/03345',
    });
  });

  it('refuses a page without a QR code and a QR that names no licence', async () => {
    await expect(readLicenceQr(sample('no-qr-code.png'), 'image/png')).rejects.toBeInstanceOf(QrUnreadableError);
    await expect(readLicenceQr(sample('qr-not-a-licence.png'), 'image/png')).rejects.toBeInstanceOf(QrUnreadableError);
  });

  it('refuses image bytes that do not decode', async () => {
    const png = await QRCode.toBuffer('12/04518');
    await expect(readLicenceQr(png.subarray(0, 60), 'image/png')).rejects.toBeInstanceOf(QrUnreadableError);
  });

  it('answers a broken or hostile PDF as unreadable rather than failing', async () => {
    const truncated = sample('licence-12-04518.pdf').subarray(0, 4000);
    await expect(readLicenceQr(truncated, 'application/pdf')).rejects.toBeInstanceOf(QrUnreadableError);
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41), Buffer.from('\n%%EOF\n')]);
    await expect(readLicenceQr(garbage, 'application/pdf')).rejects.toBeInstanceOf(QrUnreadableError);
  });

  it('kills a scan past its time limit and answers the document as unreadable', async () => {
    const hurried = createLicenceQrReader(createQrReader({ timeLimitMs: 1 }));
    const reading = hurried.read(sample('licence-14-07788.pdf'), 'application/pdf');
    await expect(reading).rejects.toBeInstanceOf(QrUnreadableError);
    await expect(reading).rejects.toThrow('the document took too long to read');
  });

  it('answers a scanner that crashed on a signal (a native fault, the heap limit) as unreadable', async () => {
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'licence-qr-')), 'crashing-scanner.mjs');
    writeFileSync(
      script,
      "process.once('message', () => process.kill(process.pid, 'SIGSEGV'));\nprocess.send({ ready: true });\n",
    );
    const crashing = createLicenceQrReader(createQrReader({ scannerScript: script }));
    await expect(crashing.read(sample('licence-12-04518.png'), 'image/png')).rejects.toThrow(
      'the scanner stopped on SIGSEGV',
    );
  });

  it('reports a scanner that cannot start as a server fault, not as an unreadable document', async () => {
    const broken = createLicenceQrReader(
      createQrReader({ scannerScript: path.join(tmpdir(), 'no-such-licence-qr-scanner.mjs') }),
    );
    const reading = broken.read(sample('licence-12-04518.png'), 'image/png');
    await expect(reading).rejects.toThrow(/the QR scanner exited with code 1: .*Cannot find module/s);
    await expect(reading).rejects.not.toBeInstanceOf(QrUnreadableError);
  });
});
