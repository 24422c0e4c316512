import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, FileText, MapPin, Ticket, UserRound, Users } from 'lucide-react';
import { paymentMethodLabel, paymentStatusLabel, type TManagedBooking } from '@tour/shared';
import { formatDateRange } from '../../../lib/calendar-date';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { MANAGE_TEXTS } from '../texts';

const T = MANAGE_TEXTS.details;

function DetailRow({
  icon: Icon,
  label,
  children,
  testId,
}: {
  icon: typeof MapPin;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 py-3 sm:grid-cols-[auto_9rem_minmax(0,1fr)]">
      <Icon className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className="col-start-2 text-sm font-medium break-words text-foreground sm:col-start-3 sm:row-start-1"
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

export function BookingDetails({ booking }: { booking: TManagedBooking }) {
  const contact = [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean);
  return (
    <section aria-labelledby="manage-details-title" className="rounded-2xl border bg-card px-5 pt-5 pb-2 shadow-sm">
      <h2 id="manage-details-title" className="font-semibold text-ink">
        {T.title}
      </h2>
      <dl className="divide-y">
        <DetailRow icon={Ticket} label={T.tour} testId="manage-tour">
          <Link to={`/tours/${encodeURIComponent(booking.tour.slug)}`} className="hover:text-primary hover:underline">
            {booking.tour.title}
          </Link>
        </DetailRow>
        <DetailRow icon={MapPin} label={T.location}>
          {booking.tour.location}, {booking.tour.country}
        </DetailRow>
        <DetailRow icon={Clock} label={T.duration}>
          {T.days(booking.tour.durationDays)}
        </DetailRow>
        <DetailRow icon={CalendarDays} label={T.dates} testId="manage-dates">
          {formatDateRange(booking.date.startDate, booking.date.endDate)}
        </DetailRow>
        <DetailRow icon={Users} label={T.guests} testId="manage-guests">
          {T.guestsValue(booking.numberOfGuests)}
        </DetailRow>
        {contact.length > 0 ? (
          <DetailRow icon={UserRound} label={T.contact}>
            {contact.map((part) => (
              <span key={part} className="block">
                {part}
              </span>
            ))}
          </DetailRow>
        ) : null}
        <DetailRow icon={FileText} label={T.method} testId="manage-payment">
          {paymentMethodLabel(booking.paymentMethod)}
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            ({paymentStatusLabel(booking.paymentStatus)})
          </span>
        </DetailRow>
        <DetailRow icon={CalendarDays} label={T.bookedOn}>
          {formatDate(booking.bookingDate)}
        </DetailRow>
        <div className="flex items-baseline justify-between gap-3 py-4">
          <dt className="font-semibold text-ink">{T.total}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums" data-testid="manage-total">
            {formatMoney(booking.totalAmount, booking.currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
