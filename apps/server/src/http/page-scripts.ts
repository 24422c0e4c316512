import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TLanguage } from '@tour/shared';

/** A chunk of the web build's manifest (`build.manifest`), by its key: a source path or a shared chunk's name. */
type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;

/**
 * The `<link rel="modulepreload">` elements of a rendered page's own code, at the low priority of the rest of its
 * code (renderedPageTemplate). The main bundle's are in index.html; a
 * page's chunks would otherwise be fetched only once the main bundle has run and the router has asked for the page,
 * a second round of requests before the page can hydrate. Null when the build has no manifest (a test's build).
 */
export function loadPageScriptPreloads(distDir: string): ((pageModule: string) => string) | null {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? staticChunksOf(manifest, entryKey) : new Set<string>();
  const preloads = new Map<string, string>();
  return (pageModule) => {
    let links = preloads.get(pageModule);
    if (links === undefined) {
      if (!manifest[pageModule]) throw new Error(`The web build's manifest has no ${pageModule}`);
      links = [...staticChunksOf(manifest, pageModule)]
        .filter((key) => !inEntry.has(key))
        .map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]?.file}">`)
        .join('');
      preloads.set(pageModule, links);
    }
    return links;
  };
}

/** The chunk and every chunk it imports statically, however deep. */
function staticChunksOf(manifest: TManifest, key: string): Set<string> {
  const found = new Set<string>();
  const visit = (current: string) => {
    if (found.has(current) || !manifest[current]) return;
    found.add(current);
    for (const imported of manifest[current].imports ?? []) visit(imported);
  };
  visit(key);
  return found;
}

const THAI_FONT = /noto-sans-thai-thai-wght-normal\.woff2$/;
const FIRST_SCREEN_THAI = 'src/app/first-screen-thai.ts';

/**
 * What a Thai document fetches early, beside its page's code: the Thai texts of the first screen (the app reads them
 * before it renders) and the Thai font (issue 27: preloaded above the fold), both known only to the build's manifest.
 * An English document needs neither. Empty without a manifest.
 */
export function loadLanguageHeadLinks(distDir: string): Record<TLanguage, string> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { en: '', th: '' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
  const fontKey = Object.keys(manifest).find((key) => THAI_FONT.test(key));
  const font = fontKey ? manifest[fontKey] : undefined;
  const texts = manifest[FIRST_SCREEN_THAI];
  return {
    en: '',
    th: [
      font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.file}">` : '',
      texts ? `<link rel="modulepreload" crossorigin href="/${texts.file}">` : '',
    ].join(''),
  };
}
