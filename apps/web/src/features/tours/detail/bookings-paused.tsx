import { type ComponentProps, lazy, Suspense } from 'react';

const Notice = lazy(async () => ({ default: (await import('./bookings-paused-notice')).BookingsPausedNotice }));

/** Loaded only on a paused tour's page (decision 25): most tour pages never need its code. */
export function BookingsPaused(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
