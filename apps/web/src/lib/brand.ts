/** The name the build carries; the server replaces it with APP_NAME when it serves index.html. */
const DEFAULT_NAME = 'Wanderway';

/** A `<meta name=…>` of the served page; absent in unit tests, which run without a document. */
function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || null;
}

const name = readMeta('application-name') ?? DEFAULT_NAME;

/**
 * The product's name (APP_NAME, DESIGN decision 29), the company behind it (the bank payee) and the
 * tagline, used by the logo, page titles, legal pages and the program download.
 */
export const BRAND = {
  name,
  tagline: 'Tour packages with flights, hotels and meals included',
  legalEntity: readMeta('author') ?? `${name} Co., Ltd.`,
} as const;
