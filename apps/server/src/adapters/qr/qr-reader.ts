import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type { TScanAnswer, TScanRequest } from './qr-scanner';

/** A hostile file may be made to take very long to decode or draw; past this it counts as unreadable. */
const SCAN_TIME_LIMIT_MS = 8000;
/** The scanner's JavaScript heap; a file that needs more ends the scanner, not the server. */
const SCANNER_HEAP_MB = 256;
/** Scans wait their turn beyond this many at once (each is a process decoding pictures). */
const MAX_CONCURRENT_SCANS = 2;

/** The document could not be read at all (broken, hostile, too slow), or held no QR code the caller wanted. */
export class QrUnreadableError extends Error {}

export type TQrDocumentType = TScanRequest['contentType'];

export type TQrReader = {
  /**
   * The text of every QR code found in a document already known (by its bytes) to be a PNG, JPEG or PDF: one
   * per picture looked at (a PDF's first pages), pictures without a QR code left out. Throws QrUnreadableError
   * when the document itself cannot be read.
   */
  readTexts(bytes: Buffer, contentType: TQrDocumentType): Promise<string[]>;
};

type TScannerCommand = { script: string; execArgv: string[] };

/** From the sources (tsx, vitest) the scanner is TypeScript run through tsx; the build puts it beside main.js. */
function scannerCommand(script: string | undefined): TScannerCommand {
  const fromSources = import.meta.url.endsWith('.ts');
  const loader = fromSources ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  return {
    script: script ?? fileURLToPath(new URL(fromSources ? './qr-scanner.ts' : './qr-scanner.js', import.meta.url)),
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
      else reject(new Error(`the QR scanner exited with code ${code}: ${errorOutput.trim()}`));
    });
    child.send(request);
  });
}

/**
 * The one QR reader of uploads (licence certificates, payment slips). Each document is scanned in a child
 * process (qr-scanner.ts), so slow or hostile files never stall the server; at most two scans run at once
 * across everything that shares this reader.
 */
export function createQrReader(options: { timeLimitMs?: number; scannerScript?: string } = {}): TQrReader {
  const command = scannerCommand(options.scannerScript);
  const timeLimitMs = options.timeLimitMs ?? SCAN_TIME_LIMIT_MS;
  const limit = pLimit(MAX_CONCURRENT_SCANS);
  return {
    async readTexts(bytes, contentType) {
      const answer = await limit(() => runScanner(command, { bytes, contentType }, timeLimitMs));
      if ('unreadable' in answer) throw new QrUnreadableError(answer.unreadable);
      return answer.texts.filter((text): text is string => text !== null);
    },
  };
}
