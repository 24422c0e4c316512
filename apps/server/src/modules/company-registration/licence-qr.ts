import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type { TScanAnswer, TScanRequest } from './licence-qr-scanner';

/** A licence number as the DOT prints it (domain-facts section 1): two digits, a slash, five digits. */
const LICENCE_NUMBER = /^\d{2}\/\d{5}$/;
const LICENCE_NUMBER_INSIDE = /(?<!\d)(\d{2}\/\d{5})(?!\d)/;
/** A hostile file may be made to take very long to decode or draw; past this it counts as unreadable. */
const SCAN_TIME_LIMIT_MS = 8000;
/** The scanner's JavaScript heap; a file that needs more ends the scanner, not the server. */
const SCANNER_HEAP_MB = 256;
/** Scans wait their turn beyond this many at once (each is a process decoding pictures). */
const MAX_CONCURRENT_SCANS = 2;

export class QrUnreadableError extends Error {}

export type TLicenceDocumentType = TScanRequest['contentType'];

export type TLicenceQrReader = {
  /**
   * Reads the licence number from the QR code of a document already known (by its bytes) to be a PNG, JPEG
   * or PDF. Throws QrUnreadableError when no QR code naming a licence is found.
   */
  read(bytes: Buffer, contentType: TLicenceDocumentType): Promise<{ licenseId: string; qrText: string }>;
};

/**
 * The licence number a QR code's text names, or null (decision 8: the content is untrusted). Accepted:
 * the bare number `NN/NNNNN`, or an http(s) URL on dot.go.th (or a host under it) that carries one in
 * its path or query. Anything else — other hosts, look-alike hosts, other text — names no licence.
 */
export function licenceNumberFromQr(content: string): string | null {
  const text = content.trim();
  if (LICENCE_NUMBER.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'dot.go.th' && !host.endsWith('.dot.go.th')) return null;
  let carried: string;
  try {
    carried = decodeURIComponent(`${url.pathname}?${url.search}`);
  } catch {
    return null;
  }
  return LICENCE_NUMBER_INSIDE.exec(carried)?.[1] ?? null;
}

type TScannerCommand = { script: string; execArgv: string[] };

/** From the sources (tsx, vitest) the scanner is TypeScript run through tsx; the build puts it beside main.js. */
function scannerCommand(script: string | undefined): TScannerCommand {
  const fromSources = import.meta.url.endsWith('.ts');
  const loader = fromSources ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  return {
    script:
      script ??
      fileURLToPath(new URL(fromSources ? './licence-qr-scanner.ts' : './licence-qr-scanner.js', import.meta.url)),
    execArgv: [...loader, `--max-old-space-size=${SCANNER_HEAP_MB}`],
  };
}

/**
 * Runs one scan in its own process. The document's faults come back as `unreadable`: the scanner's own
 * answer, the time limit (the process is killed) or a crash on a signal (a native fault, the heap limit).
 * A scanner that cannot start or fails by its own fault is a server error.
 */
function runScanner(command: TScannerCommand, request: TScanRequest, timeLimitMs: number): Promise<TScanAnswer> {
  return new Promise((resolve, reject) => {
    const child = fork(command.script, [], {
      execArgv: command.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // Nothing of the server's configuration (secrets included) reaches a process that parses untrusted files.
      env: { PATH: process.env.PATH ?? '' },
    });
    let answer: TScanAnswer | undefined;
    let timedOut = false;
    let errorOutput = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errorOutput = (errorOutput + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeLimitMs);
    child.once('message', (message) => {
      answer = message as TScanAnswer;
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else if (timedOut) resolve({ unreadable: 'the document took too long to read' });
      else if (signal) resolve({ unreadable: `the scanner stopped on ${signal}` });
      else reject(new Error(`the licence QR scanner exited with code ${code}: ${errorOutput.trim()}`));
    });
    child.send(request);
  });
}

/**
 * The QR reader of licence uploads. Each document is scanned in a child process (licence-qr-scanner.ts), so
 * slow or hostile files never stall the server; at most two scans run at once.
 */
export function createLicenceQrReader(
  options: { timeLimitMs?: number; scannerScript?: string } = {},
): TLicenceQrReader {
  const command = scannerCommand(options.scannerScript);
  const timeLimitMs = options.timeLimitMs ?? SCAN_TIME_LIMIT_MS;
  const limit = pLimit(MAX_CONCURRENT_SCANS);
  return {
    async read(bytes, contentType) {
      const answer = await limit(() => runScanner(command, { bytes, contentType }, timeLimitMs));
      if ('unreadable' in answer) throw new QrUnreadableError(answer.unreadable);
      for (const text of answer.texts) {
        if (text === null) continue;
        const licenseId = licenceNumberFromQr(text);
        if (licenseId) return { licenseId, qrText: text.slice(0, 500) };
      }
      throw new QrUnreadableError('no QR code naming a licence was found');
    },
  };
}
