import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageHeadLinks, loadPageScriptPreloads } from './page-scripts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildWithManifest(manifest: unknown): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the preloads of a rendered page’s code', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_icon-1.js': { file: 'assets/icon-1.js', imports: ['_react-1.js'] },
    '_price-1.js': { file: 'assets/price-1.js', imports: ['_icon-1.js'] },
    'src/features/tours/tour-detail-page.tsx': {
      file: 'assets/tour-detail-page-1.js',
      imports: ['_react-1.js', 'index.html', '_price-1.js'],
    },
  };

  it('lists the page’s chunk and every chunk it imports, however deep, but not the main bundle’s', () => {
    const preloadsOf = loadPageScriptPreloads(buildWithManifest(manifest));
    expect(preloadsOf?.('src/features/tours/tour-detail-page.tsx')).toBe(
      [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/tour-detail-page-1.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/price-1.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/icon-1.js">',
      ].join(''),
    );
  });

  it('fails on a page the manifest does not know, and is null for a build without a manifest', () => {
    const preloadsOf = loadPageScriptPreloads(buildWithManifest(manifest));
    expect(() => preloadsOf?.('src/features/renamed-page.tsx')).toThrow(/manifest has no src\/features\/renamed/);
    const noManifest = mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    dirs.push(noManifest);
    expect(loadPageScriptPreloads(noManifest)).toBeNull();
  });
});

describe('what a Thai document fetches early', () => {
  it('preloads the Thai font and the first screen’s Thai texts in Thai only', () => {
    const links = loadLanguageHeadLinks(
      buildWithManifest({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/app/first-screen-thai.ts': { file: 'assets/first-screen-thai-1.js', imports: ['index.html'] },
        '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2': {
          file: 'assets/noto-sans-thai-thai-wght-normal-1.woff2',
        },
      }),
    );
    expect(links).toEqual({
      en: '',
      th:
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-thai-thai-wght-normal-1.woff2">' +
        '<link rel="modulepreload" crossorigin href="/assets/first-screen-thai-1.js">',
    });
  });
});
