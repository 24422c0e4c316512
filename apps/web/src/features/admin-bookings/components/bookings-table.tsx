import { Link } from 'react-router';
import { paths, type TAdminBookingRow } from '@tour/shared';
import { CardTableCell } from '../../../components/card-table-cell';
import { DayAndTime } from '../../../components/day-and-time';
import { EmailAddress } from '../../../components/email-address';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';
import { BookingBadges } from './booking-badges';

/** The bookings (newest first): a table from 1280 px, one card per booking below. */
export function BookingsTable({ bookings }: { bookings: TAdminBookingRow[] }) {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const T = texts.list.table;
  const language = useLanguage();
  return (
    <div className="xl:overflow-x-auto xl:rounded-xl xl:border xl:bg-card xl:shadow-xs">
      <table className="block w-full text-sm xl:table" data-testid="bookings-table">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground xl:table-header-group">
          <tr>
            {[T.reference, T.traveller, T.tour, T.total, T.status].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2.5 font-medium whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y">
          {bookings.map((booking) => (
            <tr
              key={booking.id}
              className="grid grid-cols-2 content-start gap-x-3 gap-y-3 rounded-xl border bg-card p-4 shadow-xs xl:table-row xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
              data-testid="booking-row"
              data-booking-id={booking.id}
            >
              <CardTableCell from="xl" label={null} className="order-1 xl:whitespace-nowrap">
                <Link
                  to={paths.adminBooking.href({ bookingId: booking.id })}
                  className="block font-mono font-semibold text-primary underline-offset-2 hover:underline"
                  data-testid="booking-reference"
                >
                  {booking.reference}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {T.booked} <DayAndTime value={booking.bookingDate} inline />
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.traveller} className="order-3 col-span-2 xl:min-w-48">
                <span className="block font-medium text-ink [overflow-wrap:anywhere]">
                  {booking.traveller.name ?? T.noName}
                </span>
                {booking.traveller.email ? (
                  <EmailAddress email={booking.traveller.email} className="block text-muted-foreground" />
                ) : null}
              </CardTableCell>
              <CardTableCell from="xl" label={T.tour} className="order-4 col-span-2 xl:min-w-52">
                <span className="block [overflow-wrap:anywhere]">{booking.tourTitle}</span>
                <span className="block text-muted-foreground tabular-nums">
                  {T.departs(formatDate(booking.departureDate, language), booking.guests)}
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.total} className="order-5 xl:whitespace-nowrap">
                <span className="block font-medium text-ink tabular-nums">
                  {formatMoney(booking.totalAmount, booking.currency, language)}
                </span>
                <span className="block text-muted-foreground">
                  {texts.methods[booking.paymentMethod] ?? booking.paymentMethod}
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={null} className="order-2 justify-items-end xl:justify-items-start">
                <BookingBadges
                  className="w-fit justify-end xl:justify-start"
                  status={booking.status}
                  paymentStatus={booking.paymentStatus}
                  refundStatus={booking.refundStatus}
                />
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
