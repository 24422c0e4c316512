import type { TDb } from '@tour/db';
import { INDEXED_PAGES, paths } from '@tour/shared';
import { countLiveTours, findLiveTourEntries } from './site-index.repository';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); a larger catalogue is split into several. */
export const SITEMAP_LIMIT = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page's pattern as robots.txt matches it: each `:param` any text (`*`, which the major crawlers honour). */
function robotsPattern(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '*');
}

/**
 * robots.txt: crawlers may read the public pages (home, search, tours, terms and privacy) and nothing else, not the
 * API, the booking steps, accounts, or the operators' and administrators' areas; the sitemap lists what to read.
 */
export function robotsTxt(appUrl: string): string {
  const indexed = new Set<string>(INDEXED_PAGES.map((page) => page.pattern));
  const privatePatterns = Object.values(paths)
    .map((page) => page.pattern)
    .filter((pattern) => !indexed.has(pattern));
  const disallowed = ['/api/', ...new Set(privatePatterns.map(robotsPattern))];
  return [
    'User-agent: *',
    ...disallowed.map((pattern) => `Disallow: ${pattern}`),
    'Allow: /',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(entries: string[]): string {
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">${entries.join('')}</urlset>\n`;
}

function urlEntry(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

async function tourEntries(db: TDb, appUrl: string, page: { offset: number; limit: number }): Promise<string[]> {
  const rows = await findLiveTourEntries(db, page);
  return rows.map((row) => urlEntry(`${appUrl}${paths.tour.href({ slug: row.slug })}`, row.updatedAt));
}

/**
 * The sitemap (sitemaps.org): the home, the search and every published tour's page with when it last changed, read
 * from the database, so a tour that goes live or is taken down is in or out at once. A catalogue past `limit`
 * addresses gets an index of numbered parts instead (`sitemapPart`).
 */
export async function sitemap(db: TDb, appUrl: string, limit = SITEMAP_LIMIT): Promise<string> {
  const total = await countLiveTours(db);
  const pages = [urlEntry(`${appUrl}${paths.home.href()}`), urlEntry(`${appUrl}${paths.tours.href()}`)];
  if (total + pages.length <= limit)
    return urlSet([...pages, ...(await tourEntries(db, appUrl, { offset: 0, limit }))]);
  const parts = Array.from(
    { length: Math.ceil(total / limit) },
    (_, index) => `<sitemap><loc>${escapeXml(`${appUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">${parts.join('')}</sitemapindex>\n`;
}

/** Part `part` (from 1) of a sitemap index: `limit` tours' pages; null past the last. */
export async function sitemapPart(
  db: TDb,
  appUrl: string,
  part: number,
  limit = SITEMAP_LIMIT,
): Promise<string | null> {
  const entries = await tourEntries(db, appUrl, { offset: (part - 1) * limit, limit });
  return entries.length > 0 ? urlSet(entries) : null;
}
