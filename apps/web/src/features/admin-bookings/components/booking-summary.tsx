import type { TAdminBookingDetail } from '@tour/shared';
import { DayAndTime } from '../../../components/day-and-time';
import { EmailAddress } from '../../../components/email-address';
import { Fact } from '../../../components/fact';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';
import { BookingBadges } from './booking-badges';

/** What the booking is: tour, departure, guests, money, who booked it, and its deadline or cancellation. */
export function BookingSummary({ booking }: { booking: TAdminBookingDetail }) {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const T = texts.detail.summary;
  const language = useLanguage();
  return (
    <Card data-testid="booking-summary">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 p-4 sm:p-6">
        <CardTitle>{T.title}</CardTitle>
        <BookingBadges
          status={booking.status}
          paymentStatus={booking.paymentStatus}
          refundStatus={booking.refundStatus}
        />
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={T.tour} className="sm:col-span-2">
            <span className="block font-medium text-ink [overflow-wrap:anywhere]">{booking.tour.title}</span>
            {booking.tour.operator ? (
              <span className="text-muted-foreground">{T.operator(booking.tour.operator)}</span>
            ) : null}
          </Fact>
          <Fact label={T.departure}>
            <span className="tabular-nums">{formatDate(booking.departureDate, language)}</span>
          </Fact>
          <Fact label={T.guests}>{booking.guests}</Fact>
          <Fact label={T.total}>
            <span className="font-semibold text-ink tabular-nums" data-testid="booking-total">
              {formatMoney(booking.totalAmount, booking.currency, language)}
            </span>
          </Fact>
          <Fact label={T.method}>{texts.methods[booking.paymentMethod] ?? booking.paymentMethod}</Fact>
          <Fact label={T.traveller}>
            <span className="block font-medium text-ink [overflow-wrap:anywhere]">
              {booking.traveller.name ?? texts.list.table.noName}
            </span>
            {booking.traveller.email ? (
              <EmailAddress email={booking.traveller.email} className="text-muted-foreground" />
            ) : null}
          </Fact>
          <Fact label={T.phone}>{booking.contactPhone ?? '—'}</Fact>
          <Fact label={T.account}>
            {booking.account ? (
              <>
                <span className="block [overflow-wrap:anywhere]">{booking.account.username}</span>
                <EmailAddress email={booking.account.email} className="text-muted-foreground" />
              </>
            ) : (
              <span className="text-muted-foreground">{T.guestBooking}</span>
            )}
          </Fact>
          <Fact label={T.booked}>
            <DayAndTime value={booking.bookingDate} inline />
          </Fact>
          {booking.paymentDeadline && booking.status === 'pending' ? (
            <Fact label={T.paymentDeadline}>
              <DayAndTime value={booking.paymentDeadline} inline />
            </Fact>
          ) : null}
          {booking.cancellationDate ? (
            <Fact label={T.cancelled}>
              <DayAndTime value={booking.cancellationDate} inline />
            </Fact>
          ) : null}
          {booking.cancellationReason ? (
            <Fact label={T.cancellationReason}>
              <span className="[overflow-wrap:anywhere]">{booking.cancellationReason}</span>
            </Fact>
          ) : null}
          {booking.refundAmount !== null && booking.refundAmount > 0 ? (
            <Fact label={T.refunded}>
              <span className="tabular-nums">{formatMoney(booking.refundAmount, booking.currency, language)}</span>
            </Fact>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
