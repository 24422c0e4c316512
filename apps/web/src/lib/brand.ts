/** The name the build carries; the server replaces it with APP_NAME when it serves index.html. */
const DEFAULT_NAME = 'Wanderway';

/** A `<meta name=…>` of the served page; absent in unit tests and on the server, which have no document. */
function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || null;
}

const name = readMeta('application-name') ?? DEFAULT_NAME;

/**
 * The product's name (APP_NAME, DESIGN decision 29), the company behind it (the bank payee) and the
 * tagline, used by the logo, page titles, legal pages and the program download, and the site's origin. The browser reads them from the
 * served page; the server's page renderer sets them from its configuration (setBrand).
 */
export const BRAND: { name: string; tagline: string; legalEntity: string; origin: string } = {
  name,
  tagline: 'Tour packages with flights, hotels and meals included',
  legalEntity: readMeta('author') ?? `${name} Co., Ltd.`,
  /** Where the site is (APP_URL's origin): canonical addresses and social previews are absolute. */
  origin: typeof window === 'undefined' ? '' : window.location.origin,
};

/** The server's configured brand, for the pages it renders (one brand per process). */
export function setBrand(brand: { appName: string; legalEntity: string; appUrl: string }): void {
  BRAND.name = brand.appName;
  BRAND.legalEntity = brand.legalEntity;
  BRAND.origin = new URL(brand.appUrl).origin;
}
