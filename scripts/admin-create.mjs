// `npm run admin:create -- --email …`: where the build tools are installed, rebuilds the server bundle when its
// sources changed (as `npm start` does); then runs the command's entry of the bundle,
// apps/server/dist/admin-create.js, in this same process. The production build, pruned of development tools,
// runs its bundle as it is (as `node apps/server/dist/admin-create.js` does). Plain JavaScript for that reason.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INPUTS, BUILD_STAMP, hashInputs } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { dist, inputs } = BUILD_INPUTS.server;
const entry = path.join(root, dist, 'admin-create.js');
const stamp = path.join(root, dist, BUILD_STAMP);
const tsx = path.join(root, 'node_modules/.bin/tsx');
const buildToolsInstalled = existsSync(tsx);
const upToDate = existsSync(entry) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hashInputs(root, inputs);

if (!buildToolsInstalled && !existsSync(entry)) {
  console.error(
    'There is no server bundle and the build tools are not installed here: run npm install and npm run build first.',
  );
  process.exit(1);
}
// Without the build tools (the production build after `npm prune --omit=dev`) the bundle is the deployed program.
if (buildToolsInstalled && !upToDate) {
  // The build's own output goes to stderr, so that standard output carries only what the command did.
  const result = spawnSync(tsx, ['scripts/build.ts', '--if-changed', '--only=server'], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
