const URL_PATTERN = /https?:\/\/[^\s<>"'`)\]]+/g;

/** A run of plain text or a URL, with the offset in the text where it starts. */
export type TTextPart = { kind: 'text' | 'link'; value: string; start: number };

/** Splits plain text into text and URL parts so URLs can be rendered as links. */
export function splitTextWithLinks(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    const url = match[0].replace(/[.,;:!?]+$/, '');
    if (index > last) parts.push({ kind: 'text', value: text.slice(last, index), start: last });
    parts.push({ kind: 'link', value: url, start: index });
    last = index + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last), start: last });
  return parts;
}

/** Every distinct http(s) link of a message: hrefs of its HTML body and URLs in its text. */
export function extractLinks(text: string, html: string | null): string[] {
  const links = new Set<string>();
  if (html) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const anchor of Array.from(doc.querySelectorAll('a[href]'))) {
      const href = anchor.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) links.add(href);
    }
  }
  for (const part of splitTextWithLinks(text)) if (part.kind === 'link') links.add(part.value);
  return [...links];
}
