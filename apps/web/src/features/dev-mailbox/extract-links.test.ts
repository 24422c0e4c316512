// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractLinks, splitTextWithLinks } from './extract-links';

describe('mailbox links', () => {
  const link = 'http://localhost:3100/auth#access_token=abc&type=recovery';

  it('splits text around URLs, leaving trailing punctuation outside', () => {
    expect(splitTextWithLinks(`Reset it here: ${link}. Thanks`)).toEqual([
      { kind: 'text', value: 'Reset it here: ', start: 0 },
      { kind: 'link', value: link, start: 15 },
      { kind: 'text', value: '. Thanks', start: 15 + link.length },
    ]);
  });

  it('collects distinct links from the HTML and the text', () => {
    const html = `<p><a href="${link.replace(/&/g, '&amp;')}">Reset password</a> <a href="mailto:x@y.z">mail</a></p>`;
    expect(extractLinks(`Open ${link}`, html)).toEqual([link]);
    expect(extractLinks('No links here', null)).toEqual([]);
  });
});
