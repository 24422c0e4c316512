import { Link } from 'react-router';
import { CalendarDays, Eye, CreditCard, MapPin, Star, Users, XCircle } from 'lucide-react';
import { canPayNow, paths, reviewEligibility, type TAccountBooking, tourContentIn } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { TourImage } from '../../../components/tours/tour-image';
import { formatDateRange } from '../../../lib/calendar-date';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { placeOf } from '../../../lib/tour-place';
import { ACCOUNT_TEXTS } from '../texts';
import { BookingStatusBadge, PaymentStatusBadge } from './booking-status-badge';

type TBookingCardProps = {
  booking: TAccountBooking;
  onViewDetails: () => void;
  onCancel: () => void;
  onPayNow: () => void;
};

/** After a cancellation: the money coming back and how far it has got (the badge says the same in short). */
function RefundLine({ booking }: { booking: TAccountBooking }) {
  const T = useTexts(ACCOUNT_TEXTS).bookings;
  const language = useLanguage();
  const describe = booking.refundStatus ? T.refund[booking.refundStatus] : undefined;
  if (booking.status !== 'cancelled' || !describe || !booking.refundAmount) return null;
  return (
    <p className="text-xs font-medium text-foreground" data-testid="booking-refund" data-status={booking.refundStatus}>
      {describe(formatMoney(booking.refundAmount, booking.currency, language))}
    </p>
  );
}

/** A paid, not cancelled booking whose trip has ended may be reviewed (issue 23); the server checks it again. */
function canReview(booking: TAccountBooking): boolean {
  return reviewEligibility(
    { status: booking.status, paymentStatus: booking.paymentStatus, endDate: booking.date.endDate },
    new Date(),
  ).eligible;
}

/** One booking in the Bookings tab: tour, dates, guests, total, statuses and what can be done with it. */
export function BookingCard({ booking, onViewDetails, onCancel, onPayNow }: TBookingCardProps) {
  const texts = useTexts(ACCOUNT_TEXTS);
  const T = texts.bookings;
  const language = useLanguage();
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const tour = tourContentIn(booking.tour, language);
  return (
    <li
      className="flex gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      data-testid="account-booking"
      data-reference={booking.reference}
      data-booking-id={booking.id}
    >
      <TourImage
        src={booking.tour.thumbnailUrl}
        alt=""
        width={128}
        height={96}
        className="hidden h-24 w-32 shrink-0 rounded-lg object-cover sm:block"
      />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 lang={tour.language} className="font-semibold text-ink">
              {tour.title}
            </h3>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {placeOf(booking.tour.location, booking.tour.country)}
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <BookingStatusBadge booking={booking} />
            <PaymentStatusBadge status={booking.paymentStatus} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{T.reference}</dt>
            <dd className="font-mono font-medium text-foreground" data-testid="booking-reference">
              {booking.reference}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <CalendarDays className="size-3" aria-hidden />
              {T.travelDates}
            </dt>
            <dd className="font-medium text-foreground">
              {formatDateRange(booking.date.startDate, booking.date.endDate, language)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <Users className="size-3" aria-hidden />
              {texts.details.guests}
            </dt>
            <dd className="font-medium text-foreground">{T.guests(booking.numberOfGuests)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{T.total}</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="booking-total">
              {formatMoney(booking.totalAmount, booking.currency, language)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <div className="grid gap-0.5">
            <p className="text-xs text-muted-foreground">{T.bookedOn(formatDate(booking.bookingDate, language))}</p>
            <RefundLine booking={booking} />
          </div>
          <div className="flex flex-wrap gap-2">
            {booking.cancellable ? (
              <Button variant="ghostDestructive" size="sm" onClick={onCancel}>
                <XCircle className="size-4" aria-hidden />
                {T.cancel}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={onViewDetails}>
              <Eye className="size-4" aria-hidden />
              {T.viewDetails}
            </Button>
            {booking.reviewed || canReview(booking) ? (
              <Button asChild size="sm" variant={booking.reviewed ? 'outline' : 'highlight'}>
                <Link
                  to={paths.accountReview.href({ bookingId: booking.id })}
                  aria-label={(booking.reviewed ? T.yourReviewLabel : T.writeReviewLabel)(tour.title)}
                  data-testid={booking.reviewed ? 'your-review' : 'write-review'}
                >
                  <Star className="size-4" aria-hidden />
                  {booking.reviewed ? T.yourReview : T.writeReview}
                </Link>
              </Button>
            ) : null}
            {canPayNow(booking) ? (
              <Button size="sm" onClick={onPayNow}>
                <CreditCard className="size-4" aria-hidden />
                {T.payNow}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
