/**
 * The two languages of the marketplace (issue 27, DESIGN decision 40). The spec's texts are exact in the language
 * the spec gives them (company screens Thai, traveller and administrator screens English); the other is a
 * translation. No schema here: the first screen imports this module, and a schema would bring zod with it.
 */
export const LANGUAGES = ['en', 'th'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** A visitor whose browser asks for neither language gets English. */
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The cookie that keeps a visitor's choice, and the query parameter that asks for a language in an address. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';
/**
 * The header the web app's API calls carry with the language its page is read in: a page opened at `?lang=th` reads
 * Thai without a cookie, and what it books, signs up or asks for must be in Thai too.
 */
export const LANGUAGE_HEADER = 'x-page-language';

/** The locale of each language's dates, times, numbers and money (Thai: the Buddhist-era calendar, th-TH's own). */
export const LANGUAGE_LOCALES: Record<TLanguage, string> = { en: 'en-US', th: 'th-TH' };

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an `Accept-Language` header prefers among ours ('th-TH,th;q=0.9,en;q=0.8' → 'th'), by quality and
 * then by order; null when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage | null {
  if (!header) return null;
  let best: { language: TLanguage; quality: number } | null = null;
  for (const range of header.split(',')) {
    const [tag = '', ...parameters] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qualityParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? null;
}
