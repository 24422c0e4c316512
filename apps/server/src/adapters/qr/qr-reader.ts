import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type { TScanAnswer, TScannerReady, TScanRequest } from './qr-scanner';

/**
 * A hostile file may be made to take very long to decode or draw; past this it counts as unreadable. It runs from
 * when a ready scanner is handed the document: starting a scanner, slow on a busy machine, is not the document's cost.
 * It is wall-clock time: at 8 s, the sample licence PDF (166 kB, read in about a second on an idle core) came back
 * unreadable on two busy cores, so a real operator's licence would have been refused on a busy server.
 */
const SCAN_TIME_LIMIT_MS = 20_000;
/** A scanner that has not loaded its decoders by then is broken (a server fault, whatever the document). */
const SCANNER_START_LIMIT_MS = 60_000;
/** The scanner's JavaScript heap; a file that needs more ends the scanner, not the server. */
const SCANNER_HEAP_MB = 256;
/** Scans wait their turn beyond this many at once (each is a process decoding pictures). */
const MAX_CONCURRENT_SCANS = 2;
/** A scanner is replaced after this many documents, so whatever one document left behind stays bounded. */
const MAX_SCANS_PER_SCANNER = 50;
/** An idle scanner gives its memory back after this long. */
const SCANNER_IDLE_MS = 30_000;

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
  /** Ends the idle scanners (the server's shutdown); a scan still running ends its scanner when it is done. */
  close(): void;
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

/** A scanner process kept for further scans: started once, it answers a PNG in tens of milliseconds, not a second. */
type TScanner = {
  child: ChildProcess;
  /** Resolves once the scanner has loaded its decoders; rejects if it exits or errs before (a server fault). */
  ready: Promise<void>;
  scansDone: number;
  exited: boolean;
  errorOutput: string;
  idleTimer?: NodeJS.Timeout;
};

function startScanner(command: TScannerCommand, startLimitMs: number): TScanner {
  const child = fork(command.script, [], {
    execArgv: command.execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    // Nothing of the server's configuration (secrets included) reaches a process that parses untrusted files.
    env: { PATH: process.env.PATH ?? '' },
  });
  const scanner: TScanner = { child, ready: Promise.resolve(), scansDone: 0, exited: false, errorOutput: '' };
  child.stderr?.on('data', (chunk: Buffer) => {
    scanner.errorOutput = (scanner.errorOutput + chunk.toString()).slice(-2000);
  });
  child.once('exit', () => {
    scanner.exited = true;
  });
  scanner.ready = waitForScanner(child, startLimitMs, {
    message: (message: TScannerReady) => message.ready,
    exit: (code, signal, timedOut) =>
      new Error(
        timedOut
          ? `the QR scanner did not start within ${startLimitMs} ms`
          : `the QR scanner exited with ${signal ?? `code ${code}`}: ${scanner.errorOutput.trim()}`,
      ),
  }).then(() => undefined);
  // An idle scanner never keeps the server (or a test) running; a scan in progress has its time limit's timer.
  child.unref();
  child.channel?.unref();
  (child.stderr as Socket | null)?.unref();
  return scanner;
}

/** Ends a scanner: disconnecting makes it exit on its own, a kill ends one that is stuck. */
function retireScanner(scanner: TScanner): void {
  clearTimeout(scanner.idleTimer);
  if (scanner.exited) return;
  if (scanner.child.connected) scanner.child.disconnect();
  else scanner.child.kill('SIGKILL');
}

/** What a scanner's next message or its exit means: an outcome, or (from `exit`) the error to reject with. */
type TScannerOutcomes<T, TMessage> = {
  /** The outcome a message (of the protocol in qr-scanner.ts) gives; undefined to go on waiting. */
  message(message: TMessage): T | undefined;
  /** `timedOut`: the time limit killed it. */
  exit(code: number | null, signal: NodeJS.Signals | null, timedOut: boolean): T | Error;
};

/**
 * Waits for a scanner's next outcome within `limitMs`, past which the process is killed (its exit then says so).
 * An error of the process itself (it cannot be sent to) rejects and ends it.
 */
