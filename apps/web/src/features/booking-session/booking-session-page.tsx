import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowRight, CalendarDays, MapPin, Users } from 'lucide-react';
import { isBookingSessionUsable, paths, tourContentIn } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import {
  SessionCompletedView,
  SessionExpiredView,
  SessionNotFoundView,
} from '../../components/booking-session/session-problem';
import { SessionTimer } from '../../components/booking-session/session-timer';
import { useSessionRemaining } from '../../components/booking-session/use-session-timer';
import { toast } from '../../lib/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { formatDateRange } from '../../lib/calendar-date';
import { formatMoney } from '../../lib/money';
import { forgetCurrentSession, rememberCurrentSession } from '../../lib/current-booking-session';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { useExtendBookingSession } from './api/extend-booking-session';
import { useBookingSession } from './api/get-booking-session';

/** /booking/session/{sessionId}: the held booking, its countdown, and the way to its checkout. */
export function BookingSessionPage() {
  const { sessionId = '' } = useParams();
  const texts = useTexts(SESSION_TEXTS);
  const T = texts.page;
  const say = useMessage();
  const language = useLanguage();
  const query = useBookingSession(sessionId);
  const extend = useExtendBookingSession(sessionId);
  const session = query.data;
  const remainingMs = useSessionRemaining(
    session?.expiresAt ?? new Date(0).toISOString(),
    session?.status === 'active',
  );
  const usable = session ? isBookingSessionUsable(session, new Date()) && remainingMs > 0 : false;
  const notFound = query.isError && isApiError(query.error, 'NOT_FOUND');

  useEffect(() => {
    if (usable && session) rememberCurrentSession(session.id);
  }, [usable, session]);
  useEffect(() => {
    if (notFound || (session && !usable && session.status !== 'completed')) forgetCurrentSession(sessionId);
  }, [notFound, session, usable, sessionId]);

  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10" role="status" aria-label={T.loading}>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    if (notFound) return <SessionNotFoundView tourSlug={null} />;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-20">
        <Alert variant="destructive" title={texts.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  const view = query.data;
  if (view.status === 'completed') return <SessionCompletedView sessionId={view.id} />;
  if (!usable) return <SessionExpiredView tourSlug={view.tour.slug} />;

  const checkoutPath = paths.checkout.href({ slug: view.tour.slug, sessionId: view.id });
  const guests = view.adults + view.children + view.infants;
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const tour = tourContentIn(view.tour, language);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-12" data-testid="booking-session-page">
      <title>{`${T.title} · ${BRAND.name}`}</title>
      <header className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold text-ink">{T.title}</h1>
        <p className="text-muted-foreground">{T.subtitle}</p>
      </header>
      <SessionTimer
        remainingMs={remainingMs}
        guests={guests}
        isExtending={extend.isPending}
        onExtend={() =>
          extend.mutate(undefined, {
            onSuccess: () => toast.success(texts.messages.extended),
            onError: (error) => toast.error(say(getErrorMessage(error, texts.messages.extendFailed))),
          })
        }
      />
      <section className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6" aria-label={T.tour}>
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 lang={tour.language} className="text-xl font-semibold text-ink">
              {tour.title}
            </h2>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4 text-primary" aria-hidden />
              {view.tour.location}, {view.tour.country}
            </p>
          </div>
          <Badge variant="success">{T.statusLabels[view.status]}</Badge>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{T.dates}</dt>
            <dd>{formatDateRange(view.date.startDate, view.date.endDate, language)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Users className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{T.guests}</dt>
            <dd>{texts.guestsLine(view.adults, view.children, view.infants)}</dd>
          </div>
        </dl>
        <div className="flex items-baseline justify-between border-t pt-4">
          <span className="font-semibold text-ink">{T.total}</span>
          <span className="text-2xl font-bold text-ink tabular-nums">
            {formatMoney(view.pricing.total, view.pricing.currency, language)}
          </span>
        </div>
        <Button asChild size="lg">
          <Link to={checkoutPath}>
            {T.continue}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Button>
      </section>
    </div>
  );
}
