import { CalendarCheck } from 'lucide-react';
import type { TDashboardBooking } from '@tour/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { formatDate, marketplaceDayAndTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardCard } from './dashboard-card';
import { BookingStatusBadge } from './figure-parts';

/**
 * Recent Bookings (3-admin.md section 2): customer name, tour title, booking date, amount in its own currency and a
 * status badge, newest first; 'No bookings yet' when there are none.
 */
export function RecentBookings({
  title,
  description,
  bookings,
  columns = 1,
  className,
}: {
  title: string;
  description: string;
  bookings: TDashboardBooking[];
  /** Two columns from 1024 px, where the panel is wide. */
  columns?: 1 | 2;
  className?: string;
}) {
  const T = useTexts(DASHBOARD_TEXTS).recent;
  const language = useLanguage();
  return (
    <DashboardCard title={title} description={description} testId="recent-bookings" className={className}>
      {bookings.length === 0 ? (
        <EmptyState compact icon={CalendarCheck} title={T.noBookings} className="h-full content-center">
          {T.noBookingsHint}
        </EmptyState>
      ) : (
        <ul className={cn('grid', columns === 2 && 'lg:grid-cols-2 lg:gap-x-8')}>
          {bookings.map((booking) => (
            <li
              key={booking.id}
              className={cn(
                'grid grid-cols-[minmax(0,1fr)_auto] content-start gap-x-3 gap-y-1 border-t py-3 first:border-t-0 first:pt-0',
                columns === 2 && 'lg:[&:nth-child(2)]:border-t-0 lg:[&:nth-child(2)]:pt-0',
              )}
              data-testid="recent-booking"
              data-reference={booking.bookingReference}
            >
              <p className="min-w-0 truncate font-medium text-ink" data-testid="recent-booking-customer">
                {booking.customerName}
              </p>
              <p className="text-right font-semibold text-ink tabular-nums" data-testid="recent-booking-amount">
                {formatMoney(booking.totalAmount, booking.currency, language)}
              </p>
              <p className="min-w-0 text-sm break-words text-muted-foreground" data-testid="recent-booking-tour">
                {booking.tourTitle}
              </p>
              <div className="row-span-2 flex items-start justify-end">
                <BookingStatusBadge bookingStatus={booking.bookingStatus} paymentStatus={booking.paymentStatus} />
              </div>
              <p className="text-xs text-muted-foreground tabular-nums">
                {T.booked}{' '}
                <time dateTime={booking.bookingDate} data-testid="recent-booking-date">
                  {marketplaceDayAndTime(booking.bookingDate, language)[0]}
                </time>
                <span aria-hidden> · </span>
                {T.travels} <time dateTime={booking.travelDate}>{formatDate(booking.travelDate, language)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
