import { BOOKINGS_PAUSED_MESSAGE } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../lib/cn';

/** The operator's licence has expired (DESIGN decision 25): the page says why Book Now is not offered. */
export function BookingsPausedNotice({ compact = false, className }: { compact?: boolean; className?: string }) {
  if (compact) {
    return (
      <p
        role="status"
        className={cn('text-sm font-medium text-destructive', className)}
        data-testid="bookings-paused-short"
      >
        {BOOKINGS_PAUSED_MESSAGE}
      </p>
    );
  }
  return (
    <Alert variant="destructive" data-testid="bookings-paused">
      {BOOKINGS_PAUSED_MESSAGE}
    </Alert>
  );
}
