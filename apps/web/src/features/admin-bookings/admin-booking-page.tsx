import { Link } from 'react-router';
import { ArrowLeft, ReceiptText, SearchX } from 'lucide-react';
import { paths } from '@tour/shared';
import { LoadFailedAlert } from '../../components/list-states';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api-client';
import { useTexts } from '../../lib/i18n/texts';
import { BookingActions } from './components/booking-actions';
import { CancelBookingDialog, ConfirmChangeDialogs, RefundBookingDialog } from './components/booking-dialogs';
import { GuestsCard } from './components/booking-guests';
import { PaymentsCard, RefundsCard } from './components/booking-money';
import { BookingSummary } from './components/booking-summary';
import { TimelineCard } from './components/booking-timeline';
import { ADMIN_BOOKINGS_TEXTS } from './texts';
import { useAdminBookingPage } from './use-admin-booking-page';

/** /admin/bookings/:bookingId (administrators; issue 22): one booking, its history and what can be done now. */
export function AdminBookingPage() {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const D = texts.detail;
  const page = useAdminBookingPage();
  const { booking } = page;
  const data = booking.data;
  const notFound = booking.isError && isApiError(booking.error) && booking.error.status === 404;
  return (
    <AreaPage
      testId="admin-booking-page"
      sidebar={<AdminSidebar />}
      documentTitle={data ? D.documentTitle(data.reference) : D.loadingHeading}
      backLabel={texts.back}
      icon={ReceiptText}
      heading={data ? D.heading(data.reference) : D.loadingHeading}
      headingId="admin-booking-heading"
      intro={D.intro}
      headerNote={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={paths.adminBookings.href()}
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {D.allBookings}
          </Link>
          <p className="text-xs text-muted-foreground">{texts.zoneNote}</p>
        </div>
      }
    >
      {booking.isPending ? (
        <div className="grid gap-4" aria-busy>
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : notFound ? (
        <EmptyState icon={SearchX} title={D.notFound}>
          {D.notFoundHint}
        </EmptyState>
      ) : booking.isError && !data ? (
        <LoadFailedAlert
          title={texts.loadFailed}
          error={booking.error}
          retryLabel={texts.retry}
          onRetry={() => void booking.refetch()}
        />
      ) : data ? (
        <div
          className="grid min-w-0 gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem] 2xl:items-start [&>*]:min-w-0 [&>*]:2xl:col-start-1"
          aria-busy={booking.isFetching}
        >
          <BookingSummary booking={data} />
          {/* Beside the booking on wide screens, under its summary otherwise. */}
          <div className="2xl:sticky 2xl:top-24 2xl:col-start-2! 2xl:row-span-5 2xl:row-start-1">
            <BookingActions booking={data} page={page} />
          </div>
          <TimelineCard booking={data} />
          <PaymentsCard booking={data} />
          <RefundsCard booking={data} />
          <GuestsCard booking={data} />
          <ConfirmChangeDialogs booking={data} page={page} />
          <CancelBookingDialog booking={data} page={page} />
          <RefundBookingDialog booking={data} page={page} />
        </div>
      ) : null}
    </AreaPage>
  );
}
