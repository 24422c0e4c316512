import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  guestsFromQuery,
  isBookingSessionUsable,
  matchTourDate,
  reviewConfirmationPath,
  type TBookingSessionView,
  type TTourDate,
  type TTourDetail,
  tourTitleIn,
} from '@tour/shared';
import { isApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { rememberCurrentSession } from '../../lib/current-booking-session';
import { quoteDeparture } from '../../lib/booking-quote';
import { abandonBookingSession } from '../booking-session/api/abandon-booking-session';
import { createBookingSession } from '../booking-session/api/create-booking-session';
import { createPaymentIntent } from '../payment/api/create-payment-intent';
import { PaymentForm, type TCardPaymentTarget } from '../payment/api/payment-form';
import { tourQueryOptions } from '../tours/api/get-tour';
import { PriceBreakdown } from './components/price-breakdown';
import { ReviewNotFound } from './components/review-not-found';
import { ReviewSkeleton } from './components/review-skeleton';
import { TripReview } from './components/trip-review';
import { REVIEW_TEXTS } from './texts';

const ignoreBusy = () => undefined;

/**
 * The card payment of this page. Seats are held only when the traveller pays: the booking session is
 * created then (and reused for a retry), and given back if they leave without paying.
 */
function useReviewPayment(date: TTourDate, guests: number, total: number) {
  const navigate = useNavigate();
  const sessionRef = useRef<TBookingSessionView | null>(null);
  const paidRef = useRef(false);

  useEffect(
    () => () => {
      const held = sessionRef.current;
      // Leaving unpaid gives the seats back now; if that fails the server's sweep does it at expiry.
      if (held && !paidRef.current) {
        void abandonBookingSession(held.id).catch((error: unknown) =>
          console.warn('Could not release the booking session', error),
        );
      }
    },
    [],
  );

  const target = useMemo<TCardPaymentTarget>(
    () => ({
      stateKey: `review_${date.id}_${guests}`,
      amount: total,
      currency: date.currency,
      createIntent: async (customerInfo) => {
        let session = sessionRef.current;
        if (!session || !isBookingSessionUsable(session, new Date())) {
          session = await createBookingSession({ tourDateId: date.id, guests });
          sessionRef.current = session;
          rememberCurrentSession(session.id);
        }
        return createPaymentIntent({ sessionId: session.id, paymentMethodType: 'card', customerInfo });
      },
      onPaid: ({ paymentIntentId }) => {
        paidRef.current = true;
        const session = sessionRef.current;
        // createIntent set it before the card could be paid; only an expiry in between clears it.
        if (!session) throw new Error('Paid without a booking session');
        void navigate(reviewConfirmationPath(paymentIntentId, session.id));
      },
    }),
    [date.id, date.currency, guests, total, navigate],
  );

  // The server ended the hold (expired): the next attempt starts a new one.
  const onSessionExpired = () => {
    sessionRef.current = null;
  };
  return { target, onSessionExpired };
}

function ReviewView({ tour, date, guests }: { tour: TTourDetail; date: TTourDate; guests: number }) {
  const T = useTexts(REVIEW_TEXTS);
  const language = useLanguage();
  const price = quoteDeparture(date, tour.discountPercentage, guests);
  const payment = useReviewPayment(date, guests, price.total);
  return (
    <div
      className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8"
      data-testid="review-payment-page"
    >
      <title>{`${T.pageTitle(tourTitleIn(tour, language))} · ${BRAND.name}`}</title>
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{T.heading}</h1>
        <p className="text-muted-foreground">{T.intro}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <TripReview tour={tour} date={date} guests={guests} />
        </div>
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={T.price}>
          <div className="lg:sticky lg:top-24">
            <PriceBreakdown currency={date.currency} price={price} />
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <PaymentForm target={payment.target} onBusyChange={ignoreBusy} onSessionExpired={payment.onSessionExpired} />
        </div>
      </div>
    </div>
  );
}

/**
 * /tours/{slug}/payment?date=&guests=: review and card payment (1-traveller.md section 2). guests is 1
 * when missing; the date is matched to one of the tour's available dates.
 */
export function ReviewPaymentPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const guests = guestsFromQuery(searchParams.get('guests'));
  const tour = useQuery({
    ...tourQueryOptions(slug),
    retry: (failures, error) => !isApiError(error, 'NOT_FOUND') && failures < 2,
  });

  if (tour.isPending) return <ReviewSkeleton />;
  // A tour that fails to load is treated as missing (1-traveller.md section 8, Review page).
  if (tour.isError) return <ReviewNotFound tourSlug={null} />;
  const date = matchTourDate(tour.data.dates, searchParams.get('date'));
  if (!date) return <ReviewNotFound tourSlug={tour.data.slug} />;
  return <ReviewView key={`${date.id}:${guests}`} tour={tour.data} date={date} guests={guests} />;
}
