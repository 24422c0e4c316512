import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/**
 * Server processes for tests: node with tsx's loader running apps/server/src/main.ts. Not the tsx command:
 * it relays SIGTERM and, when the server has not acknowledged it within 30 ms (a busy machine), kills it,
 * so a graceful stop could not be tested.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSX_LOADER = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

export type TInstance = { name: string; base: string; child: ChildProcess; output: string[]; dataDir: string };

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function startInstance(name: string, port: number, env: Record<string, string>): TInstance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `two-instances-${name}-`));
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN], {
    // Its own working directory: no .env from the project root, nothing relative shared.
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, base: `http://127.0.0.1:${port}`, child, output, dataDir };
}

export async function waitForHealth(instance: TInstance) {
  await waitFor(
    `${instance.name} to answer /api/health`,
    async () => {
      if (instance.child.exitCode !== null) {
        throw new Error(`${instance.name} exited with ${instance.child.exitCode}:\n${instance.output.join('')}`);
      }
      const response = await fetch(`${instance.base}/api/health`).catch(() => null);
      return response?.status === 200 ? ((await response.json()) as { database: string }) : undefined;
    },
    60_000,
  );
}

/** SIGTERM by pid: the server finishes its jobs in progress (a mail send) and exits; SIGKILL if it hangs. */
export async function stopInstance(instance: TInstance): Promise<number | null> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server's admin connection. */
export async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
