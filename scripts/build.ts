/**
 * The production build: the web app (Vite, into apps/web/dist) and the server bundle (esbuild, into
 * apps/server/dist/main.js, with the migrations copied beside it, the QR scanner of uploads the server starts
 * as a child process in apps/server/dist/qr-scanner.js, and the admin-create command in
 * apps/server/dist/admin-create.js). `node apps/server/dist/main.js` then runs with production dependencies only.
 *
 * `--if-changed` (what `npm start` uses) skips a part whose inputs hash to what its dist recorded, so a
 * second start does not rebuild anything. Inputs: every file under the part's source folders (sizes,
 * modification times and paths) plus the lockfile.
 *
 * The bundle inlines our workspace packages (@tour/shared and @tour/db export TypeScript sources) and
 * leaves every npm package external: they are production dependencies, installed beside it, and several
 * ship native code, WebAssembly or worker files that must stay where their package put them (sharp,
 * @node-rs/argon2, @electric-sql/pglite, pg, pino). Decision record: docs/decisions/0007-production-build.md.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BUILD_INPUTS, BUILD_STAMP, hashInputs } from './build-inputs.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

type TPart = { name: string; dist: string; inputs: readonly string[]; run: () => Promise<void> };

const parts: TPart[] = [
  {
    ...BUILD_INPUTS.web,
    run: async () => {
      const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
      if (result.status !== 0) throw new Error('The web build failed');
    },
  },
  {
    ...BUILD_INPUTS.server,
    run: buildServer,
  },
];

/** `MIGRATIONS_FOLDER` is `../migrations` from packages/db/src/client.ts; in the bundle it is `./migrations`. */
const migrationsBesideBundle: Plugin = {
  name: 'migrations-beside-bundle',
  setup(esbuild) {
    esbuild.onLoad({ filter: /packages[\\/]db[\\/]src[\\/]client\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const from = "new URL('../migrations', import.meta.url)";
      const count = source.split(from).length - 1;
      if (count !== 1) {
        return { errors: [{ text: `expected ${from} once in ${args.path}, found it ${count} times` }] };
      }
      return { contents: source.replace(from, "new URL('./migrations', import.meta.url)"), loader: 'ts' };
    });
  },
};

/** Our workspace packages are inlined; every other bare import is an installed npm package. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tour/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

async function buildServer() {
  const dist = path.join(ROOT, 'apps/server/dist');
  rmSync(dist, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    // The QR scanner of uploads runs as a child process of its own (qr-reader.ts finds it beside main.js);
    // admin-create is `npm run admin:create` (scripts/admin-create.mjs), which needs no build tools to run.
    entryPoints: {
      main: 'apps/server/src/main.ts',
      'qr-scanner': 'apps/server/src/adapters/qr/qr-scanner.ts',
      'admin-create': 'apps/server/src/admin-create.ts',
    },
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [npmPackagesExternal, migrationsBesideBundle],
  });
  cpSync(path.join(ROOT, 'packages/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  // The demo's transfer awaiting verification (modules/payments/demo-transfer.ts) reads its slip beside main.js.
  mkdirSync(path.join(dist, 'demo-slips'), { recursive: true });
  cpSync(path.join(ROOT, 'docs/demo-slips/slip-scb-2.png'), path.join(dist, 'demo-slips/slip-scb-2.png'));
}

async function main() {
  const ifChanged = process.argv.includes('--if-changed');
  const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
  for (const part of parts) {
    if (only && !part.dist.startsWith(`apps/${only}/`)) continue;
    const stampPath = path.join(ROOT, part.dist, BUILD_STAMP);
    const inputsHash = hashInputs(ROOT, part.inputs);
    if (ifChanged && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === inputsHash) {
      console.log(`${part.name}: up to date (${part.dist})`);
      continue;
    }
    const started = performance.now();
    await part.run();
    writeFileSync(stampPath, inputsHash);
    console.log(`${part.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s (${part.dist})`);
  }
}

await main();
