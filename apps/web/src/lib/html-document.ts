/** Helpers for the self-contained HTML files the browser saves or prints (tour program, tour summary). */
import type { TLanguage } from '@tour/shared';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put in the document is text, never markup: the file opens in a browser. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A titled section; the title is escaped, the body is markup already. */
export function htmlSection(title: string, body: string): string {
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

/** A whole document in its language (for the reader's screen reader, fonts and line breaks), styles inline, no scripts. */
export function htmlDocument({
  language,
  title,
  style,
  body,
}: {
  language: TLanguage;
  title: string;
  style: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
