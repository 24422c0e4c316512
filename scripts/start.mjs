// `npm start`: builds what changed (scripts/build.ts --if-changed, only when a part's inputs differ from
// what its dist recorded), then runs the server bundle in this same process. Plain JavaScript, so an
// up-to-date start loads neither tsx nor a second Node process.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INPUTS, BUILD_STAMP, hashInputs } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');

const stale = Object.values(BUILD_INPUTS).filter(({ dist, inputs }) => {
  const stamp = path.join(root, dist, BUILD_STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hashInputs(root, inputs);
});
if (stale.length > 0) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, ['scripts/build.ts', '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('web app and server bundle: up to date');
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
