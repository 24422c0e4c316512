// `npm run admin:create -- --email …`: rebuilds the server bundle when its sources changed (as `npm start` does,
// and only where the build tools are installed), then runs the command's entry of the bundle,
// apps/server/dist/admin-create.js, in this same process. The production build, pruned of development tools,
// runs the same file (or `node apps/server/dist/admin-create.js` directly). Plain JavaScript for that reason.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INPUTS, BUILD_STAMP, hashInputs } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { dist, inputs } = BUILD_INPUTS.server;
const entry = path.join(root, dist, 'admin-create.js');
const stamp = path.join(root, dist, BUILD_STAMP);
const upToDate = existsSync(entry) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hashInputs(root, inputs);

if (!upToDate) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  if (!existsSync(tsx)) {
    console.error(
      existsSync(entry)
        ? `The server bundle is older than its sources and the build tools are not installed here: build where they are (npm run build), or run the bundle as it is with node ${path.relative(root, entry)}.`
        : 'There is no server bundle and the build tools are not installed here: run npm install and npm run build first.',
    );
    process.exit(1);
  }
  // The build's own output goes to stderr, so that standard output carries only what the command did.
  const result = spawnSync(tsx, ['scripts/build.ts', '--if-changed', '--only=server'], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
