import { useEffect } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  CalendarDays,
  Clock,
  Download,
  FileText,
  Home,
  Mail,
  MapPin,
  Phone,
  ShieldAlert,
  ShieldCheck,
  Ticket,
  UserRound,
  Users,
} from 'lucide-react';
import { buildReceiptText, paymentMethodLabel, receiptFileName, type TBookingConfirmation } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { formatDateRange } from '../../../lib/calendar-date';
import { formatMoney } from '../../../lib/money';
import { BRAND } from '../../../lib/brand';
import { forgetCurrentSession } from '../../../lib/current-booking-session';
import { ensureBookingRecord } from '../../../lib/booking-record';
import { usePublicConfig } from '../../config/api/get-public-config';
import { describeBookingForBrowser } from '../../payment/api/booking-status-view';
import { CONFIRMATION_TEXTS as T } from '../texts';
import { PayBookingSection } from './pay-booking-section';
import { StatusHeader } from './status-header';

/** The current session id is forgotten 30 s after the confirmation loads (1-traveller.md section 4). */
export const CLEAR_SESSION_AFTER_MS = 30_000;

function downloadReceipt(
  booking: TBookingConfirmation | undefined,
  support: { supportEmail: string; supportPhone: string } | null,
) {
  if (!booking) {
    toast.error(T.notAvailable);
    return;
  }
  const blob = new Blob([buildReceiptText(booking, support, BRAND.name)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(booking.reference);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast.success(T.receiptDownloaded);
}

function Actions({
  booking,
  support,
}: {
  booking?: TBookingConfirmation;
  support: { supportEmail: string; supportPhone: string } | null;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Button size="lg" onClick={() => downloadReceipt(booking, support)}>
        <Download className="size-4" aria-hidden />
        {T.actions.download}
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/account">
          <Ticket className="size-4" aria-hidden />
          {T.actions.bookings}
        </Link>
      </Button>
      <Button asChild size="lg" variant="ghost">
        <Link to="/">
          <Home className="size-4" aria-hidden />
          {T.actions.home}
        </Link>
      </Button>
    </div>
  );
}

function DetailRow({
  icon: Icon,
  label,
  children,
  testId,
}: {
  icon: typeof MapPin;
  label: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex gap-3 py-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <dt className="w-32 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm font-medium wrap-anywhere text-foreground" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Support({ email, phone }: { email: string; phone: string }) {
  return (
    <section
      aria-labelledby="support-title"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm"
      data-testid="confirmation-support"
    >
      <h2 id="support-title" className="font-semibold text-ink">
        {T.support.title}
      </h2>
      <p className="text-sm text-muted-foreground">{T.support.body}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={`mailto:${email}`} className="flex items-center gap-2 font-medium text-primary hover:underline">
          <Mail className="size-4" aria-hidden />
          {email}
        </a>
        <a
          href={`tel:${phone.replace(/[^+\d]/g, '')}`}
          className="flex items-center gap-2 font-medium text-primary hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          {phone}
        </a>
      </div>
    </section>
  );
}

function BookingConfirmed({
  booking,
  support,
}: {
  booking: TBookingConfirmation;
  support: { supportEmail: string; supportPhone: string } | null;
}) {
  const view = describeBookingForBrowser(booking);
  const pending = view.stage === 'awaiting_verification';
  const contact = [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean).join(' · ');
  return (
    <div className="grid gap-6">
      <title>{`${view.heading} · ${BRAND.name}`}</title>
      <StatusHeader view={view} paymentDeadline={booking.paymentDeadline} />

      <section
        className="grid justify-items-center gap-1 rounded-2xl border-2 border-dashed border-primary/30 bg-accent/40 px-6 py-5 text-center"
        aria-labelledby="reference-label"
      >
        <p id="reference-label" className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
          {T.reference}
        </p>
        <p className="font-mono text-3xl font-bold tracking-wider text-ink" data-testid="booking-reference">
          {booking.reference}
        </p>
        <p className="text-xs text-muted-foreground">{T.referenceHint}</p>
      </section>

      {pending ? (
        <Alert title={T.pending.title} data-testid="payment-pending">
          {T.pending.body}
        </Alert>
      ) : null}
      {view.payable ? <PayBookingSection booking={booking} /> : null}

      <section aria-labelledby="details-title" className="rounded-2xl border bg-card px-5 pt-5 pb-2 shadow-sm">
        <h2 id="details-title" className="font-semibold text-ink">
          {T.details.title}
        </h2>
        <dl className="divide-y">
          <DetailRow icon={Ticket} label={T.details.tour} testId="confirmation-tour">
            <Link to={`/tours/${encodeURIComponent(booking.tour.slug)}`} className="hover:text-primary hover:underline">
              {booking.tour.title}
            </Link>
          </DetailRow>
          <DetailRow icon={MapPin} label={T.details.location}>
            {booking.tour.location}, {booking.tour.country}
          </DetailRow>
          <DetailRow icon={Clock} label={T.details.duration}>
            {T.details.days(booking.tour.durationDays)}
          </DetailRow>
          <DetailRow icon={CalendarDays} label={T.details.dates} testId="confirmation-dates">
            {formatDateRange(booking.date.startDate, booking.date.endDate)}
          </DetailRow>
          <DetailRow icon={Users} label={T.details.guests} testId="confirmation-guests">
            {T.details.guestsValue(booking.numberOfGuests)}
          </DetailRow>
          <DetailRow icon={FileText} label={T.details.method} testId="confirmation-payment-method">
            {paymentMethodLabel(booking.paymentMethod)}
            <span className="ml-2 text-xs font-normal text-muted-foreground" data-testid="confirmation-payment-status">
              ({T.paymentStatuses[booking.paymentStatus] ?? booking.paymentStatus})
            </span>
          </DetailRow>
          {contact ? (
            <DetailRow icon={UserRound} label={T.details.contact}>
              {contact}
            </DetailRow>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 py-4">
            <dt className="font-semibold text-ink">{T.details.total}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums" data-testid="confirmation-total">
              {formatMoney(booking.totalAmount, booking.currency)}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="next-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
        <h2 id="next-title" className="font-semibold text-ink">
          {T.next.title}
        </h2>
        <ol className="grid gap-4">
          {T.next.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div className="grid gap-0.5">
                <p className="text-sm font-semibold text-foreground">{step.title}</p>
                <p className="text-sm text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="notes-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
        <h2 id="notes-title" className="font-semibold text-ink">
          {T.notes.title}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex gap-3">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-highlight-foreground" aria-hidden />
            <div className="grid gap-0.5">
              <p className="text-sm font-semibold text-foreground">{T.notes.cancellationTitle}</p>
              <p className="text-sm text-muted-foreground">{T.notes.cancellation}</p>
            </div>
          </div>
          <div className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-0.5">
              <p className="text-sm font-semibold text-foreground">{T.notes.insuranceTitle}</p>
              <p className="text-sm text-muted-foreground">{T.notes.insurance}</p>
            </div>
          </div>
        </div>
      </section>

      {support ? <Support email={support.supportEmail} phone={support.supportPhone} /> : null}
      <Actions booking={booking} support={support} />
    </div>
  );
}

type TConfirmationViewProps = {
  query: UseQueryResult<TBookingConfirmation>;
  sessionId: string | null;
  paymentIntentId?: string | null;
};

/** The booking as the server knows it, with the spec's confirmation texts and actions. */
export function ConfirmationView({ query, sessionId, paymentIntentId = null }: TConfirmationViewProps) {
  const config = usePublicConfig();
  const support = config.data
    ? { supportEmail: config.data.supportEmail, supportPhone: config.data.supportPhone }
    : null;
  const booking = query.data;

  useEffect(() => {
    if (!sessionId) return;
    const timer = window.setTimeout(() => forgetCurrentSession(sessionId), CLEAR_SESSION_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId]);

  useEffect(() => {
    if (!booking) return;
    ensureBookingRecord({
      reference: booking.reference,
      paymentIntentId: booking.paymentIntentId ?? paymentIntentId,
      sessionId,
      timestamp: Date.now(),
      session: null,
    });
  }, [booking, paymentIntentId, sessionId]);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid justify-items-center gap-4 py-24 text-center" role="status">
        <Spinner className="size-8 text-primary" decorative />
        <p className="text-muted-foreground">{T.loading}</p>
      </div>
    );
  } else if (!booking) {
    body = (
      <div className="grid gap-6 py-10">
        <Alert variant="destructive" title={T.loadError}>
          {T.loadErrorBody}
        </Alert>
        <p className="text-sm text-muted-foreground" data-testid="confirmation-find-booking">
          {T.findBooking.body}{' '}
          <Link to="/booking/find" className="font-medium text-primary underline-offset-4 hover:underline">
            {T.findBooking.link}
          </Link>
        </p>
        <Actions support={support} />
      </div>
    );
  } else {
    body = <BookingConfirmed booking={booking} support={support} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="booking-confirmation">
      {booking ? null : <title>{`${T.pageTitle} · ${BRAND.name}`}</title>}
      {body}
    </div>
  );
}
