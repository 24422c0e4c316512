/** @jsxRuntime automatic */
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TLanguage } from '@tour/shared';

/**
 * The HTML part of every e-mail: one document, signed with the brand (APP_NAME, DESIGN decision 29), in its
 * recipient's language (issue 27). React escapes every text and attribute value, so no e-mail assembles HTML from
 * strings.
 */
export function MailLayout(props: { title: string; appName: string; language: TLanguage; children: ReactNode }) {
  return (
    <html lang={props.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
      </head>
      <body>
        {props.children}
        <p>{props.appName}</p>
      </body>
    </html>
  );
}

/** The e-mail's call to action, on a line of its own; `after` is plain text following the link. */
export function MailLink(props: { href: string; children: ReactNode; after?: string }) {
  return (
    <p>
      <a href={props.href}>{props.children}</a>
      {props.after}
    </p>
  );
}

/** The facts of the e-mail (booking reference, tour, licence, ...), one per line. */
export function MailFacts(props: { lines: readonly string[] }) {
  return (
    <ul>
      {props.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Text typed by a person (a reviewer's note), its line breaks kept. */
export function MultilineText(props: { text: string }) {
  return props.text.split('\n').map((line, index) => (
    // The lines have no identity beyond their position, and the list never changes once rendered.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export function renderMailHtml(mail: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(mail)}`;
}
