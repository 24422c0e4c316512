// What each part of the production build is made from, and the hash `dist/.build-inputs` records.
// Plain JavaScript so that `npm start` (scripts/start.mjs) can check it without loading TypeScript tooling.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_STAMP = '.build-inputs';

export const BUILD_INPUTS = {
  web: {
    name: 'web app',
    dist: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
      'packages/shared/package.json',
      'package-lock.json',
    ],
  },
  server: {
    name: 'server bundle',
    dist: 'apps/server/dist',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/shared/src',
      'packages/shared/package.json',
      'packages/db/src',
      'packages/db/migrations',
      'packages/db/package.json',
      'package-lock.json',
      'scripts/build.ts',
      'scripts/build-inputs.mjs',
    ],
  },
};

/** Test files never reach a build, so they do not make it stale. */
const isTestFile = (/** @type {string} */ name) => /\.(test|integration-test)\.tsx?$/.test(name);

/**
 * Path, size and modification time of every input file (folders walked in name order).
 * @param {string} root
 * @param {readonly string[]} inputs
 */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  /** @param {string} relative */
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (entry === 'node_modules' || entry === 'dist' || isTestFile(entry)) continue;
        visit(path.join(relative, entry));
      }
      return;
    }
    hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\0`);
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}
