import { Link } from 'react-router';
import { ArrowLeft, CircleAlert, Home } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';
import { paths } from '@tour/shared';

type TBookingErrorViewProps = { message: string; slug: string; onRetry?: () => void };

/** 'Booking Error': a missing tour or date, with Back to Tour and Go Home. */
export function BookingErrorView({ message, slug, onRetry }: TBookingErrorViewProps) {
  const T = useTexts(BOOKING_FORM_TEXTS).error;
  return (
    <div
      className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-24 text-center"
      data-testid="booking-error"
    >
      <title>{T.title}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{T.title}</h1>
      <p className="text-muted-foreground" role="alert">
        {message}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button size="lg" variant="outline" onClick={onRetry}>
            {T.retry}
          </Button>
        ) : null}
        <Button asChild size="lg">
          <Link to={slug ? paths.tour.href({ slug: slug }) : paths.tours.href()}>
            <ArrowLeft className="size-4" aria-hidden />
            {T.backToTour}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <Home className="size-4" aria-hidden />
            {T.goHome}
          </Link>
        </Button>
      </div>
    </div>
  );
}
