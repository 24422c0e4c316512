import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck, Ticket } from 'lucide-react';
import { cancellationPolicyText, type TBookingConfirmation } from '@tour/shared';
import { BookingActions, BookingLoading } from '../../../components/booking/booking-actions';
import { BookingDetailsCard } from '../../../components/booking/booking-details-card';
import { SupportCard } from '../../../components/booking/support-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { BRAND } from '../../../lib/brand';
import type { TSupportContacts } from '../../../lib/download-receipt';
import { forgetCurrentSession } from '../../../lib/current-booking-session';
import { ensureBookingRecord } from '../../../lib/booking-record';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth/api/get-session';
import { usePublicConfig } from '../../config/api/get-public-config';
import { describeBookingForBrowser } from '../../payment/api/booking-status-view';
import { useIssueOwnManageLink } from '../api/issue-own-manage-link';
import { CONFIRMATION_TEXTS } from '../texts';
import { PayBookingSection } from './pay-booking-section';
import { StatusHeader } from './status-header';
import { paths } from '@tour/shared';

/** The current session id is forgotten 30 s after the confirmation loads (1-traveller.md section 4). */
export const CLEAR_SESSION_AFTER_MS = 30_000;

/**
 * 'View My Bookings': a signed-in traveller's bookings are on their account; a guest's booking opens on its
 * private manage page (a fresh link issued to the browser that made it), never on a sign-in page.
 */
function ViewMyBookings({ booking }: { booking?: TBookingConfirmation }) {
  const T = useTexts(CONFIRMATION_TEXTS);
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const issue = useIssueOwnManageLink();
  const label = (
    <>
      {issue.isPending ? <Spinner className="size-4" decorative /> : <Ticket className="size-4" aria-hidden />}
      {T.actions.bookings}
    </>
  );
  if (user || isPending || !booking) {
    return (
      <Button asChild size="lg" variant="outline">
        <Link to={user || isPending ? paths.account.href() : paths.findBooking.href()}>{label}</Link>
      </Button>
    );
  }
  const open = () =>
    issue.mutate(booking.id, {
      onSuccess: ({ href }) => navigate(href),
      onError: () => toast.error(T.actions.bookingsFailed),
    });
  return (
    <Button size="lg" variant="outline" onClick={open} disabled={issue.isPending} data-testid="view-my-bookings">
      {label}
    </Button>
  );
}

function Actions({ booking }: { booking?: TBookingConfirmation }) {
  return (
    <BookingActions receipt={booking ? { bookingId: booking.id } : undefined}>
      <ViewMyBookings booking={booking} />
    </BookingActions>
  );
}

function BookingConfirmed({ booking, support }: { booking: TBookingConfirmation; support: TSupportContacts | null }) {
  const T = useTexts(CONFIRMATION_TEXTS);
  const language = useLanguage();
  const say = useMessage();
  // The stored reason of a cancellation (the spec's English, or an administrator's words) in the reader's language.
  const reason = booking.cancellationReason && say(booking.cancellationReason);
  const view = describeBookingForBrowser({ ...booking, cancellationReason: reason }, language);
  const pending = view.stage === 'awaiting_verification';
  const nextSteps = T.next.steps[view.stage];
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

      <BookingDetailsCard
        booking={booking}
        idPrefix="confirmation"
        paymentStatus={T.paymentStatuses[booking.paymentStatus] ?? booking.paymentStatus}
      />

      {nextSteps ? (
        <section
          aria-labelledby="next-title"
          className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm"
          data-testid="next-steps"
        >
          <h2 id="next-title" className="font-semibold text-ink">
            {T.next.title}
          </h2>
          <ol className="grid gap-4">
            {nextSteps.map((step, index) => (
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
      ) : null}

      <section aria-labelledby="notes-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
        <h2 id="notes-title" className="font-semibold text-ink">
          {T.notes.title}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex gap-3">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-highlight-foreground" aria-hidden />
            <div className="grid gap-0.5">
              <p className="text-sm font-semibold text-foreground">{T.notes.cancellationTitle}</p>
              <p className="text-sm text-muted-foreground" data-testid="cancellation-policy-text">
                {cancellationPolicyText(booking.cancellationPolicy, language)}
              </p>
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

      {support ? <SupportCard support={support} body={T.supportBody} idPrefix="confirmation" /> : null}
      <Actions booking={booking} />
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
  const T = useTexts(CONFIRMATION_TEXTS);
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
    body = <BookingLoading text={T.loading} />;
  } else if (!booking) {
    body = (
      <div className="grid gap-6 py-10">
        <Alert variant="destructive" title={T.loadError}>
          {T.loadErrorBody}
        </Alert>
        <p className="text-sm text-muted-foreground" data-testid="confirmation-find-booking">
          {T.findBooking.body}{' '}
          <Link to={paths.findBooking.href()} className="font-medium text-primary underline-offset-4 hover:underline">
            {T.findBooking.link}
          </Link>
        </p>
        <Actions />
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
