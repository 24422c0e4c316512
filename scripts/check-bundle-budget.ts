/**
 * First-screen JavaScript budget, measured in Chromium: starts the built app on a fresh embedded
 * database, opens each page below at phone and desktop widths without scrolling, waits until the page
 * has rendered and the network is idle, and sums the gzipped size of every script the page fetched.
 * Fails when a page loads more than the budget. Lazy chunks that render at once count; chunks loaded
 * later (on scroll, focus or click) do not, as they are not part of the first screen.
 *
 * Run after `npm run build -w apps/web`: `node_modules/.bin/tsx scripts/check-bundle-budget.ts`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { SAMPLE_TOUR_SLUG } from '../packages/db/src/seed/sample-tour';
import { startMeasuredApp } from './measured-app';

// 150 kB until issue 27: the language switch and the language's provider are on every first screen, the pages carry
// their hreflang alternates and format per language, and a tour's page and cards show its words in the visitor's
// language (decision 0036).
const BUDGET_BYTES = 153 * 1000;
const PORT = Number(process.env.BUNDLE_CHECK_PORT ?? 3190);

/** Each page, and what shows that its first screen has rendered. */
const PAGES: { label: string; path: string; rendered: (page: Page) => Promise<void> }[] = [
  {
    label: '/',
    path: '/',
    rendered: (page) => page.getByRole('heading', { name: 'Popular Tour Packages' }).waitFor(),
  },
  {
    label: '/tours?destination=Bali',
    path: '/tours?destination=Bali',
    rendered: (page) => page.getByRole('heading', { level: 1, name: 'Tours matching “Bali”' }).waitFor(),
  },
  {
    label: '/tours/{slug}',
    path: `/tours/${SAMPLE_TOUR_SLUG}`,
    rendered: (page) => page.getByRole('button', { name: 'Book Now' }).first().waitFor(),
  },
];

const VIEWPORTS = [
  { label: 'desktop 1440×900', width: 1440, height: 900 },
  { label: 'phone 390×844', width: 390, height: 844 },
];

function fail(message: string): never {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
if (!existsSync(path.join(distDir, 'index.html')))
  fail(`no build in ${distDir}; run \`npm run build -w apps/web\` first`);

async function measure(page: Page, url: string, rendered: (page: Page) => Promise<void>) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  await page.goto(url);
  await rendered(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return [...scripts].map(([file, gzip]) => ({ file, gzip })).sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const app = await startMeasuredApp({
    port: PORT,
    purpose: 'bundle-check',
    env: { WEB_DIST_DIR: distDir },
    onUnexpectedExit: () => fail('the server stopped before the measurement ended (see its output above)'),
  });
  let overBudget = false;
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      for (const { label, path: pagePath, rendered } of PAGES) {
        for (const viewport of VIEWPORTS) {
          const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
          const rows = await measure(await context.newPage(), `${app.baseUrl}${pagePath}`, rendered);
          await context.close();
          const total = rows.reduce((sum, row) => sum + row.gzip, 0);
          const isOver = total > BUDGET_BYTES;
          overBudget ||= isOver;
          console.log(`\nFirst screen of ${label} at ${viewport.label}: ${rows.length} JavaScript files`);
          for (const row of rows) console.log(`  ${row.file.padEnd(52)} ${kb(row.gzip).padStart(10)}`);
          console.log(
            `  ${'total (gzip)'.padEnd(52)} ${kb(total).padStart(10)}  ${isOver ? 'OVER' : 'within'} the ${kb(BUDGET_BYTES)} budget`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
  if (overBudget) fail(`a first screen loads more than ${kb(BUDGET_BYTES)} of gzipped JavaScript`);
  console.log('\nbundle budget: ok');
}

await main();
