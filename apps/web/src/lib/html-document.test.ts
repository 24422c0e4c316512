import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlDocument, htmlSection } from './html-document';

describe('escapeHtml', () => {
  it('turns markup characters into entities', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });
});

describe('htmlSection and htmlDocument', () => {
  it('escape the titles and keep the body as markup', () => {
    expect(htmlSection('A & B', '<p>x</p>')).toBe('<section><h2>A &amp; B</h2><p>x</p></section>');
    const html = htmlDocument({ language: 'th', title: '<Tour>', style: 'body{margin:0}', body: '<h1>Tour</h1>' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>&lt;Tour&gt;</title>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<body>\n<h1>Tour</h1>\n</body>');
    expect(html).not.toContain('<script');
  });
});
