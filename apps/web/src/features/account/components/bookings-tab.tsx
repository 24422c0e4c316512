import { paths } from '@tour/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Luggage } from 'lucide-react';
import type { TAccountBooking } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/texts';
import { PayNowDialog } from '../../payment/api/pay-now-dialog';
import { accountBookingsQueryKey, useAccountBookings } from '../api/get-account-bookings';
import { ACCOUNT_TEXTS } from '../texts';
import { BookingCard } from './booking-card';
import { BookingDetailsDialog } from './booking-details-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';

function BookingsSkeleton() {
  const T = useTexts(ACCOUNT_TEXTS).bookings;
  return (
    <div className="grid gap-4" role="status" aria-label={T.title}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, never reordered
        <Skeleton key={index} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}

type TDialog = { kind: 'details' | 'cancel' | 'pay'; booking: TAccountBooking } | null;

/** The Bookings tab: the user's bookings newest first, with details, cancel and Pay Now. */
export function BookingsTab() {
  const texts = useTexts(ACCOUNT_TEXTS);
  const T = texts.bookings;
  const bookings = useAccountBookings();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const bookingFor = (kind: NonNullable<TDialog>['kind']) => (dialog?.kind === kind ? dialog.booking : null);

  let content: ReactNode;
  if (bookings.isPending) content = <BookingsSkeleton />;
  else if (bookings.isError) {
    content = (
      <Alert variant="destructive" title={T.fetchFailed}>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void bookings.refetch()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  } else if (bookings.data.length === 0) {
    content = (
      <EmptyState
        icon={Luggage}
        title={T.empty}
        action={
          <Button asChild>
            <Link to={paths.tours.href()}>{T.browse}</Link>
          </Button>
        }
      >
        {T.emptyBody}
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-4" data-testid="account-bookings">
        {bookings.data.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            onViewDetails={() => setDialog({ kind: 'details', booking })}
            onCancel={() => setDialog({ kind: 'cancel', booking })}
            onPayNow={() => setDialog({ kind: 'pay', booking })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="account-bookings-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="account-bookings-title" className="text-lg font-semibold text-ink">
          {T.title}
        </h2>
        <p className="text-sm text-muted-foreground">{T.description}</p>
      </div>
      {content}
      <BookingDetailsDialog booking={bookingFor('details')} onClose={close} />
      <CancelBookingDialog booking={bookingFor('cancel')} onClose={close} />
      <PayNowDialog
        booking={bookingFor('pay')}
        open={bookingFor('pay') !== null}
        title={texts.payNow.title}
        description={texts.payNow.description}
        descriptionTestId="pay-now-amount"
        onPaid={() => {
          void queryClient.invalidateQueries({ queryKey: accountBookingsQueryKey });
          close();
        }}
        onClose={close}
      />
    </section>
  );
}
