import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './web-app';

const BUILT = [
  '<!doctype html><html><head>',
  '<meta name="description" content="Wanderway: tours. Wanderway again." />',
  '<meta name="application-name" content="Wanderway" />',
  '<meta name="author" content="Wanderway Co., Ltd." />',
  '<title>Wanderway · Tour packages</title>',
  '</head><body><h1>Wanderway stays in the body</h1></body></html>',
].join('');

describe('renderIndexHtml', () => {
  it('puts the brand and the company into the head only', () => {
    const html = renderIndexHtml(BUILT, { appName: 'Sawasdee Tours', legalEntity: 'Sawasdee Travel Ltd.' });
    expect(html).toContain('<title>Sawasdee Tours · Tour packages</title>');
    expect(html).toContain('content="Sawasdee Tours: tours. Sawasdee Tours again."');
    expect(html).toContain('<meta name="application-name" content="Sawasdee Tours" />');
    expect(html).toContain('<meta name="author" content="Sawasdee Travel Ltd." />');
    expect(html).toContain('<h1>Wanderway stays in the body</h1>');
  });

  it('escapes what could break out of an attribute or the title', () => {
    const html = renderIndexHtml(BUILT, { appName: "Tom & Jerry's", legalEntity: 'A "quoted" <Co>' });
    expect(html).toContain('<title>Tom &#38; Jerry&#39;s · Tour packages</title>');
    expect(html).toContain('content="Tom &#38; Jerry&#39;s"');
    expect(html).toContain('<meta name="author" content="A &#34;quoted&#34; &#60;Co&#62;" />');
  });

  it('adds the meta tags to a page that lacks them, before its title', () => {
    const html = renderIndexHtml('<!doctype html><title>Wanderway</title><div id="root"></div>', {
      appName: 'Sawasdee Tours',
      legalEntity: 'Sawasdee Tours Co., Ltd.',
    });
    expect(html).toBe(
      '<!doctype html><meta name="application-name" content="Sawasdee Tours" /><meta name="author" content="Sawasdee Tours Co., Ltd." /><title>Sawasdee Tours</title><div id="root"></div>',
    );
  });
});
