/**
 * The app as the measurement scripts run it (check-bundle-budget.ts, lighthouse.ts): the server from source on a
 * fresh embedded database with the demo catalogue, in production mode, serving the built web app. Node itself runs
 * it with tsx as a loader, so that the pid is the server's and SIGTERM reaches it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export type TMeasuredApp = { baseUrl: string; stop: () => Promise<void> };

async function waitForHealth(baseUrl: string, exited: () => boolean, deadline: number) {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server stopped before it answered (see its output above)');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${baseUrl} within 120 s`);
}

/** Starts the app and resolves once it answers; `onUnexpectedExit` is called if it stops before `stop()`. */
export async function startMeasuredApp(options: {
  port: number;
  /** Names the scratch data directory and the app's secret. */
  purpose: string;
  env?: Record<string, string>;
  onUnexpectedExit: () => void;
}): Promise<TMeasuredApp> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tour-${options.purpose}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: `${options.purpose}-secret-value`,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  let exited = false;
  const serverExited = new Promise((resolve) => server.once('exit', resolve));
  void serverExited.then(() => {
    exited = true;
    if (!stopping) options.onUnexpectedExit();
  });
  const stop = async () => {
    stopping = true;
    server.kill('SIGTERM');
    await serverExited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, () => exited, Date.now() + 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