function waitForScanner<T, TMessage>(
  child: ChildProcess,
  limitMs: number,
  outcomes: TScannerOutcomes<T, TMessage>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    const settle = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onError);
    };
    const onMessage = (message: unknown) => {
      const outcome = outcomes.message(message as TMessage);
      if (outcome === undefined) return;
      settle();
      resolve(outcome);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      settle();
      const outcome = outcomes.exit(code, signal, timedOut);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onError = (error: Error) => {
      settle();
      child.kill('SIGKILL');
      reject(error);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.on('error', onError);
  });
}

/**
 * Sends one document to a scanner once it is ready. The document's faults come back as `unreadable` with
 * `reusable: false`: the time limit (the process is killed) or a crash on a signal (a native fault, the heap limit).
 * A scanner that cannot start or fails by its own fault is a server error.
 */
async function scanWith(
  scanner: TScanner,
  request: TScanRequest,
  timeLimitMs: number,
): Promise<{ answer: TScanAnswer; reusable: boolean }> {
  await scanner.ready;
  const answered = waitForScanner(scanner.child, timeLimitMs, {
    message: (answer: TScanAnswer) => ({ answer, reusable: true }),
    exit: (code, signal, timedOut) => {
      if (timedOut) return { answer: { unreadable: 'the document took too long to read' }, reusable: false };
      if (signal) return { answer: { unreadable: `the scanner stopped on ${signal}` }, reusable: false };
      return new Error(`the QR scanner exited with code ${code}: ${scanner.errorOutput.trim()}`);
    },
  });
  scanner.child.send(request);
  return answered;
}

/**
 * The one QR reader of uploads (licence certificates, payment slips). Documents are scanned in child processes
 * (qr-scanner.ts), so slow or hostile files never stall the server; at most two scans run at once across
 * everything that shares this reader. A scanner is kept for the next document (starting one costs most of a
 * second) until it has scanned MAX_SCANS_PER_SCANNER documents or sat idle for SCANNER_IDLE_MS; one that hit the
 * time limit or crashed is never reused.
 */
export function createQrReader(
  options: { timeLimitMs?: number; startLimitMs?: number; scannerScript?: string } = {},
): TQrReader {
  const command = scannerCommand(options.scannerScript);
  const timeLimitMs = options.timeLimitMs ?? SCAN_TIME_LIMIT_MS;
  const startLimitMs = options.startLimitMs ?? SCANNER_START_LIMIT_MS;
  const limit = pLimit(MAX_CONCURRENT_SCANS);
  const idle: TScanner[] = [];
  let closed = false;

  function takeScanner(): TScanner {
    for (let scanner = idle.pop(); scanner; scanner = idle.pop()) {
      clearTimeout(scanner.idleTimer);
      if (!scanner.exited && scanner.child.connected) return scanner;
    }
    return startScanner(command, startLimitMs);
  }

  function keepOrRetire(scanner: TScanner, reusable: boolean): void {
    scanner.scansDone += 1;
    if (closed || !reusable || scanner.scansDone >= MAX_SCANS_PER_SCANNER) {
      retireScanner(scanner);
      return;
    }
    scanner.idleTimer = setTimeout(() => {
      idle.splice(idle.indexOf(scanner), 1);
      retireScanner(scanner);
    }, SCANNER_IDLE_MS).unref();
    idle.push(scanner);
  }

  return {
    async readTexts(bytes, contentType) {
      const answer = await limit(async () => {
        const scanner = takeScanner();
        try {
          const { answer, reusable } = await scanWith(scanner, { bytes, contentType }, timeLimitMs);
          keepOrRetire(scanner, reusable);
          return answer;
        } catch (error) {
          retireScanner(scanner);
          throw error;
        }
      });
      if ('unreadable' in answer) throw new QrUnreadableError(answer.unreadable);
      return answer.texts.filter((text): text is string => text !== null);
    },
    close() {
      closed = true;
      for (const scanner of idle.splice(0)) retireScanner(scanner);
    },
  };
}
