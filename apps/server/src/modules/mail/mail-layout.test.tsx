/** @jsxRuntime automatic */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from './mail-layout';

const HOSTILE = '<script>alert("x")</script> & \'Tom\'';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Tom&#x27;';

function render(children: ReactNode, appName = 'Wanderway') {
  return renderMailHtml(
    <MailLayout title={`Subject ${HOSTILE}`} appName={appName} language="en">
      {children}
    </MailLayout>,
  );
}

describe('the e-mail layout', () => {
  it('is one HTML document titled with the subject and signed with the brand', () => {
    const html = render(<p>Body</p>);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain(`<title>Subject ${ESCAPED}</title>`);
    expect(html).toMatch(/<body><p>Body<\/p><p>Wanderway<\/p><\/body><\/html>$/);
  });

  it('escapes every text and link it is given', () => {
    const html = render(
      <>
        <MailLink href={`https://x.test/?a=1&b="${HOSTILE}"`} after={` ${HOSTILE}`}>
          {HOSTILE}
        </MailLink>
        <MailFacts lines={[`Tour: ${HOSTILE}`, 'Guests: 2']} />
        <p>
          <MultilineText text={`one\n${HOSTILE}`} />
        </p>
      </>,
      HOSTILE,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      `<p><a href="https://x.test/?a=1&amp;b=&quot;${ESCAPED}&quot;">${ESCAPED}</a> ${ESCAPED}</p>`,
    );
    expect(html).toContain(`<ul><li>Tour: ${ESCAPED}</li><li>Guests: 2</li></ul>`);
    expect(html).toContain(`<p>one<br/>${ESCAPED}</p>`);
    expect(html).toContain(`<p>${ESCAPED}</p></body>`);
  });
});

describe('the server JSX files', () => {
  // tsx (npm run dev, bench, bundle:check) applies no tsconfig to server files, so without the pragma
  // their JSX would compile to React.createElement and fail only when an e-mail is sent.
  it('each name the automatic JSX runtime', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toMatch(/^\/\*\* @jsxRuntime automatic \*\/\n/);
    }
  });
});
