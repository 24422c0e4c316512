import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGE_PARAM, LANGUAGES, type TLanguage } from '@tour/shared';
import { BRAND } from '../lib/brand';
import { useLanguage } from '../lib/i18n/language';

/** An address on this site, absolute (canonical links and social previews need the origin). */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${BRAND.origin}${pathOrUrl}`;
}

/**
 * A page's address in a language: English, the default, is the page's own address; another language adds `?lang=`,
 * which the server renders in whatever the visitor's cookie or browser says.
 */
export function pathInLanguage(path: string, language: TLanguage): string {
  if (language === DEFAULT_LANGUAGE) return path;
  const url = new URL(path, 'http://page.invalid');
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.pathname + url.search;
}

/** 'th_TH': Open Graph's spelling of a locale. */
const ogLocale = (language: TLanguage) => LANGUAGE_LOCALES[language].replace('-', '_');

/** A description as search results show it: one line of prose, cut at a word within 160 characters. */
export function searchDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A page's title, description, canonical address, its addresses in each language (hreflang) and social preview
 * (Open Graph, Twitter). React puts them in the
 * document's head, in the browser and in a page rendered on the server alike.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  indexed = true,
}: {
  title: string;
  description: string;
  /** The page's one address (path and query), without the origin. */
  path: string;
  image?: string | null;
  type?: 'website' | 'product';
  /** False for a page search engines should leave out (nothing found, no results). */
  indexed?: boolean;
}) {
  const language = useLanguage();
  const url = absoluteUrl(pathInLanguage(path, language));
  const imageUrl = image ? absoluteUrl(image) : null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {indexed ? null : <meta name="robots" content="noindex" />}
      {indexed
        ? LANGUAGES.map((alternate) => (
            <link
              key={alternate}
              rel="alternate"
              hrefLang={alternate}
              href={absoluteUrl(pathInLanguage(path, alternate))}
            />
          ))
        : null}
      {indexed ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} /> : null}
      <meta property="og:locale" content={ogLocale(language)} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}

/** schema.org data (JSON-LD) for search engines; `<` escaped so that no text can close the script. */
export function StructuredData({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is a script's text; the JSON is escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
