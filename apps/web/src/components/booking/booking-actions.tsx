import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Download, Home } from 'lucide-react';
import type { TBookingConfirmation } from '@tour/shared';
import { downloadReceipt, type TSupportContacts } from '../../lib/download-receipt';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { BOOKING_VIEW_TEXTS } from './texts';

/** Download Receipt, the page's own action if any, and Back to Home. */
export function BookingActions({
  booking,
  support,
  children,
}: {
  booking?: TBookingConfirmation;
  support: TSupportContacts | null;
  children?: ReactNode;
}) {
  return (
    <div className={children ? 'grid gap-3 sm:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
      <Button size="lg" onClick={() => downloadReceipt(booking, support)}>
        <Download className="size-4" aria-hidden />
        {BOOKING_VIEW_TEXTS.downloadReceipt}
      </Button>
      {children}
      <Button asChild size="lg" variant="ghost">
        <Link to="/">
          <Home className="size-4" aria-hidden />
          {BOOKING_VIEW_TEXTS.home}
        </Link>
      </Button>
    </div>
  );
}

/** The booking page while it loads. */
export function BookingLoading({ text }: { text: string }) {
  return (
    <div className="grid justify-items-center gap-4 py-24 text-center" role="status">
      <Spinner className="size-8 text-primary" decorative />
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
