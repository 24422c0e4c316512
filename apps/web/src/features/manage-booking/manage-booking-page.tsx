import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Search } from 'lucide-react';
import { formatPaymentDeadline, type TManagedBooking, type TRefundAccount, paths } from '@tour/shared';
import { BookingActions, BookingLoading } from '../../components/booking/booking-actions';
import { reportCancellation } from '../../components/booking/confirm-cancel-dialog';
import { SupportCard } from '../../components/booking/support-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { formatMoney } from '../../lib/money';
import { PayNowDialog } from '../payment/api/pay-now-dialog';
import { useCancelManagedBooking } from './api/cancel-managed-booking';
import { managedBookingQueryKey } from './api/get-managed-booking';
import { BookingDetails } from './components/booking-details';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { CancellationPanel } from './components/cancellation-panel';
import { RefundAccountCard } from './components/refund-account-card';
import { StatusSummary } from './components/status-summary';
import { MANAGE_TEXTS } from './texts';
import { statusOf, useManageBooking } from './use-manage-booking';

type TManagedBookingProps = {
  token: string;
  booking: TManagedBooking;
  page: ReturnType<typeof useManageBooking>;
};

function ManagedBooking({ token, booking, page }: TManagedBookingProps) {
  const T = useTexts(MANAGE_TEXTS);
  const language = useLanguage();
  const say = useMessage();
  const { support } = page;
  const cancel = useCancelManagedBooking(token);
  const queryClient = useQueryClient();
  const status = statusOf(booking, language, say);

  const submitCancel = (refundAccount?: TRefundAccount) => {
    cancel.mutate(refundAccount, reportCancellation(T.cancellation, page.closeDialog, say));
  };

  return (
    <div className="grid gap-6">
      <StatusSummary reference={booking.reference} status={status} />

      {status.payable ? (
        <section className="grid gap-4 rounded-2xl border border-highlight/50 bg-highlight/10 p-5 sm:flex sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-highlight-foreground" aria-hidden />
            <div className="grid gap-1">
              <p className="font-semibold text-ink">
                {T.deadline.title}: {formatMoney(booking.totalAmount, booking.currency, language)}
              </p>
              {booking.paymentDeadline ? (
                <p className="text-sm text-muted-foreground" data-testid="manage-deadline">
                  {T.deadline.body(
                    formatPaymentDeadline(booking.paymentDeadline, {
                      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
                      language,
                    }),
                  )}
                </p>
              ) : null}
            </div>
          </div>
          <Button size="lg" onClick={page.openPay} className="w-full sm:w-auto" data-testid="manage-pay-now">
            {T.pay.button}
          </Button>
        </section>
      ) : null}

      {booking.refundAccountNeeded ? <RefundAccountCard token={token} /> : null}
      <BookingDetails booking={booking} />
      <CancellationPanel
        booking={booking}
        onCancel={page.openCancel}
        onRetryRefund={() => submitCancel()}
        retrying={cancel.isPending}
      />
      {support ? <SupportCard support={support} body={T.supportBody} idPrefix="manage" /> : null}

      <BookingActions receipt={{ manageToken: token }} />

      <CancelBookingDialog
        booking={booking}
        open={page.dialog === 'cancel'}
        pending={cancel.isPending}
        onConfirm={submitCancel}
        onClose={page.closeDialog}
      />
      <PayNowDialog
        booking={booking}
        open={page.dialog === 'pay'}
        manageToken={token}
        title={T.pay.dialogTitle}
        description={T.pay.dialogBody}
        descriptionTestId="manage-pay-amount"
        onPaid={() => {
          void queryClient.invalidateQueries({ queryKey: managedBookingQueryKey(token) });
          page.closeDialog();
        }}
        onClose={page.closeDialog}
      />
    </div>
  );
}

/** /booking/manage/{token}: the booking a private link opens, for anyone holding it (decision 16). */
export function ManageBookingPage() {
  const T = useTexts(MANAGE_TEXTS);
  const { token = '' } = useParams();
  const page = useManageBooking(token);
  const { query } = page;

  let body: React.ReactNode;
  if (query.isPending) {
    body = <BookingLoading text={T.loading} />;
  } else if (query.data) {
    body = <ManagedBooking token={token} booking={query.data} page={page} />;
  } else if (isApiError(query.error, 'NOT_FOUND') || isApiError(query.error, 'VALIDATION_FAILED')) {
    body = (
      <div className="grid gap-6 py-10" data-testid="manage-invalid">
        <Alert variant="destructive" title={T.invalid.title}>
          {T.invalid.body}
        </Alert>
        <Button asChild size="lg" className="w-full sm:w-fit">
          <Link to={paths.findBooking.href()}>
            <Search className="size-4" aria-hidden />
            {T.invalid.find}
          </Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6 py-10">
        <Alert variant="destructive" title={T.loadFailed.title}>
          {T.loadFailed.body}
        </Alert>
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => void query.refetch()}>
          {T.loadFailed.retry}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="manage-booking">
      <title>{`${T.pageTitle} · ${BRAND.name}`}</title>
      {body}
    </div>
  );
}
