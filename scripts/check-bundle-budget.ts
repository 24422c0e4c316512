/**
 * First-screen JavaScript budget: sums the gzipped JavaScript that the first screen of each page below
 * loads (the entry chunk, its static imports, the page's lazy route chunk and the route chunk's static
 * imports) and fails above the budget. Chunks a page loads later on demand (dynamic imports) do not count.
 *
 * Run after `npm run build -w apps/web`: `node_modules/.bin/tsx scripts/check-bundle-budget.ts [distDir]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;

/** Each page and the source module(s) of its lazy route(s), as apps/web/src/app/router.tsx loads them. */
const PAGES: Record<string, string[]> = {
  '/': ['src/features/home/home-page.tsx'],
  '/tours/{slug}': ['src/features/tours/tour-detail-page.tsx'],
};

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type TManifest = Record<string, TManifestChunk>;

const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
const indexPath = path.join(distDir, 'index.html');

function fail(message: string): never {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath) || !existsSync(indexPath)) {
  fail(`no build in ${distDir} (index.html and .vite/manifest.json are needed); run \`npm run build -w apps/web\` first`);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
const indexHtml = readFileSync(indexPath, 'utf8');

/** The scripts index.html itself loads: the module entry and the chunks it preloads. */
function scriptsOfIndexHtml(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)) files.add(match[1]!);
  return [...files];
}

/** A chunk and everything it imports statically, as output file names. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk ${key}; has the route moved? (update PAGES in this script)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
const entryFiles = new Set([...staticClosure(entryKey)].map((key) => manifest[key]!.file));
for (const file of scriptsOfIndexHtml(indexHtml)) entryFiles.add(file);

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipSizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(distDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipSizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
let overBudget = false;

for (const [page, routeModules] of Object.entries(PAGES)) {
  const files = new Set(entryFiles);
  for (const routeModule of routeModules) {
    for (const key of staticClosure(routeModule)) files.add(manifest[key]!.file);
  }
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const isOver = total > BUDGET_BYTES;
  overBudget ||= isOver;

  console.log(`\nFirst screen of ${page}: ${rows.length} JavaScript files`);
  console.log(`  ${'file'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const row of rows) {
    console.log(`  ${row.file.padEnd(52)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(52)} ${''.padStart(10)} ${kb(total).padStart(10)}  ${isOver ? 'OVER' : 'within'} the ${kb(BUDGET_BYTES)} budget`);
}

if (overBudget) fail(`the first screen loads more than ${kb(BUDGET_BYTES)} of gzipped JavaScript`);
console.log('\nbundle budget: ok');
