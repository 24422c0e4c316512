import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { BrandMark } from '../../components/brand-mark';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { usePublicConfig } from '../../features/config/api/get-public-config';
import { APP_TEXTS } from '../texts';
import { FOOTER_TEXTS } from '../footer-texts';
import { paths } from '@tour/shared';
import { BRAND } from '../../lib/brand';
import { useTexts } from '../../lib/i18n/texts';

// The footer is below every page's first screen: its form loads as it comes near the viewport, keeping
// the first screen within its JavaScript budget.
const NewsletterForm = lazy(async () => ({
  default: (await import('../../features/newsletter/newsletter-form')).NewsletterForm,
}));
const newsletterPlaceholder = <Skeleton className="h-10 w-full bg-white/10" />;

function ContactDetails() {
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-4 w-44 bg-white/10" />
        <Skeleton className="h-4 w-32 bg-white/10" />
      </div>
    );
  }
  if (!config.data) return null;
  const { supportEmail, supportPhone } = config.data;
  return (
    <ul className="grid gap-2 text-sm" data-testid="footer-contact">
      <li>
        <a href={`mailto:${supportEmail}`} className="inline-flex items-center gap-2 text-white/80 hover:text-white">
          <Mail className="size-4 text-highlight" aria-hidden />
          {supportEmail}
        </a>
      </li>
      <li>
        <a
          href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-2 text-white/80 hover:text-white"
        >
          <Phone className="size-4 text-highlight" aria-hidden />
          {supportPhone}
        </a>
      </li>
    </ul>
  );
}

export function SiteFooter() {
  const texts = useTexts(APP_TEXTS);
  const footerTexts = useTexts(FOOTER_TEXTS);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-ink text-white/75">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_repeat(3,minmax(0,0.7fr))_1.4fr] lg:gap-8 lg:px-8">
        <div className="grid content-start gap-4">
          <Link to="/" className="w-fit rounded-md" aria-label={texts.homeLink(BRAND.name)}>
            <BrandMark tone="light" />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed">{footerTexts.about}</p>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
          {footerTexts.columns.map((column) => (
            <nav key={column.title} aria-label={column.title} className="grid content-start gap-3">
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul className="grid gap-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="transition-colors hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="grid content-start gap-6">
          <div className="grid gap-3">
            <h2 className="text-sm font-semibold tracking-wide text-white">{footerTexts.contactTitle}</h2>
            <ContactDetails />
          </div>
          <div className="grid gap-3">
            <h2 className="text-sm font-semibold tracking-wide text-white">{footerTexts.newsletterTitle}</h2>
            <p className="text-sm">{footerTexts.newsletterBody}</p>
            <WhenVisible fallback={newsletterPlaceholder} rootMargin="0px">
              <Suspense fallback={newsletterPlaceholder}>
                <NewsletterForm tone="dark" />
              </Suspense>
            </WhenVisible>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{footerTexts.copyright(year)}</p>
          <div className="flex gap-5">
            <Link to={paths.terms.href()} className="hover:text-white">
              {footerTexts.terms}
            </Link>
            <Link to={paths.privacy.href()} className="hover:text-white">
              {footerTexts.privacy}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
