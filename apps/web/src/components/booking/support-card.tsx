import { Mail, Phone } from 'lucide-react';
import type { TSupportContacts } from '../../lib/download-receipt';
import { useTexts } from '../../lib/i18n/texts';
import { BOOKING_VIEW_TEXTS } from './texts';

/** Need help?: the support e-mail and phone, with the page's own lead. */
export function SupportCard({
  support,
  body,
  idPrefix,
}: {
  support: TSupportContacts;
  body: string;
  /** Prefix of the section's ids and test id ('confirmation', 'manage'). */
  idPrefix: string;
}) {
  const T = useTexts(BOOKING_VIEW_TEXTS);
  const titleId = `${idPrefix}-support-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm"
      data-testid={`${idPrefix}-support`}
    >
      <h2 id={titleId} className="font-semibold text-ink">
        {T.support.title}
      </h2>
      <p className="text-sm text-muted-foreground">{body}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a
          href={`mailto:${support.supportEmail}`}
          className="flex min-w-0 items-center gap-2 font-medium break-all text-primary hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          {support.supportEmail}
        </a>
        <a
          href={`tel:${support.supportPhone.replace(/[^+\d]/g, '')}`}
          className="flex items-center gap-2 font-medium text-primary hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          {support.supportPhone}
        </a>
      </div>
    </section>
  );
}
