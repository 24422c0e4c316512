import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, FileText, MapPin, Ticket, UserRound, Users } from 'lucide-react';
import { paymentMethodLabel, type TBookingConfirmation, paths, tourContentIn } from '@tour/shared';
import { formatDateRange } from '../../lib/calendar-date';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { formatMoney } from '../../lib/money';
import { BOOKING_VIEW_TEXTS } from './texts';

/** One labelled line of the booking details; the label sits beside the value from the small breakpoint up. */
export function BookingDetailRow({
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

type TBookingDetailsCardProps = {
  booking: TBookingConfirmation;
  /** Prefix of the section's ids and test ids ('confirmation', 'manage'). */
  idPrefix: string;
  /** The payment status as the page words it. */
  paymentStatus: string;
  /** Rows of the page's own, shown before the total. */
  children?: ReactNode;
};

/** The booking's tour, place, length, dates, guests, contact, payment and total. */
export function BookingDetailsCard({ booking, idPrefix, paymentStatus, children }: TBookingDetailsCardProps) {
  const T = useTexts(BOOKING_VIEW_TEXTS).details;
  const language = useLanguage();
  const contact = [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean);
  const titleId = `${idPrefix}-details-title`;
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const tour = tourContentIn(booking.tour, language);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border bg-card px-5 pt-5 pb-2 shadow-sm">
      <h2 id={titleId} className="font-semibold text-ink">
        {T.title}
      </h2>
      <dl className="divide-y">
        <BookingDetailRow icon={Ticket} label={T.tour} testId={`${idPrefix}-tour`}>
          <Link
            to={paths.tour.href({ slug: booking.tour.slug })}
            lang={tour.language}
            className="hover:text-primary hover:underline"
          >
            {tour.title}
          </Link>
        </BookingDetailRow>
        <BookingDetailRow icon={MapPin} label={T.location}>
          {booking.tour.location}, {booking.tour.country}
        </BookingDetailRow>
        <BookingDetailRow icon={Clock} label={T.duration}>
          {T.days(booking.tour.durationDays)}
        </BookingDetailRow>
        <BookingDetailRow icon={CalendarDays} label={T.dates} testId={`${idPrefix}-dates`}>
          {formatDateRange(booking.date.startDate, booking.date.endDate, language)}
        </BookingDetailRow>
        <BookingDetailRow icon={Users} label={T.guests} testId={`${idPrefix}-guests`}>
          {T.guestsValue(booking.numberOfGuests)}
        </BookingDetailRow>
        {contact.length > 0 ? (
          <BookingDetailRow icon={UserRound} label={T.contact}>
            {contact.map((part) => (
              <span key={part} className="block">
                {part}
              </span>
            ))}
          </BookingDetailRow>
        ) : null}
        <BookingDetailRow icon={FileText} label={T.method} testId={`${idPrefix}-payment-method`}>
          {paymentMethodLabel(booking.paymentMethod, language)}
          <span className="ml-2 text-xs font-normal text-muted-foreground" data-testid={`${idPrefix}-payment-status`}>
            ({paymentStatus})
          </span>
        </BookingDetailRow>
        {children}
        <div className="flex items-baseline justify-between gap-3 py-4">
          <dt className="font-semibold text-ink">{T.total}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums" data-testid={`${idPrefix}-total`}>
            {formatMoney(booking.totalAmount, booking.currency, language)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
