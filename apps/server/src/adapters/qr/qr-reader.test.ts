import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQrReader, QrUnreadableError } from './qr-reader';

/**
 * A scanner that answers every document with its own process id, or crashes on a document of one byte. It says it
 * is ready after `startMs` (loading decoders on a busy machine), or never.
 */
function pidScanner(startMs: number | 'never' = 0): string {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'qr-reader-')), 'pid-scanner.mjs');
  writeFileSync(
    script,
    [
      "process.on('message', (request) => {",
      "  if (request.bytes.length === 1) process.kill(process.pid, 'SIGSEGV');",
      '  process.send({ texts: [String(process.pid)] });',
      '});',
      "process.once('disconnect', () => process.exit(0));",
      startMs === 'never' ? '' : `setTimeout(() => process.send({ ready: true }), ${startMs});`,
    ].join('\n'),
  );
  return script;
}

const DOCUMENT = Buffer.from('a document');

// Each test starts scanner processes, which takes seconds on a busy machine; the time limit of scans is tested in
// licence-qr.test.ts.
describe('the QR reader keeps its scanner processes', { timeout: 30_000 }, () => {
  it('scans one document after another in the same process', async () => {
    const reader = createQrReader({ scannerScript: pidScanner() });
    const [first] = await reader.readTexts(DOCUMENT, 'image/png');
    const [second] = await reader.readTexts(DOCUMENT, 'image/png');
    expect(second).toBe(first);
    reader.close();
  });

  it('never reuses a scanner that crashed on a document', async () => {
    const reader = createQrReader({ scannerScript: pidScanner() });
    const [before] = await reader.readTexts(DOCUMENT, 'image/png');
    await expect(reader.readTexts(Buffer.from('x'), 'image/png')).rejects.toThrow('the scanner stopped on SIGSEGV');
    const [after] = await reader.readTexts(DOCUMENT, 'image/png');
    expect(after).not.toBe(before);
    reader.close();
  });

  it('runs two scans at once in two processes', async () => {
    const reader = createQrReader({ scannerScript: pidScanner() });
    const answers = await Promise.all([
      reader.readTexts(DOCUMENT, 'image/png'),
      reader.readTexts(DOCUMENT, 'image/png'),
    ]);
    expect(new Set(answers.flat()).size).toBe(2);
    reader.close();
  });

  it('starts the time limit once the scanner is ready, not while it starts', async () => {
    const reader = createQrReader({ scannerScript: pidScanner(1500), timeLimitMs: 1000 });
    await expect(reader.readTexts(DOCUMENT, 'image/png')).resolves.toHaveLength(1);
    reader.close();
  });

  it('reports a scanner that never gets ready as a server fault', async () => {
    const reader = createQrReader({ scannerScript: pidScanner('never'), startLimitMs: 1000 });
    const reading = reader.readTexts(DOCUMENT, 'image/png');
    await expect(reading).rejects.toThrow('the QR scanner did not start within 1000 ms');
    await expect(reading).rejects.not.toBeInstanceOf(QrUnreadableError);
    reader.close();
  });
});
