import type { ReactNode } from 'react';
import { Clock, Mail, Phone } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicConfig } from '../../config/api/get-public-config';
import { HOME_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';
import { useTexts } from '../../../lib/i18n/texts';

function ContactCard({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-1">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div className="font-semibold break-words text-ink">{children}</div>
      </div>
    </div>
  );
}

/** Support e-mail and phone, reached by the header's Contact anchor. */
export function ContactBlock() {
  const T = useTexts(HOME_TEXTS).contact;
  const config = usePublicConfig();
  const loading = <Skeleton className="h-5 w-40" />;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8"
    >
      <SectionHeading id="contact-title" eyebrow={T.eyebrow} title={T.title} body={T.body} />
      <div className="grid gap-4">
        <ContactCard icon={Mail} label={T.email}>
          {config.data ? (
            <a href={`mailto:${config.data.supportEmail}`} className="hover:text-primary">
              {config.data.supportEmail}
            </a>
          ) : (
            loading
          )}
        </ContactCard>
        <ContactCard icon={Phone} label={T.phone}>
          {config.data ? (
            <a href={`tel:${config.data.supportPhone.replace(/[^\d+]/g, '')}`} className="hover:text-primary">
              {config.data.supportPhone}
            </a>
          ) : (
            loading
          )}
        </ContactCard>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4 text-primary" aria-hidden />
          {T.hours}
        </p>
      </div>
    </section>
  );
}
