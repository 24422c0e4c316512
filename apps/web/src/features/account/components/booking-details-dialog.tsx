import { Link } from 'react-router';
import { CalendarDays, CreditCard, MapPin, ShieldCheck, Users } from 'lucide-react';
import { cancellationPolicyText, type TAccountBooking, paths, tourContentIn } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TourImage } from '../../../components/tours/tour-image';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { placeOf } from '../../../lib/tour-place';
import { useAccountBooking } from '../api/get-account-booking';
import { ACCOUNT_TEXTS } from '../texts';
import { BookingStatusBadge, PaymentStatusBadge } from './booking-status-badge';

function Section({ icon: Icon, title, children }: { icon: typeof MapPin; title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-4" aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}

function GuestList({ guests }: { guests: TAccountBooking['guests'] }) {
  const T = useTexts(ACCOUNT_TEXTS).details;
  const language = useLanguage();
  return (
    <ul className="grid gap-2" data-testid="details-guests">
      {guests.map((guest, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: guests carry no id in TAccountBooking and two may share every field; the read-only list keeps booking order (the first is the primary guest)
        <li key={`${guest.email}-${index}`} className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2.5 text-sm">
          <p className="font-medium text-foreground">
            {guest.firstName} {guest.lastName}
            {index === 0 ? <span className="ml-2 text-xs font-normal text-muted-foreground">{T.primary}</span> : null}
          </p>
          <p className="break-words text-muted-foreground">
            {guest.email} · {guest.phone}
          </p>
          <p className="text-xs text-muted-foreground">
            {guest.nationality} · {T.born(formatCalendarDate(guest.dateOfBirth, language) ?? guest.dateOfBirth)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function PaymentSection({ booking }: { booking: TAccountBooking }) {
  const texts = useTexts(ACCOUNT_TEXTS);
  const T = texts.details;
  const language = useLanguage();
  return (
    <Section icon={CreditCard} title={T.payment}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{T.method}</dt>
          <dd className="font-medium">{T.methodLabel(booking.paymentMethod)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-xs text-muted-foreground">{T.status}</dt>
          <dd>
            <PaymentStatusBadge status={booking.paymentStatus} />
          </dd>
        </div>
        <div className="col-span-2 flex items-baseline justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2.5">
          <dt className="text-muted-foreground">{T.amount}</dt>
          <dd className="text-base font-semibold text-ink tabular-nums" data-testid="details-amount">
            {formatMoney(booking.totalAmount, booking.currency, language)}
          </dd>
        </div>
      </dl>
      {booking.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noPayments}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {booking.payments.map((payment) => (
            <li
              key={`${payment.createdAt}-${payment.method}-${payment.status}-${payment.amount}`}
              className="flex flex-wrap justify-between gap-2 text-muted-foreground"
            >
              <span>
                {T.methodLabel(payment.method)} · {texts.paymentStatusName(payment.status)}
              </span>
              <span className="tabular-nums">
                {formatMoney(payment.amount, payment.currency, language)} ·{' '}
                {formatDateTime(payment.createdAt, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function BookingDetails({ booking: listed }: { booking: TAccountBooking }) {
  const T = useTexts(ACCOUNT_TEXTS).details;
  const language = useLanguage();
  const say = useMessage();
  const query = useAccountBooking(listed);
  const booking = query.data ?? listed;
  // The stored reason (the spec's English when travellers cancel themselves) in the reader's language.
  const reason = booking.cancellationReason && say(booking.cancellationReason);
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const tour = tourContentIn(booking.tour, language);
  return (
    <div className="grid gap-4">
      <div className="flex gap-4">
        <TourImage
          src={booking.tour.thumbnailUrl}
          alt=""
          width={112}
          height={84}
          className="h-20 w-28 shrink-0 rounded-lg object-cover"
        />
        <div className="grid min-w-0 content-start gap-1">
          <p lang={tour.language} className="font-semibold text-ink">
            {tour.title}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            {placeOf(booking.tour.location, booking.tour.country)}
          </p>
          <BookingStatusBadge booking={booking} />
        </div>
      </div>
      {query.isError ? <Alert variant="destructive">{T.detailsFailed}</Alert> : null}
      {booking.cancellationDate ? (
        <Alert variant="destructive">
          {T.cancelled(formatDate(booking.cancellationDate, language))}
          {reason ? ` · ${reason}` : ''}
        </Alert>
      ) : null}
      <Section icon={CalendarDays} title={T.dates}>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{T.departure}</dt>
            <dd className="font-medium" data-testid="details-departure">
              {formatCalendarDate(booking.date.startDate, language)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{T.return}</dt>
            <dd className="font-medium">{formatCalendarDate(booking.date.endDate, language)}</dd>
          </div>
        </dl>
      </Section>
      <Section icon={Users} title={`${T.guests} (${booking.numberOfGuests})`}>
        <GuestList guests={booking.guests} />
      </Section>
      <PaymentSection booking={booking} />
      <Section icon={ShieldCheck} title={T.cancellationPolicy}>
        <p className="text-sm text-muted-foreground" data-testid="cancellation-policy-text">
          {cancellationPolicyText(booking.cancellationPolicy, language)}
        </p>
      </Section>
      {booking.specialRequests ? (
        <section className="grid gap-1 border-t pt-4 text-sm">
          <h3 className="font-semibold text-ink">{T.specialRequests}</h3>
          <p className="whitespace-pre-line text-muted-foreground">{booking.specialRequests}</p>
        </section>
      ) : null}
    </div>
  );
}

type TBookingDetailsDialogProps = { booking: TAccountBooking | null; onClose: () => void };

/** View Details: the tour, the dates, the guests and the payment of one booking. */
export function BookingDetailsDialog({ booking, onClose }: TBookingDetailsDialogProps) {
  const T = useTexts(ACCOUNT_TEXTS).details;
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl" closeLabel={T.close}>
        {booking ? (
          <>
            <DialogHeader>
              <DialogTitle>{T.title}</DialogTitle>
              <DialogDescription>{T.description(booking.reference)}</DialogDescription>
            </DialogHeader>
            <BookingDetails booking={booking} />
            <DialogFooter>
              <Button variant="outline" asChild>
                <Link to={paths.tour.href({ slug: booking.tour.slug })}>{T.viewTour}</Link>
              </Button>
              <Button onClick={onClose}>{T.close}</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
