import { usePublicConfig } from '../config/api/get-public-config';
import { formatLongDate } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { LEGAL_TEXTS, LEGAL_UPDATED, type TLegalDocument, type TLegalDocumentName } from './texts';

/** A legal page: title, summary, contents, sections. */
export function LegalDocument({ name }: { name: TLegalDocumentName }) {
  const texts = useTexts(LEGAL_TEXTS);
  const language = useLanguage();
  const document: TLegalDocument = texts[name];
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail;
  return (
    <div className="bg-muted/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="mb-10 grid max-w-3xl gap-3">
          <h1 className="font-display text-4xl font-semibold text-ink sm:text-5xl">{document.title}</h1>
          <p className="text-lg text-muted-foreground">{document.summary}</p>
          <p className="text-sm text-muted-foreground">
            {texts.updatedLabel}: {formatLongDate(LEGAL_UPDATED[name], language)}
          </p>
        </header>
        <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-label={texts.contentsLabel} className="hidden lg:block">
            <div className="sticky top-24 grid gap-2">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {texts.contentsLabel}
              </p>
              <ul className="grid gap-1.5 text-sm">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="text-muted-foreground hover:text-primary">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <article className="prose-legal rounded-xl border bg-card p-6 shadow-sm sm:p-10">
            {document.sections.map((section) => (
              <section key={section.id} id={section.id} className="first:[&>h2]:mt-0">
                <h2>{section.heading}</h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets ? (
                  <ul>
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <p className="mt-10 border-t pt-6 text-sm">
              {texts.questions}{' '}
              {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : texts.questionsFallback}
              {texts.end}
            </p>
          </article>
        </div>
      </div>
    </div>
  );
}
