import { Link } from 'react-router';
import { SearchCheck } from 'lucide-react';
import { BRAND } from '../../lib/brand';
import { useTexts } from '../../lib/i18n/texts';
import { FindBookingForm } from './components/find-booking-form';
import { MANAGE_TEXTS } from './texts';
import { paths } from '@tour/shared';

/** /booking/find: 'Find my booking' e-mails the private link without saying whether a booking exists. */
export function FindBookingPage() {
  const T = useTexts(MANAGE_TEXTS).find;
  return (
    <div className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-10 sm:px-6 sm:py-16">
      <title>{`${T.pageTitle} · ${BRAND.name}`}</title>
      <div className="grid w-full max-w-md gap-6" data-testid="find-booking">
        <div className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <header className="grid gap-3">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
              <SearchCheck className="size-6" aria-hidden />
            </span>
            <h1 className="font-display text-3xl font-semibold text-ink">{T.title}</h1>
            <p className="text-sm leading-relaxed text-muted-foreground">{T.intro}</p>
          </header>
          <FindBookingForm />
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {T.signedInHint}{' '}
          <Link to={paths.account.href()} className="font-medium text-primary underline-offset-4 hover:underline">
            {T.signedInLink}
          </Link>
        </p>
      </div>
    </div>
  );
}
